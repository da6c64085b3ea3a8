import { useApi } from '@portal/shared/api';
import { productQuery } from '@portal/shared/api/catalog';
import type { ProductDto } from '@portal/contracts/wire/catalog';
import { formatMoney } from '@portal/contracts/domain/pricing';
import { useQuery } from '@portal/shared/query';
import { Button, Heading, HStack, Modal, Stack, Text } from '@portal/shared/ui';
import { PackageLoading } from './PackageLoading';
import { PackageThumbnail } from './PackageThumbnail';

/** A package's Details modal: its description, price and items, and 'Select this package'. */
export function PackageDetails({ pkg, prices, onClose, onSelect }: { pkg: ProductDto | null; prices: boolean; onClose: () => void; onSelect: (pkg: ProductDto) => void }) {
  const detail = useQuery({ ...productQuery(useApi(), pkg?.id ?? ''), enabled: pkg !== null });
  if (!pkg) return null;
  return (
    <Modal open onClose={onClose} title={pkg.name} size="lg">
      <Stack gap="4">
        <Text whiteSpace="pre-line">{pkg.description}</Text>
        {prices && pkg.price !== null ? <Text fontWeight="semibold">Price: {formatMoney(pkg.price)}</Text> : null}
        {detail.status === 'pending' ? (
          <PackageLoading />
        ) : detail.status === 'error' ? (
          <Text role="alert">The package's items could not be loaded.</Text>
        ) : (
          <Stack gap="2">
            <Heading as="h3" size="sm">
              Included in this package
            </Heading>
            <Stack as="ul" gap="2" listStyleType="none">
              {detail.data.package_products.map((item) => (
                <HStack as="li" key={item.id} gap="3">
                  <PackageThumbnail src={item.thumbnail_url} size={40} />
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
