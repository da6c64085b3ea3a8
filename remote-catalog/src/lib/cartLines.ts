// What the cart reads from a booking's quoted products (spec 001 s3 Quoted product; s6 pricing).
import type { BookingDto, QuotedProductDto } from '@portal/contracts/wire/bookings';
import type { CartLineDto, LineItemWrite, PackageProductsWrite } from '@portal/contracts/wire/catalog';
import type { PricingOption } from '@portal/contracts/wire/vet';
import type { CartLine } from '@portal/contracts/domain/catalog';

export const isLive = (line: QuotedProductDto) => !Number(line.deleted);

/** The booking's lines that are not deleted. */
export function liveLines(booking: BookingDto | null | undefined): CartLineDto[] {
  return (booking?.quoted_products ?? []).filter(isLive);
}

/** Lines the person may remove: those the server marks can_be_deleted (never the cremation service itself). */
export const isRemovable = (line: CartLineDto) => Number(line.can_be_deleted ?? 0) === 1;

/**
 * Lines the person may change in the product modal's Update mode: the ones they added (never the
 * cremation service itself, which follows the pet's weight), of a catalog product.
 */
export const isEditable = (line: CartLineDto) => isRemovable(line) && productIdOf(line) !== '';

/** The catalog product a line is of. */
export const productIdOf = (line: QuotedProductDto) => line.producttemplate_id_c ?? line.actual_product_id_c ?? '';

/** One unit's price under the pricing option, as the booking details page reads it: RRP or the pricebook. */
export function unitPriceOf(line: QuotedProductDto, pricing: PricingOption | undefined): number {
  return Number(pricing === 'RRP' ? line.unit_price : line.discount_price) || 0;
}

export function toCartLine(line: QuotedProductDto, pricing: PricingOption | undefined): CartLine {
  return {
    quantity: Number(line.quantity),
    unitPrice: unitPriceOf(line, pricing),
    deleted: !isLive(line),
    children: (line.child_products ?? []).map((child) => toCartLine(child, pricing)),
  };
}

/** The package's customisation as the line carries it, when it is one (item id -> options and engraving). */
export function packageChoicesOf(line: QuotedProductDto): PackageProductsWrite | null {
  const value = line.package_products_c;
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as PackageProductsWrite) : null;
}

/** The write that removes a line: the line marked deleted with quantity 0; the server removes its children too (spec 001 s4, Cart delete). */
export function deleteWrite(line: QuotedProductDto): LineItemWrite {
  return {
    id: line.id,
    product: productIdOf(line),
    quantity: 0,
    deleted: 1,
    engraving_text: line.engraving_text,
    options: {},
    package_products_c: packageChoicesOf(line),
    editId: null,
    is_vpcreated: 1,
  };
}

/** The name the cart header shows for a booking: its stored name, else the pet, else the order. */
export function bookingNameOf(booking: BookingDto): string {
  const pet = [booking.pet_first_name_c, booking.pet_last_name_c].filter(Boolean).join(' ');
  return booking.name?.trim() || pet || (booking.order_id_c ? `Order ${booking.order_id_c}` : '');
}

/** The line an add created (or the edited one): in the answer, not among the lines before. */
export function addedLineId(before: BookingDto | null | undefined, after: BookingDto, line: LineItemWrite): string {
  if (line.id) return line.id;
  if (line.editId && after.quoted_products.some((candidate) => candidate.id === line.editId && isLive(candidate))) return line.editId;
  const known = new Set((before?.quoted_products ?? []).map((candidate) => candidate.id));
  const fresh = after.quoted_products.filter((candidate) => isLive(candidate) && !known.has(candidate.id));
  const match = fresh.find((candidate) => productIdOf(candidate) === line.product) ?? fresh[fresh.length - 1];
  return match?.id ?? '';
}
