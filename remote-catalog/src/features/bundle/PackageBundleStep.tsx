import { useEffect, useState } from 'react';
import { useApi } from '@portal/shared/api';
import { productsQuery } from '@portal/shared/api/catalog';
import { CATEGORIES, type ProductDto } from '@portal/contracts/wire/catalog';
import type { CatalogStepProps } from '@portal/contracts/federation/catalog';
import { NO_BUNDLES, PACKAGE_REQUIRED } from '@portal/contracts/domain/catalog';
import { formatMoney } from '@portal/contracts/domain/pricing';
import { isDispersal } from '@portal/contracts/wire/service-types';
import { useQuery } from '@portal/shared/query';
import { Badge, Button, Card, Heading, HStack, Modal, PortalAlert, SimpleGrid, Spinner, Stack, Text, VisuallyHidden } from '@portal/shared/ui';
import { productIdOf } from '../../lib/cartLines';
import { cartBooking, useCart } from '../../lib/cartStore';
import { usePractice } from '../../lib/practice';
import { ADDITIONS_TITLE, packageLines, packageNotAdded, REVIEW_AND_SUBMIT_LABEL } from './bundleLines';
import { PackageCustomisation } from './PackageCustomisation';
import { PackageDetails } from './PackageDetails';
import { PackageThumbnail } from './PackageThumbnail';

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
  const packages = useQuery(
    productsQuery(api, { type: 'package', serviceTypeId: serviceTypeId ?? undefined, categories: [CATEGORIES.packages], search: '', page }),
  );
  const [customising, setCustomising] = useState<ProductDto | null>(null);
  const [details, setDetails] = useState<ProductDto | null>(null);
  const [additionsOpen, setAdditionsOpen] = useState(false);
  const [notice, setNotice] = useState<{ status: 'success' | 'warning' | 'danger'; message: string } | null>(null);

  const listed = packages.status === 'success' ? packages.data.data : [];
  const packageIds = new Set(listed.map((product) => product.id));
  const inCart = packageLines(cart.data, packageIds);
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
        const booking = bookingId ? await cartBooking(api, bookingId) : null;
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
        <PackageCustomisation
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
          {packages.status === 'pending' ? (
            <HStack role="status" gap="2">
              <Spinner size="sm" />
              <Text>Loading packages…</Text>
            </HStack>
          ) : packages.status === 'error' ? (
            <PortalAlert status="danger" message="The packages could not be loaded. Please try again." timeout={0} onClose={() => undefined} />
          ) : listed.length === 0 ? (
            <Text>{NO_BUNDLES}</Text>
          ) : (
            <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" as="ul" listStyleType="none" aria-label="Packages">
              {listed.map((pkg) => (
                <Card.Root as="li" key={pkg.id} borderColor={chosenIds.has(pkg.id) ? 'teal.solid' : undefined} borderWidth={chosenIds.has(pkg.id) ? '2px' : undefined}>
                  <Card.Body gap="3">
                    <HStack align="flex-start" gap="3">
                      <PackageThumbnail src={pkg.thumbnail_url} size={72} />
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
          {packages.status === 'success' && Number(packages.data.last_page) > 1 ? (
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
          <Text>Would you like to add further items to this booking, or review and submit it now?</Text>
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
              {REVIEW_AND_SUBMIT_LABEL}
            </Button>
          </HStack>
        </Stack>
      </Modal>
    </Stack>
  );
}
