import { useEffect, useRef, useState } from 'react';
import { errorDetail, HTTPError } from '@portal/shared/api';
import {
  fetchPrimaryImage,
  fetchProduct,
  newLineItem,
  type LineItemWrite,
  type PackageItemChoice,
  type ProductDetailDto,
} from '@portal/shared/api/catalog';
import type { ProductModalProps } from '@portal/shared/contracts/catalog';
import { CONTACT_US_SUFFIX, engravingMissing } from '@portal/shared/domain/catalog';
import { fitEngravingText } from '@portal/shared/domain/engraving-fit';
import { formatMoney } from '@portal/shared/domain/pricing';
import { report } from '@portal/shared/reporting';
import { Box, Button, FormField, HStack, Image, Modal, NativeSelect, PortalAlert, Spinner, Stack, Text } from '@portal/shared/ui';
import { usePractice } from '../../lib/practice';
import { useLoaded } from '../../lib/useLoaded';
import { ArtworkSteps } from './ArtworkSteps';
import { ENGRAVING_DOES_NOT_FIT, ENGRAVING_REQUIRED, EngravingField } from './EngravingField';
import { SpecialOrderDialog } from './SpecialOrderDialog';
import { useOptionCascade } from './useOptionCascade';

export const DEFAULT_FAILURE = 'Something went wrong. Please verify the information and try again.';
export const OPTIONS_REQUIRED = 'Please choose the options marked required.';
/** The title of the description step, for the artwork steps' 'Back to {previous step}'. */
export const DESCRIPTION_STEP_TITLE = 'Product options';

export interface ProductDialogProps extends ProductModalProps {
  /**
   * 'cart' (default) adds or updates the line through `onAdd`; 'customise' (a package's item on the
   * bundle step) hands the choices back through `onChoose` instead.
   */
  purpose?: 'cart' | 'customise';
  /** Customise: the item's current choices. */
  initialChoice?: PackageItemChoice | null | undefined;
  onChoose?: (choice: PackageItemChoice) => void;
}

/** The product modal (spec 001 s2.6): loaded when opened, fresh each time. */
export function ProductDialog(props: ProductDialogProps) {
  if (!props.open) return null;
  return <ProductDialogContent {...props} />;
}

function ProductDialogContent(props: ProductDialogProps) {
  const { productId, quotedProductId, onClose } = props;
  const detail = useLoaded(`product:${productId}:${quotedProductId ?? ''}`, (api, signal) =>
    fetchProduct(api, productId, quotedProductId ?? undefined, signal),
  );
  // The contact-us error of the options (spec 001 s5): the header says so.
  const [blocked, setBlocked] = useState(false);
  const title = detail.status === 'ready' ? `${detail.data.name}${blocked ? CONTACT_US_SUFFIX : ''}` : detail.status === 'failed' ? 'Product' : 'Loading product…';
  // One dialog from loading to done: replacing it would hand the focus back to the page and close the next one.
  return (
    <Modal open onClose={onClose} title={title} size="lg">
      {detail.status === 'ready' ? (
        <ProductForm key={productId} {...props} product={detail.data} onBlockedChange={setBlocked} />
      ) : detail.status === 'failed' ? (
        <PortalAlert status="danger" message={DEFAULT_FAILURE} timeout={0} onClose={onClose} />
      ) : (
        <HStack role="status" gap="2">
          <Spinner size="sm" />
          <Text>Loading the product…</Text>
        </HStack>
      )}
    </Modal>
  );
}

/** The message of a failed add: the server's 422 text (or its fields), else the default. */
async function failureMessage(error: unknown): Promise<string> {
  const detail = await errorDetail(error);
  if (typeof detail === 'string' && detail.trim()) return detail;
  if (detail && typeof detail === 'object') {
    const texts = Object.values(detail).filter(Boolean);
    if (texts.length) return texts.join(' ');
  }
  return DEFAULT_FAILURE;
}

function ProductForm({
  product,
  bookingId,
  quotedProductId,
  pet,
  onClose,
  onAdd,
  purpose = 'cart',
  initialChoice,
  onChoose,
  onBlockedChange,
}: ProductDialogProps & { product: ProductDetailDto; onBlockedChange: (blocked: boolean) => void }) {
  const { prices } = usePractice();
  const image = useLoaded(`image:${product.id}`, (api, signal) => fetchPrimaryImage(api, product.id, signal));
  const prefill = product.quoted?.options ?? initialChoice?.options ?? null;
  const cascade = useOptionCascade({
    productId: product.id,
    type: product.type === 'package' ? 'package' : 'product',
    weightKg: pet.weightKg,
    hasOptions: Number(product.has_options) === 1,
    prefill,
  });
  const requiresEngraving = Number(product.requires_engraving) === 1;
  const takesText = product.engraving_type === 'text' && product.engraving_max_length > 0;
  const plaque = product.engraving_type === 'plaque' && purpose === 'cart';
  const initialText = product.quoted?.engraving_text ?? initialChoice?.engraving_text ?? '';
  const [ticked, setTicked] = useState(requiresEngraving || initialText !== '');
  const [text, setText] = useState(initialText);
  const [shownErrors, setShownErrors] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [specialOpen, setSpecialOpen] = useState(false);
  const [step, setStep] = useState<'description' | 'artwork'>('description');
  const [artworkLine, setArtworkLine] = useState<LineItemWrite | null>(null);
  const busyRef = useRef(false);
  const formRef = useRef<HTMLDivElement>(null);

  const editing = Boolean(quotedProductId);
  const engravingOn = takesText && (ticked || requiresEngraving);
  const engravingLimits = { maxLines: product.engraving_max_length, maxCharacters: product.engraving_max_characters };
  // Text past the product's lines or characters is kept as typed; the add waits until it fits.
  const engravingOverflows = engravingOn && !fitEngravingText(text, engravingLimits).fits;
  const engravingError = shownErrors && takesText && engravingMissing(text, engravingOn && requiresEngraving) ? ENGRAVING_REQUIRED : undefined;
  const pending = cascade.pending.length > 0;
  const blocked = cascade.contactUs;
  useEffect(() => onBlockedChange(blocked), [blocked, onBlockedChange]);

  const line = (): LineItemWrite => ({
    ...newLineItem(product.id, {
      options: cascade.options,
      engravingText: engravingOn && text.trim() ? text : null,
      editId: quotedProductId ?? null,
    }),
    // Update: the edited line itself, changed in place.
    id: quotedProductId ?? null,
  });

  /**
   * The add is blocked while a required dropdown is empty or the required engraving text is blank (spec
   * 001 s5), or while the engraving text does not fit the product.
   */
  const invalid = () => cascade.missing.length > 0 || (takesText && engravingMissing(text, engravingOn && requiresEngraving)) || engravingOverflows;

  const add = async (write: LineItemWrite) => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    setFailure(null);
    try {
      await onAdd(write);
      onClose();
    } catch (error) {
      const status = error instanceof HTTPError ? error.response.status : undefined;
      // 422s are the person's to fix; 5xx are reported by the API client itself.
      if (status !== 422 && !(status && status >= 500)) report(error, { bookingId: bookingId ?? undefined });
      setFailure(await failureMessage(error));
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  const proceed = () => {
    if (purpose === 'customise') {
      onChoose?.({ options: cascade.options, engraving_text: engravingOn && text.trim() ? text : null });
      onClose();
      return;
    }
    if (plaque) {
      setArtworkLine(line());
      setStep('artwork');
      return;
    }
    void add(line());
  };

  const submit = () => {
    if (pending || busy || blocked) return;
    setShownErrors(true);
    if (invalid()) {
      // The first field to fix takes the focus (its error is read with it).
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    if (purpose === 'cart' && Number(product.special_order) === 1) {
      setSpecialOpen(true);
      return;
    }
    proceed();
  };

  const price = product.total_product_price ?? product.price;
  const submitLabel = purpose === 'customise' ? 'Save options' : plaque ? 'Next' : editing ? 'Update' : 'Add';
  const missingIds = new Set(shownErrors ? cascade.missing.map((group) => group.id) : []);

  return (
    <>
      {step === 'artwork' && artworkLine ? (
        <ArtworkSteps
          productId={product.id}
          productName={product.name}
          bookingId={bookingId}
          quotedProductId={quotedProductId ?? null}
          petName={pet.name}
          descriptionStepTitle={DESCRIPTION_STEP_TITLE}
          onBackToDescription={() => setStep('description')}
          addToCart={() => onAdd(artworkLine)}
          onFinished={onClose}
        />
      ) : (
        <Stack gap="5" ref={formRef}>
          {plaque ? (
            <Text fontWeight="semibold" data-testid="step-title">
              {DESCRIPTION_STEP_TITLE}
            </Text>
          ) : null}
          <HStack align="flex-start" gap="5" flexWrap="wrap">
            <Box width="200px" height="200px" flexShrink={0} display="flex" alignItems="center" justifyContent="center" bg="bg.muted" rounded="md">
              {image.status === 'ready' ? (
                <Image src={image.data.url} alt={image.data.alt || product.name} maxWidth="200px" maxHeight="200px" objectFit="contain" />
              ) : image.status === 'failed' ? (
                <Image src={product.thumbnail_url} alt={product.name} maxWidth="200px" maxHeight="200px" objectFit="contain" />
              ) : (
                <Spinner size="sm" aria-label="Loading the image" />
              )}
            </Box>
            <Stack gap="2" flex="1" minWidth="14rem">
              {product.description ? <Text whiteSpace="pre-line">{product.description}</Text> : null}
              {prices && price !== null ? (
                <Text fontWeight="semibold" data-testid="product-price">
                  Price: {formatMoney(price)}
                </Text>
              ) : null}
              {Number(product.special_order) === 1 ? (
                <Text fontSize="sm" color="fg.muted">
                  Special order product: takes 4-6 weeks.
                </Text>
              ) : null}
            </Stack>
          </HStack>

          {blocked ? (
            <Text role="alert" color="fg.error" fontWeight="medium">
              This product cannot be added for this pet{CONTACT_US_SUFFIX}
            </Text>
          ) : null}

          {cascade.groups.length > 0 ? (
            <Stack gap="4" as="fieldset">
              <Box as="legend" fontWeight="semibold" marginBottom="2">
                Options
              </Box>
              {cascade.groups.map(({ group, depth }) => {
                const required = group.optionalStatus === 'Required';
                const missing = missingIds.has(group.id);
                const chosen = group.filteredproducts.find((choice) => choice.id === cascade.options[group.id]);
                const extra = prices && chosen && chosen.price !== null && Number(chosen.price) > 0 ? `Adds ${formatMoney(chosen.price)}` : undefined;
                return (
                  <Box key={group.id} paddingStart={depth > 0 ? `${depth * 1.5}rem` : undefined}>
                    <FormField label={group.name} required={required} error={missing ? `Please select ${group.name}.` : undefined} helperText={extra}>
                      <NativeSelect.Root>
                        <NativeSelect.Field
                          value={cascade.options[group.id] ?? ''}
                          onChange={(event) => cascade.choose(group.id, event.target.value)}
                        >
                          <option value="">{required ? `Select ${group.name}` : 'None'}</option>
                          {group.filteredproducts.map((choice) => (
                            <option key={choice.id} value={choice.id}>
                              {choice.name}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </FormField>
                  </Box>
                );
              })}
            </Stack>
          ) : null}

          {takesText ? (
            <EngravingField
              limits={engravingLimits}
              requiresEngraving={requiresEngraving}
              ticked={ticked}
              onTick={setTicked}
              text={text}
              onText={setText}
              error={engravingError}
            />
          ) : null}

          {shownErrors && invalid() ? (
            <Text role="alert" color="fg.error">
              {cascade.missing.length > 0 ? OPTIONS_REQUIRED : engravingOverflows ? ENGRAVING_DOES_NOT_FIT : ENGRAVING_REQUIRED}
            </Text>
          ) : null}
          {failure ? <PortalAlert status="danger" message={failure} timeout={0} onClose={() => setFailure(null)} /> : null}

          <HStack justify="flex-end" gap="3">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button
              colorPalette="teal"
              onClick={submit}
              loading={pending || busy}
              loadingText={submitLabel}
              disabled={blocked}
              data-testid="product-submit"
            >
              {submitLabel}
            </Button>
          </HStack>
        </Stack>
      )}
      <SpecialOrderDialog
        open={specialOpen}
        onClose={() => setSpecialOpen(false)}
        onContinue={() => {
          setSpecialOpen(false);
          proceed();
        }}
      />
    </>
  );
}
