import { useState } from 'react';
import { useApi } from '@portal/shared/api';
import { productQuery } from '@portal/shared/api/catalog';
import type { PackageItemChoice } from '@portal/contracts/wire/catalog';
import type { ProductModalProps } from '@portal/contracts/federation/catalog';
import { CONTACT_US_SUFFIX } from '@portal/contracts/domain/catalog';
import { DEFAULT_FAILURE } from '@portal/contracts/domain/identity-errors';
import { useQuery } from '@portal/shared/query';
import { HStack, Modal, PortalAlert, Spinner, Text } from '@portal/shared/ui';
import { ProductForm } from './ProductForm';

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
  const detail = useQuery(productQuery(useApi(), productId, quotedProductId ?? undefined));
  // The contact-us error of the options (spec 001 s5): the header says so.
  const [blocked, setBlocked] = useState(false);
  const title = detail.status === 'success' ? `${detail.data.name}${blocked ? CONTACT_US_SUFFIX : ''}` : detail.status === 'error' ? 'Product' : 'Loading product…';
  // One dialog from loading to done: replacing it would hand the focus back to the page and close the next one.
  return (
    <Modal open onClose={onClose} title={title} size="lg">
      {detail.status === 'success' ? (
        <ProductForm key={productId} {...props} product={detail.data} onBlockedChange={setBlocked} />
      ) : detail.status === 'error' ? (
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
