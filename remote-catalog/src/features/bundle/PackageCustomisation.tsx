import { Suspense, useEffect, useRef, useState } from 'react';
import { errorMessage, HTTPError, useApi } from '@portal/shared/api';
import { productQuery } from '@portal/shared/api/catalog';
import { newLineItem, type PackageItemDto, type PackageProductsWrite, type ProductDto } from '@portal/contracts/wire/catalog';
import type { CatalogStepProps } from '@portal/contracts/federation/catalog';
import { PACKAGE_BUTTON_TIMER_MS } from '@portal/contracts/domain/catalog';
import { DEFAULT_FAILURE } from '@portal/contracts/domain/identity-errors';
import { formatMoney } from '@portal/contracts/domain/pricing';
import { report } from '@portal/shared/reporting';
import { useQuery } from '@portal/shared/query';
import { Badge, Button, Heading, HStack, lazyPage, PortalAlert, Stack, Text } from '@portal/shared/ui';
import { deleteWrite, packageChoicesOf, productIdOf } from '../../lib/cartLines';
import { saveLines } from '../../lib/cartStore';
import { PackageItemList } from '../../components/package/PackageItemList';
import { ADD_PACKAGE_LABEL, SAVE_PACKAGE_LABEL, type packageLines } from './bundleLines';
import { PackageLoading } from './PackageLoading';

// The product modal's code loads when an item is first customised.
const ProductDialog = lazyPage(() => import('../../components/product-modal/ProductDialog').then((module) => module.ProductDialog));

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
export function PackageCustomisation({ pkg, bookingId, pet, prices, existing, onBack, onAdded, onFailed }: CustomisationProps) {
  const api = useApi();
  const detail = useQuery(productQuery(api, pkg.id));
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

  const buttonLabel = sameLine ? SAVE_PACKAGE_LABEL : ADD_PACKAGE_LABEL;

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
              ? `${pkg.name} is in this booking. Press Next to go on, or change its items and press "${SAVE_PACKAGE_LABEL}" to save the changes.`
              : `To choose ${pkg.name}, customise its items if you wish, then press "${ADD_PACKAGE_LABEL}" to add it to this booking.`}
          </Text>
        </Stack>
        <Button variant="ghost" size="sm" onClick={onBack}>
          Back to packages
        </Button>
      </HStack>
      {detail.status === 'pending' ? (
        <PackageLoading />
      ) : detail.status === 'error' ? (
        <PortalAlert status="danger" message={DEFAULT_FAILURE} timeout={0} onClose={onBack} />
      ) : (
        <PackageItemList packageName={pkg.name} items={detail.data.package_products} choices={choices} onCustomise={setEditing} />
      )}
      <HStack justify="flex-end">
        <Button
          colorPalette="teal"
          onClick={() => void addPackage()}
          loading={busy}
          loadingText={buttonLabel}
          aria-describedby={NEXT_ACTION_ID}
          disabled={coolingDown || detail.status !== 'success'}
        >
          {buttonLabel}
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
