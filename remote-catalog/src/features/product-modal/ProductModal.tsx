import type { ProductModalProps } from '@portal/contracts/federation/catalog';
import { ProductDialog } from '../../components/product-modal/ProductDialog';

/** `remote_catalog/ProductModal`: the product modal that adds (or, with a quoted product, updates) a line. */
export default function ProductModal(props: ProductModalProps) {
  return <ProductDialog {...props} purpose="cart" />;
}
