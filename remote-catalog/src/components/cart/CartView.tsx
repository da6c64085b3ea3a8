import { Suspense, useRef, useState } from 'react';
import { useApi } from '@portal/shared/api';
import type { BookingDto, QuotedProductDto } from '@portal/contracts/wire/bookings';
import type { CartLineDto, LineItemWrite } from '@portal/contracts/wire/catalog';
import type { PricingOption } from '@portal/contracts/wire/vet';
import { CART_DELETE_FAILED, cartLineTotal, cartTotal } from '@portal/contracts/domain/catalog';
import { shownTravel } from '@portal/contracts/domain/travel';
import { parseWeight } from '@portal/contracts/domain/weight';
import { report } from '@portal/shared/reporting';
import { OrderLinesTable, type OrderRow } from '@portal/shared/order-lines';
import { Box, HStack, IconButton, lazyPage, PortalAlert, Spinner, Stack, Text } from '@portal/shared/ui';
import { bookingNameOf, deleteWrite, isEditable, isLive, isRemovable, liveLines, productIdOf, toCartLine, unitPriceOf } from '../../lib/cartLines';
import { saveLines, useCart } from '../../lib/cartStore';
import { usePractice } from '../../lib/practice';

// The product modal's code loads when a line is first edited.
const ProductModal = lazyPage(() => import('../product-modal/ProductDialog').then((m) => m.ProductDialog));

export const CART_DELETE_MESSAGE = `${CART_DELETE_FAILED}. Please try again.`;
export const EMPTY_CART = 'No items in the cart yet.';

function PencilIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
    </svg>
  );
}

function TrashIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6" />
    </svg>
  );
}

/** A line and what hangs under it (options, a package's items and their options), depth first. */
function flatten(lines: readonly QuotedProductDto[], pricing: PricingOption | undefined, depth = 0): OrderRow<QuotedProductDto>[] {
  return lines.filter(isLive).flatMap((line) => [
    {
      line,
      key: line.id,
      name: line.name,
      depth,
      quantity: line.quantity,
      engravingText: line.engraving_text,
      price: cartLineTotal({ quantity: Number(line.quantity), unitPrice: unitPriceOf(line, pricing) }),
    },
    ...flatten(line.child_products ?? [], pricing, depth + 1),
  ]);
}

export interface CartViewProps {
  bookingId: string | null;
  /** Whether the items the nurse added show their Edit and delete buttons. */
  editable: boolean;
}

/**
 * The cart (spec 001 s2.8): the vet and booking names, the items with their options and engraving
 * lines, an Edit button (the product modal in Update mode, spec 001 s2.6) and a delete button on the
 * items the nurse added, the collection and return travel costs and the total (inc GST). Under 'No
 * price' it shows no prices and no fees at all (spec 001 s6).
 */
export function CartView({ bookingId, editable }: CartViewProps) {
  const api = useApi();
  const entry = useCart(bookingId);
  const { practice, prices } = usePractice();
  const [removing, setRemoving] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [edited, setEdited] = useState<CartLineDto | null>(null);
  const [updated, setUpdated] = useState<string | null>(null);
  const editButtons = useRef(new Map<string, HTMLButtonElement>());

  if (!bookingId) return <Text color="fg.muted">{EMPTY_CART}</Text>;
  if (entry.isPending) {
    return (
      <HStack role="status" gap="2">
        <Spinner size="sm" />
        <Text>Loading the cart…</Text>
      </HStack>
    );
  }
  if (!entry.data) return <PortalAlert status="danger" message="The cart could not be loaded." timeout={0} onClose={() => undefined} />;
  const booking: BookingDto = entry.data;
  const lines = liveLines(booking);
  const pricing = practice?.pricing;
  const rows = flatten(lines, pricing);
  const fees = { collection: Number(booking.collection_freight_fee_c ?? 0) || 0, return: Number(booking.return_freight_fee_c ?? 0) || 0 };
  const total = prices ? cartTotal(lines.map((line) => toCartLine(line, pricing)), fees) : 0;
  const withActions = editable && lines.some((line) => isRemovable(line) || isEditable(line));

  /** Update mode's save: the edited line itself changes (the answer replaces the cart). */
  const saveEdit = async (write: LineItemWrite) => {
    const saved = await saveLines(api, booking.id, [write]);
    setUpdated(`${edited?.name ?? 'The item'} was updated in the cart.`);
    return { bookingId: saved.id, quotedProductId: write.id ?? '' };
  };
  const closeEdit = () => {
    const lineId = edited?.id;
    setEdited(null);
    if (lineId) editButtons.current.get(lineId)?.focus();
  };

  const remove = async (line: CartLineDto) => {
    if (removing) return;
    setRemoving(line.id);
    setFailure(null);
    try {
      await saveLines(api, booking.id, [deleteWrite(line)]);
    } catch (error) {
      console.error(CART_DELETE_FAILED, { bookingId: booking.id, orderId: booking.order_id_c });
      report(error, { bookingId: booking.id, orderNumber: booking.order_id_c });
      setFailure(CART_DELETE_MESSAGE);
    } finally {
      setRemoving(null);
    }
  };

  /** Edit and remove, on the items the nurse added (not on their options or a package's items). */
  const lineActions = ({ line, depth }: OrderRow<QuotedProductDto>) => (
    <>
      {depth === 0 && isEditable(line) ? (
        <IconButton
          ref={(button: HTMLButtonElement | null) => {
            if (button) editButtons.current.set(line.id, button);
            else editButtons.current.delete(line.id);
          }}
          aria-label={`Edit ${line.name}`}
          size="xs"
          variant="ghost"
          colorPalette="teal"
          disabled={removing !== null}
          onClick={() => {
            setUpdated(null);
            setEdited(line);
          }}
        >
          <PencilIcon />
        </IconButton>
      ) : null}
      {depth === 0 && isRemovable(line) ? (
        <IconButton
          aria-label={`Remove ${line.name}`}
          size="xs"
          variant="ghost"
          colorPalette="red"
          loading={removing === line.id}
          disabled={removing !== null && removing !== line.id}
          onClick={() => void remove(line)}
        >
          <TrashIcon />
        </IconButton>
      ) : null}
    </>
  );

  return (
    <Stack gap="3" data-testid="cart">
      <Box data-testid="cart-header">
        <Text fontWeight="semibold">{practice?.name ?? ''}</Text>
        <Text color="fg.muted">{bookingNameOf(booking)}</Text>
      </Box>
      {failure ? <PortalAlert status="danger" message={failure} timeout={0} onClose={() => setFailure(null)} /> : null}
      {updated ? <PortalAlert status="success" message={updated} onClose={() => setUpdated(null)} /> : null}
      <OrderLinesTable
        label="Cart items"
        rows={rows}
        empty={EMPTY_CART}
        charges={prices ? { ...shownTravel(booking.service_type.name, fees), total } : null}
        totalTestId="cart-total"
        busy={removing !== null}
        actions={withActions ? lineActions : undefined}
      />
      {edited ? (
        <Suspense fallback={null}>
          <ProductModal
            productId={productIdOf(edited)}
            bookingId={booking.id}
            quotedProductId={edited.id}
            pet={{ name: booking.pet_first_name_c?.trim() ?? '', weightKg: parseWeight(booking.pet_weight_c) }}
            open
            onClose={closeEdit}
            onAdd={saveEdit}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}
