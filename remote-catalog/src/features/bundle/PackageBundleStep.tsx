import { Suspense, useEffect, useRef, useState } from 'react';
import { errorMessage, HTTPError, useApi } from '@portal/shared/api';
import {
  CATEGORIES,
  fetchProduct,
  fetchProducts,
  newLineItem,
  type PackageItemDto,
  type PackageProductsWrite,
  type ProductDto,
} from '@portal/shared/api/catalog';
import type { BookingDto } from '@portal/shared/api/bookings';
import type { CatalogStepProps } from '@portal/shared/contracts/catalog';
import { NO_BUNDLES, PACKAGE_BUTTON_TIMER_MS, PACKAGE_REQUIRED } from '@portal/shared/domain/catalog';
import { DEFAULT_FAILURE } from '@portal/shared/domain/identity-errors';
import { formatMoney } from '@portal/shared/domain/pricing';
import { isDispersal } from '@portal/shared/domain/wizard';
import { report } from '@portal/shared/reporting';
import { Badge, Button, Card, Heading, HStack, lazyPage, Modal, PortalAlert, SimpleGrid, Spinner, Stack, Text, VisuallyHidden } from '@portal/shared/ui';
import { deleteWrite, liveLines, packageChoicesOf, productIdOf } from '../../lib/cartLines';
import { loadCart, saveLines, useCart, useCartStore } from '../../lib/cartStore';
import { PackageItemList } from '../../components/package/PackageItemList';
import { usePractice } from '../../lib/practice';
import { useLoaded } from '../../lib/useLoaded';

// The product modal's code loads when an item is first customised.
const ProductDialog = lazyPage(() => import('../../components/product-modal/ProductDialog').then((module) => module.ProductDialog));

export const ADDITIONS_TITLE = 'Cremation package additions';
export const ADD_PACKAGE_LABEL = 'Cremation Package';

/** Next pressed on a package's items before 'Cremation Package' added it. */
export const packageNotAdded = (name: string) => `${PACKAGE_REQUIRED}. ${name} is not added yet: press "${ADD_PACKAGE_LABEL}" to add it.`;

/** The booking's package lines: a line of a listed package, or one that carries a package's customisation. */
function packageLines(booking: BookingDto | null | undefined, packageIds: ReadonlySet<string>) {
  return liveLines(booking).filter((line) => packageIds.has(productIdOf(line)) || packageChoicesOf(line) !== null);
}

function Thumbnail({ src, size }: { src: string; size: number }) {
  return <img src={src} alt="" width={size} height={size} loading="lazy" decoding="async" style={{ width: size, height: size, objectFit: 'cover', borderRadius: 6, flexShrink: 0 }} />;
}

/**
 * The package bundle step, 'Package options' (spec 001 s2.7, s4): the packages as cards, a Details
 * modal, then the chosen package's items ('Option selection') each customised in the product modal,
 * added as one line. Next needs a package in the cart; then the dispersal service moves on and the
 * others are offered 'Cremation package additions'. Previous leaves the customisation first.
 */
export default function PackageBundleStep(props: CatalogStepProps) {
  const { bookingId, serviceTypeId, serviceTypeName, pet, goTo, registerNavigation } = props;
  const api = useApi();
  const { prices } = usePractice();
  const cart = useCart(bookingId);
  const [page, setPage] = useState(1);
  const packages = useLoaded(`packages:${serviceTypeId ?? ''}:${page}`, (client, signal) =>
    fetchProducts(client, { type: 'package', serviceTypeId: serviceTypeId ?? undefined, categories: [CATEGORIES.packages], search: '', page }, signal),
  );
  const [customising, setCustomising] = useState<ProductDto | null>(null);
  const [details, setDetails] = useState<ProductDto | null>(null);
  const [additionsOpen, setAdditionsOpen] = useState(false);
  const [notice, setNotice] = useState<{ status: 'success' | 'warning' | 'danger'; message: string } | null>(null);

  const listed = packages.status === 'ready' ? packages.data.data : [];
  const packageIds = new Set(listed.map((product) => product.id));
  const inCart = packageLines(cart?.booking, packageIds);
  const chosenIds = new Set(inCart.map(productIdOf));
  const packageIdsKey = [...packageIds].join('|');

  useEffect(() => {
    const ids = new Set(packageIdsKey ? packageIdsKey.split('|') : []);
    registerNavigation({
      onPrevious: () => {
        if (!customising) return false;
        setCustomising(null);
        return true;
      },
      onNext: async () => {
        if (bookingId && !useCartStore.getState().carts[bookingId]?.booking) await loadCart(api, bookingId);
        const booking = bookingId ? useCartStore.getState().carts[bookingId]?.booking : null;
        if (packageLines(booking, ids).length === 0) {
          // Choosing a package's items does not add it: say what is still to do.
          setNotice({ status: 'warning', message: customising ? packageNotAdded(customising.name) : PACKAGE_REQUIRED });
          return true;
        }
        if (isDispersal(serviceTypeName)) return false;
        setAdditionsOpen(true);
        return true;
      },
    });
    return () => registerNavigation(null);
  }, [api, bookingId, customising, packageIdsKey, serviceTypeName, registerNavigation]);

  return (
    <Stack gap="5">
      {notice ? (
        <PortalAlert status={notice.status} message={notice.message} timeout={notice.status === 'success' ? undefined : 0} onClose={() => setNotice(null)} />
      ) : null}
      {customising ? (
        <Customisation
          key={customising.id}
          pkg={customising}
          bookingId={bookingId}
          pet={pet}
          prices={prices}
          existing={inCart}
          onBack={() => setCustomising(null)}
          onAdded={(name) => setNotice({ status: 'success', message: `${name} was added to this booking. Press Next to continue.` })}
          onFailed={(message) => setNotice({ status: 'danger', message })}
        />
      ) : (
        <Stack gap="4">
          <Heading as="h3" size="lg">
            Select a package
          </Heading>
          {packages.status === 'loading' ? (
            <HStack role="status" gap="2">
              <Spinner size="sm" />
              <Text>Loading packages…</Text>
            </HStack>
          ) : packages.status === 'failed' ? (
            <PortalAlert status="danger" message="The packages could not be loaded. Please try again." timeout={0} onClose={() => undefined} />
          ) : listed.length === 0 ? (
            <Text>{NO_BUNDLES}</Text>
          ) : (
            <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" as="ul" listStyleType="none" aria-label="Packages">
              {listed.map((pkg) => (
                <Card.Root as="li" key={pkg.id} borderColor={chosenIds.has(pkg.id) ? 'teal.solid' : undefined} borderWidth={chosenIds.has(pkg.id) ? '2px' : undefined}>
                  <Card.Body gap="3">
                    <HStack align="flex-start" gap="3">
                      <Thumbnail src={pkg.thumbnail_url} size={72} />
                      <Stack gap="1">
                        <Heading as="h4" size="md">
                          {pkg.name}
                        </Heading>
                        {chosenIds.has(pkg.id) ? (
                          <Badge colorPalette="teal" width="fit-content">
                            Selected
                          </Badge>
                        ) : null}
                        {prices && pkg.price !== null ? <Text fontWeight="semibold">{formatMoney(pkg.price)}</Text> : null}
                      </Stack>
                    </HStack>
                    <Text fontSize="sm" color="fg.muted" lineClamp={3}>
                      {pkg.description}
                    </Text>
                  </Card.Body>
                  <Card.Footer gap="2">
                    <Button size="sm" variant="outline" onClick={() => setDetails(pkg)}>
                      Details<VisuallyHidden> of {pkg.name}</VisuallyHidden>
                    </Button>
                    <Button size="sm" colorPalette="teal" onClick={() => setCustomising(pkg)}>
                      Select<VisuallyHidden> {pkg.name}</VisuallyHidden>
                    </Button>
                  </Card.Footer>
                </Card.Root>
              ))}
            </SimpleGrid>
          )}
          {packages.status === 'ready' && Number(packages.data.last_page) > 1 ? (
            <HStack>
              <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage((n) => n - 1)}>
                Previous packages
              </Button>
              <Button size="sm" variant="outline" disabled={page >= Number(packages.data.last_page)} onClick={() => setPage((n) => n + 1)}>
                More packages
              </Button>
            </HStack>
          ) : null}
        </Stack>
      )}

      <PackageDetails
        pkg={details}
        prices={prices}
        onClose={() => setDetails(null)}
        onSelect={(pkg) => {
          setDetails(null);
          setCustomising(pkg);
        }}
      />
      <Modal open={additionsOpen} onClose={() => setAdditionsOpen(false)} title={ADDITIONS_TITLE}>
        <Stack gap="4">
          <Text>Would you like to add further items to this booking, or submit it now?</Text>
          <HStack justify="flex-end">
            <Button
              variant="outline"
              onClick={() => {
                setAdditionsOpen(false);
                goTo('product-list');
              }}
            >
              Add Item
            </Button>
            <Button
              colorPalette="teal"
              onClick={() => {
                setAdditionsOpen(false);
                goTo('confirmation');
              }}
            >
              Submit Booking
            </Button>
          </HStack>
        </Stack>
      </Modal>
    </Stack>
  );
}

function PackageDetails({ pkg, prices, onClose, onSelect }: { pkg: ProductDto | null; prices: boolean; onClose: () => void; onSelect: (pkg: ProductDto) => void }) {
  const detail = useLoaded(pkg ? `package:${pkg.id}` : null, (api, signal) => fetchProduct(api, pkg?.id ?? '', undefined, signal));
  if (!pkg) return null;
  return (
    <Modal open onClose={onClose} title={pkg.name} size="lg">
      <Stack gap="4">
        <Text whiteSpace="pre-line">{pkg.description}</Text>
        {prices && pkg.price !== null ? <Text fontWeight="semibold">Price: {formatMoney(pkg.price)}</Text> : null}
        {detail.status === 'loading' ? (
          <HStack role="status" gap="2">
            <Spinner size="sm" />
            <Text>Loading the package…</Text>
          </HStack>
        ) : detail.status === 'failed' ? (
          <Text role="alert">The package's items could not be loaded.</Text>
        ) : (
          <Stack gap="2">
            <Heading as="h3" size="sm">
              Included in this package
            </Heading>
            <Stack as="ul" gap="2" listStyleType="none">
              {detail.data.package_products.map((item) => (
                <HStack as="li" key={item.id} gap="3">
                  <Thumbnail src={item.thumbnail_url} size={40} />
                  <Text>{item.name}</Text>
                </HStack>
              ))}
            </Stack>
          </Stack>
        )}
        <HStack justify="flex-end">
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          <Button colorPalette="teal" onClick={() => onSelect(pkg)}>
            Select this package
          </Button>
        </HStack>
      </Stack>
    </Modal>
  );
}

const NEXT_ACTION_ID = 'package-next-action';

interface CustomisationProps {
  pkg: ProductDto;
  bookingId: string | null;
  pet: CatalogStepProps['pet'];
  prices: boolean;
  existing: ReturnType<typeof packageLines>;
  onBack: () => void;
  onAdded: (name: string) => void;
  onFailed: (message: string) => void;
}

/** 'Option selection': the package's items, each customised in the product modal, then added as one line. */
function Customisation({ pkg, bookingId, pet, prices, existing, onBack, onAdded, onFailed }: CustomisationProps) {
  const api = useApi();
  const detail = useLoaded(`package:${pkg.id}`, (client, signal) => fetchProduct(client, pkg.id, undefined, signal));
  const sameLine = existing.find((line) => productIdOf(line) === pkg.id);
  const [choices, setChoices] = useState<PackageProductsWrite>(() => (sameLine ? (packageChoicesOf(sameLine) ?? {}) : {}));
  const [editing, setEditing] = useState<PackageItemDto | null>(null);
  const [busy, setBusy] = useState(false);
  const [coolingDown, setCoolingDown] = useState(false);
  const busyRef = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const addPackage = async () => {
    if (busyRef.current || coolingDown) return;
    if (!bookingId) {
      onFailed(DEFAULT_FAILURE);
      return;
    }
    busyRef.current = true;
    setBusy(true);
    try {
      // One package per booking: the one chosen replaces any other in the cart.
      await saveLines(api, bookingId, [...existing.map(deleteWrite), newLineItem(pkg.id, { packageProducts: choices })]);
      onAdded(pkg.name);
      // The button stays off while the cart settles, so a second click adds no second package.
      setCoolingDown(true);
      timer.current = setTimeout(() => setCoolingDown(false), PACKAGE_BUTTON_TIMER_MS);
    } catch (error) {
      if (!(error instanceof HTTPError && error.response.status === 422)) report(error, { bookingId });
      // The server names what is missing (e.g. an item's required option), so the person can fix it.
      onFailed(await errorMessage(error, DEFAULT_FAILURE));
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  return (
    <Stack gap="4">
      <HStack justify="space-between" flexWrap="wrap" gap="3">
        <Stack gap="1">
          <Heading as="h3" size="lg">
            Option selection
          </Heading>
          <HStack gap="2" flexWrap="wrap">
            <Text fontWeight="semibold">{pkg.name}</Text>
            {sameLine ? <Badge colorPalette="teal">Selected</Badge> : <Badge colorPalette="orange">Not added yet</Badge>}
            {prices && pkg.price !== null ? <Text color="fg.muted">{formatMoney(pkg.price)}</Text> : null}
          </HStack>
          <Text id={NEXT_ACTION_ID} data-testid="package-next-action">
            {sameLine
              ? `${pkg.name} is in this booking. Press Next to go on, or change its items and press "${ADD_PACKAGE_LABEL}" to save the changes.`
              : `To choose ${pkg.name}, customise its items if you wish, then press "${ADD_PACKAGE_LABEL}" to add it to this booking.`}
          </Text>
        </Stack>
        <Button variant="ghost" size="sm" onClick={onBack}>
          Back to packages
        </Button>
      </HStack>
      {detail.status === 'loading' ? (
        <HStack role="status" gap="2">
          <Spinner size="sm" />
          <Text>Loading the package…</Text>
        </HStack>
      ) : detail.status === 'failed' ? (
        <PortalAlert status="danger" message={DEFAULT_FAILURE} timeout={0} onClose={onBack} />
      ) : (
        <PackageItemList packageName={pkg.name} items={detail.data.package_products} choices={choices} onCustomise={setEditing} />
      )}
      <HStack justify="flex-end">
        <Button
          colorPalette="teal"
          onClick={() => void addPackage()}
          loading={busy}
          loadingText={ADD_PACKAGE_LABEL}
          aria-describedby={NEXT_ACTION_ID}
          disabled={coolingDown || detail.status !== 'ready'}
        >
          {ADD_PACKAGE_LABEL}
        </Button>
      </HStack>
      {editing ? (
        <Suspense fallback={null}>
          <ProductDialog
          productId={editing.id}
          bookingId={bookingId}
          pet={pet}
          open
          purpose="customise"
          initialChoice={choices[editing.id] ?? null}
          onChoose={(choice) => setChoices((current) => ({ ...current, [editing.id]: choice }))}
          onClose={() => setEditing(null)}
          onAdd={() => Promise.reject(new Error('A package item is customised, not added on its own'))}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}
