import { useEffect, useRef, useState } from 'react';
import { errorMessage, HTTPError, useApi } from '@portal/shared/api';
import { primaryImageQuery } from '@portal/shared/api/catalog';
import { newLineItem, type LineItemWrite, type PackageItemDto, type PackageProductsWrite, type ProductDetailDto } from '@portal/contracts/wire/catalog';
import {
  CONTACT_US_SUFFIX,
  ENGRAVING_TICKED_EMPTY,
  engravingMissing,
  MAX_LINE_QUANTITY,
  parseQuantity,
  QUANTITY_MESSAGE,
  takesQuantity,
} from '@portal/contracts/domain/catalog';
import { fitEngravingText } from '@portal/contracts/domain/engraving-fit';
import { DEFAULT_FAILURE } from '@portal/contracts/domain/identity-errors';
import { formatMoney } from '@portal/contracts/domain/pricing';
import { weightBandProblem } from '@portal/contracts/domain/weight-band';
import { report } from '@portal/shared/reporting';
import { useQuery } from '@portal/shared/query';
import { Box, Button, FormField, HStack, Image, Input, PortalAlert, Spinner, Stack, Text } from '@portal/shared/ui';
import { usePractice } from '../../lib/practice';
import { PackageItemList } from '../package/PackageItemList';
import { ArtworkSteps, discardArtworkDraft } from './ArtworkSteps';
import { ENGRAVING_DOES_NOT_FIT, ENGRAVING_REQUIRED, EngravingField } from './EngravingField';
import { OptionFields } from './OptionFields';
import { SpecialOrderDialog } from './SpecialOrderDialog';
import { SpecialOrderNote } from './SpecialOrderNote';
// A package's item is customised in a dialog of its own, opened from this form.
import { ProductDialog, type ProductDialogProps } from './ProductDialog';
import { useOptionCascade } from './useOptionCascade';

export const OPTIONS_REQUIRED = 'Please choose the options marked required.';
export const OPTIONS_UNSUITED = "Please choose options that suit the pet's weight.";
/** The title of the description step, for the artwork steps' 'Back to {previous step}'. */
export const DESCRIPTION_STEP_TITLE = 'Product options';

/** The product's options, engraving, quantity and price, and Add / Update (or Save options for a package's item). */
export function ProductForm({
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
  const image = useQuery(primaryImageQuery(useApi(), product.id));
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
  // Update of a package line: its items are customised here, as on the bundle step.
  const packageLine = product.type === 'package' && purpose === 'cart';
  // Vet supplies are ordered by the box or pack; every other line keeps the quantity it has (1 when new).
  const quantified = purpose === 'cart' && takesQuantity(product.category);
  const quotedQuantity = product.quoted?.quantity ?? 1;
  const initialText = product.quoted?.engraving_text ?? initialChoice?.engraving_text ?? '';
  const [ticked, setTicked] = useState(requiresEngraving || initialText !== '' || initialChoice?.add_engraving === 1);
  const [text, setText] = useState(initialText);
  const [quantityText, setQuantityText] = useState(String(quotedQuantity));
  const [quantityTouched, setQuantityTouched] = useState(false);
  const [packageChoices, setPackageChoices] = useState<PackageProductsWrite>(() => product.quoted?.package_products_c ?? {});
  const [customisingItem, setCustomisingItem] = useState<PackageItemDto | null>(null);
  const [shownErrors, setShownErrors] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [specialOpen, setSpecialOpen] = useState(false);
  const [step, setStep] = useState<'description' | 'artwork'>('description');
  const [artworkLine, setArtworkLine] = useState<LineItemWrite | null>(null);
  const busyRef = useRef(false);
  const formRef = useRef<HTMLDivElement>(null);
  // The artwork of this opening of the modal (its ids when its steps first opened), until Finish: the
  // modal closing before Finish abandons it, and the engraving steps drop what they kept (issue 31).
  const openArtwork = useRef<{ productId: string; bookingId: string | null; quotedProductId: string | null } | null>(null);
  useEffect(
    () => () => {
      if (openArtwork.current) discardArtworkDraft(openArtwork.current);
    },
    [],
  );

  const editing = Boolean(quotedProductId);
  const engravingOn = takesText && (ticked || requiresEngraving);
  const engravingLimits = { maxLines: product.engraving_max_length, maxCharacters: product.engraving_max_characters };
  // Engraving on (required, or ticked) with no text: the field asks for it, or to untick (issue 14, item 8).
  const engravingBlank = engravingMissing(text, engravingOn);
  const engravingMessage = requiresEngraving ? ENGRAVING_REQUIRED : ENGRAVING_TICKED_EMPTY;
  const engravingError = shownErrors && engravingBlank ? engravingMessage : undefined;
  // Text past the product's lines or characters is kept as typed; the add waits until it fits.
  const engravingOverflows = engravingOn && !fitEngravingText(text, engravingLimits).fits;
  const quantity = quantified ? parseQuantity(quantityText) : quotedQuantity;
  const quantityError = quantified && quantity === null && (shownErrors || quantityTouched) ? QUANTITY_MESSAGE : undefined;
  const pending = cascade.pending.length > 0;
  const blocked = cascade.contactUs;
  // A chosen option whose weight band does not hold the pet's weight (portal-api refuses it by the same rule):
  // said at its field as soon as it is chosen, e.g. an edited line's size after the pet's weight changed.
  const unsuited = new Map(
    cascade.groups.flatMap(({ group }) => {
      const chosen = group.filteredproducts.find((choice) => choice.id === cascade.options[group.id]);
      const problem = chosen && weightBandProblem(chosen, group.name, pet.weightKg);
      return problem ? [[group.id, problem] as const] : [];
    }),
  );
  useEffect(() => onBlockedChange(blocked), [blocked, onBlockedChange]);

  // After a refused Add the first field to fix takes the focus, once it shows as invalid (its error is read with it).
  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const line = (): LineItemWrite => ({
    ...newLineItem(product.id, {
      options: cascade.options,
      engravingText: engravingOn && text.trim() ? text : null,
      addEngraving: engravingOn,
      packageProducts: packageLine ? packageChoices : null,
      editId: quotedProductId ?? null,
      quantity: quantity ?? 1,
    }),
    // Update: the edited line itself, changed in place.
    id: quotedProductId ?? null,
  });

  /**
   * What blocks the add, first to fix first: a required dropdown without a value, a chosen option that
   * does not suit the pet's weight, an engraving that is on without text (spec 001 s5) or that does not
   * fit the product, a quantity that is not a whole number from 1 to the most.
   */
  const problem = (): string | null =>
    cascade.missing.length > 0
      ? OPTIONS_REQUIRED
      : unsuited.size > 0
        ? OPTIONS_UNSUITED
        : engravingBlank
          ? engravingMessage
          : engravingOverflows
            ? ENGRAVING_DOES_NOT_FIT
            : quantified && quantity === null
              ? QUANTITY_MESSAGE
              : null;

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
      setFailure(await errorMessage(error, DEFAULT_FAILURE));
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  const proceed = () => {
    if (purpose === 'customise') {
      onChoose?.({ options: cascade.options, engraving_text: engravingOn && text.trim() ? text : null, add_engraving: engravingOn ? 1 : 0 });
      onClose();
      return;
    }
    if (plaque) {
      setArtworkLine(line());
      openArtwork.current ??= { productId: product.id, bookingId: bookingId ?? null, quotedProductId: quotedProductId ?? null };
      setStep('artwork');
      return;
    }
    void add(line());
  };

  const submit = () => {
    if (pending || busy || blocked) return;
    setShownErrors(true);
    if (problem()) {
      setFocusRequest((n) => n + 1);
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
  // Said below the fields only when no field says it already: the quantity's and the engraving's own
  // errors are shown (and announced) at their field, which takes the focus (issue 31 item 6: 'Please
  // enter a whole number from 1 to 99.' was shown twice).
  const firstProblem = shownErrors ? problem() : null;
  const shownProblem = firstProblem !== null && firstProblem !== quantityError && firstProblem !== engravingError ? firstProblem : null;
  // One unit with its chosen options, as the catalog prices them (portal-api prices the line itself).
  const unitPrice =
    product.price === null
      ? null
      : cascade.groups.reduce((sum, { group }) => sum + Number(group.filteredproducts.find((choice) => choice.id === cascade.options[group.id])?.price ?? 0), Number(product.price));

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
          onFinished={() => {
            openArtwork.current = null;
            onClose();
          }}
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
              {image.status === 'success' ? (
                <Image src={image.data.url} alt={image.data.alt || product.name} maxWidth="200px" maxHeight="200px" objectFit="contain" />
              ) : image.status === 'error' ? (
                <Image src={product.thumbnail_url} alt={product.name} maxWidth="200px" maxHeight="200px" objectFit="contain" />
              ) : (
                <Spinner size="sm" role="status" aria-label="Loading the image" />
              )}
            </Box>
            <Stack gap="2" flex="1" minWidth="14rem">
              {product.description ? <Text whiteSpace="pre-line">{product.description}</Text> : null}
              {purpose === 'customise' ? (
                // A package item costs nothing on its own: the package's price covers it (options may add).
                <Text fontWeight="semibold" data-testid="product-price">
                  Included in the package
                </Text>
              ) : prices && quantified && product.price !== null ? (
                <Text fontWeight="semibold" data-testid="product-price">
                  Price: {formatMoney(product.price)} each
                </Text>
              ) : prices && price !== null ? (
                <Text fontWeight="semibold" data-testid="product-price">
                  Price: {formatMoney(price)}
                </Text>
              ) : null}
              {Number(product.special_order) === 1 ? <SpecialOrderNote orderByDays={product.order_by} /> : null}
            </Stack>
          </HStack>

          {blocked ? (
            <Text role="alert" color="fg.error" fontWeight="medium">
              This product cannot be added for this pet{CONTACT_US_SUFFIX}
            </Text>
          ) : null}

          {cascade.groups.length > 0 ? (
            <OptionFields groups={cascade.groups} options={cascade.options} choose={cascade.choose} prices={prices} missingIds={missingIds} unsuited={unsuited} />
          ) : null}

          {packageLine ? (
            <PackageItemList packageName={product.name} items={product.package_products} choices={packageChoices} onCustomise={setCustomisingItem} />
          ) : null}

          {quantified ? (
            <Box maxWidth="16rem">
              <FormField
                label="Quantity"
                required
                error={quantityError}
                helperText={
                  <span aria-live="polite" data-testid="quantity-total">
                    {prices && unitPrice !== null && quantity !== null
                      ? `${quantity} x ${formatMoney(unitPrice)} = ${formatMoney(Math.round(quantity * unitPrice * 100) / 100)}`
                      : `1 to ${MAX_LINE_QUANTITY}`}
                  </span>
                }
              >
                <Input
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={MAX_LINE_QUANTITY}
                  step={1}
                  value={quantityText}
                  onChange={(event) => setQuantityText(event.target.value)}
                  onBlur={() => setQuantityTouched(true)}
                />
              </FormField>
            </Box>
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

          {shownProblem ? (
            <Text role="alert" color="fg.error">
              {shownProblem}
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
      {customisingItem ? (
        <ProductDialog
          productId={customisingItem.id}
          bookingId={bookingId}
          pet={pet}
          open
          purpose="customise"
          initialChoice={packageChoices[customisingItem.id] ?? null}
          onChoose={(choice) => setPackageChoices((current) => ({ ...current, [customisingItem.id]: choice }))}
          onClose={() => setCustomisingItem(null)}
          onAdd={() => Promise.reject(new Error('A package item is customised, not added on its own'))}
        />
      ) : null}
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
