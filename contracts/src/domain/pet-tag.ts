// The printed pet tag (issue 19 item 1): what goes on it, in which colour, and the portal link its QR
// code holds. portal-api lays it out as a PDF; the portal offers it for bookings with a pet to cremate.
import type { Booking } from '@portal/contracts/wire/bookings';
import { isCommunalCremation, isPrivateCremation, serviceTypeLabel } from '@portal/contracts/wire/service-types';
import { TAG_COLOURS, type TagKind } from '@portal/contracts/domain/tagging-guide';
import { displayWeight } from '@portal/contracts/domain/weight';

/**
 * The tag's paper: `label` is one 4 x 6 in direct-thermal label a tag (the common shipping-label size
 * that practices' label printers already take), `a4` is an A4 sheet of four A6 tags to cut out.
 */
export type PetTagFormat = 'label' | 'a4';
export const PET_TAG_FORMATS: readonly PetTagFormat[] = ['label', 'a4'];

/**
 * Each printed copy of the tag, named on it with what it is for (issue 31 item 6: the label's two
 * identical pages said nothing of why). The tagging guide's step 4: one tag on the pet's collar or leg,
 * a matching one outside the body bag; the A4 sheet adds two spares.
 */
export interface PetTagCopy {
  /** 'Copy 1 of 2'. */
  name: string;
  /** What to do with it: 'Attach to the pet’s collar or leg'. */
  use: string;
}

const COPY_USES: Readonly<Record<PetTagFormat, readonly string[]>> = {
  label: ['Attach to the pet’s collar or leg', 'Attach to the outside of the body bag'],
  a4: ['Attach to the pet’s collar or leg', 'Attach to the outside of the body bag', 'Spare', 'Spare'],
};

/** The copies a format prints, in page (label) or reading (A4) order. */
export function petTagCopies(format: PetTagFormat): PetTagCopy[] {
  const uses = COPY_USES[format];
  return uses.map((use, i) => ({ name: `Copy ${i + 1} of ${uses.length}`, use }));
}

/** What each paper holds, said beside its button. */
export const PET_TAG_FORMAT_NOTES: Readonly<Record<PetTagFormat, string>> = {
  label: 'The label prints two copies, one a page: copy 1 for the pet’s collar or leg, copy 2 for the outside of the body bag.',
  a4: 'The A4 sheet holds four to cut out: the same two copies and two spares.',
};

export const isPetTagFormat = (value: string | undefined): value is PetTagFormat => PET_TAG_FORMATS.includes(value as PetTagFormat);

/** What the owner line says when the owner's details were not provided. */
export const OWNER_NOT_PROVIDED = 'Not provided';

/**
 * The tagging guide's tag for a booking's service type: a private cremation (with the ashes returned or
 * dispersed: the pet is cremated on their own either way) takes the private tag, a communal one
 * (stray and wildlife too) the communal tag. Products only and vet supply orders send no pet: no tag.
 */
export function tagKindForServiceType(serviceTypeName: string): Exclude<TagKind, 'hold'> | undefined {
  if (isPrivateCremation(serviceTypeName)) return 'private';
  if (isCommunalCremation(serviceTypeName)) return 'communal';
  return undefined;
}

/** Whether the booking's pet gets a printed tag. */
export const hasPetTag = (serviceTypeName: string) => tagKindForServiceType(serviceTypeName) !== undefined;

/** The booking's details page in the portal: what the tag's QR code opens. */
export function bookingLink(portalOrigin: string, bookingId: string): string {
  return new URL(`/booking/${encodeURIComponent(bookingId)}`, portalOrigin).href;
}

/** A booking id as the portal makes them (a UUID). */
const BOOKING_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An order number as printed on the tag ('PP-1049', 'VP-100023'). */
const ORDER_NUMBER = /^[A-Za-z]{1,4}-\d{3,9}$/;

/**
 * Which booking a scanned code names: the tag's QR code holds the booking's portal link (bookingLink,
 * from whichever of the portal's sites printed it), which a camera reads and a USB scanner types; a
 * person may type the booking id or the order number printed on the tag. Undefined for anything else.
 */
export function tagReference(code: string): { bookingId: string } | { orderNumber: string } | undefined {
  const text = code.trim();
  if (BOOKING_ID.test(text)) return { bookingId: text.toLowerCase() };
  if (ORDER_NUMBER.test(text)) return { orderNumber: text.toUpperCase() };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  const id = /^\/booking\/([0-9A-Fa-f-]+)\/?$/.exec(url.pathname)?.[1] ?? '';
  return BOOKING_ID.test(id) ? { bookingId: id.toLowerCase() } : undefined;
}

/** The pet's weight as the details page shows it: kg, or the breed's own unit (grams...). */
export function petWeightText(pet: Booking['pet']): string {
  if (pet.customUnit && pet.customUnitValue !== null) return `${displayWeight(pet.customUnitValue)} ${pet.customUnit}`;
  return pet.weight !== null ? `${displayWeight(pet.weight)} kg` : '';
}

export interface PetTagContent {
  kind: Exclude<TagKind, 'hold'>;
  /** The service type as people read it, printed in the band of the tag's colour. */
  serviceType: string;
  colour: string;
  orderNumber: string;
  petName: string;
  species: string;
  weight: string;
  ownerSurname: string;
  practiceName: string;
  /** The portal address the QR code holds. */
  link: string;
}

/** The tag of a booking; undefined when its service type sends no pet (products only, vet supply). */
export function petTagContent(booking: Booking, practiceName: string, portalOrigin: string): PetTagContent | undefined {
  const kind = tagKindForServiceType(booking.serviceType.name);
  if (!kind) return undefined;
  return {
    kind,
    serviceType: serviceTypeLabel(booking.serviceType.name),
    colour: TAG_COLOURS[kind],
    orderNumber: booking.orderId,
    petName: booking.petName,
    species: booking.pet.type ?? '',
    weight: petWeightText(booking.pet),
    ownerSurname: booking.owner?.lastName || OWNER_NOT_PROVIDED,
    practiceName,
    link: bookingLink(portalOrigin, booking.id),
  };
}
