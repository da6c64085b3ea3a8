import type { CartModalProps, CartSummaryProps } from '@portal/contracts/federation/catalog';
import { Modal } from '@portal/shared/ui';
import { CartView } from '../../components/cart/CartView';

/** `remote_catalog/CartModal`: the booking's cart in a dialog titled by the page (spec 001 s2.8). */
export default function CartModal({ bookingId, title, open, onClose }: CartModalProps) {
  return (
    <Modal open={open} onClose={onClose} title={title} size="lg">
      <CartView bookingId={bookingId} editable />
    </Modal>
  );
}

/** The cart inline (the confirmation step shows it read-only). */
export function CartSummary({ bookingId, editable }: CartSummaryProps) {
  return <CartView bookingId={bookingId} editable={editable} />;
}
