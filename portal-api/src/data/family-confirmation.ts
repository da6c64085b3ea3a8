// The family confirms what will be done (issue 36): the booking's confirmation row, its links and the
// family's answers. The links are made and checked by the owner links' code (data/owner-links.ts): a
// random 32-byte secret of which only the SHA-256 is kept, bound to the booking and its request,
// expiring after CONFIRMATION_LINK_DAYS, revoked by a new request. The requests and reminders
// themselves are sent by messaging/family-confirmation.ts.
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import {
  answerableAt,
  CONFIRMATION_LINK_DAYS,
  consentWording,
  serviceWords,
  type ConfirmationState,
} from '@portal/contracts/domain/family-confirmation';
import { ashesReturnTo } from '@portal/contracts/domain/family-updates';
import { cartTotal, type CartLine } from '@portal/contracts/domain/catalog';
import { engravedContent, engravedSummary, parsePlaqueConfig, type PlaqueConfig } from '@portal/contracts/domain/engraving';
import { showsPrices } from '@portal/contracts/domain/pricing';
import { serviceTypeLabel } from '@portal/contracts/wire/service-types';
import type { QuotedProductDto } from '@portal/contracts/wire/bookings';
import type { ConfirmationCountsDto, ConfirmationEngravingDto, ConfirmationPageDto, ConfirmationProductDto } from '@portal/contracts/wire/family-confirmation';
import type { PortalDb } from '../db/database.ts';
import type { BookingConfirmationTable, ConfirmationLinkTable } from '../db/family-schema.ts';
import { bookingViewToWire } from '../wire/booking.ts';
import { answerOf } from '../wire/family-confirmation.ts';
import { findBookingView } from './booking-view.ts';
import { isLiveLink, newLinkSecret, presentedLinkHash } from './owner-links.ts';

export type ConfirmationRow = Selectable<BookingConfirmationTable>;
export type ConfirmationLink = Selectable<ConfirmationLinkTable>;

const DAY_MS = 24 * 60 * 60_000;

export function findConfirmation(db: PortalDb, bookingId: string): Promise<ConfirmationRow | undefined> {
  return db.selectFrom('booking_confirmations').selectAll().where('booking_id', '=', bookingId).executeTakeFirst();
}

/** Whether the practice asks families to confirm; undefined for an unknown practice. */
export async function findConfirmationSetting(db: PortalDb, practiceId: string): Promise<boolean | undefined> {
  const practice = await db.selectFrom('practices').select('confirm_families_c').where('id', '=', practiceId).executeTakeFirst();
  return practice && practice.confirm_families_c === 1;
}

export async function setConfirmationSetting(db: PortalDb, practiceId: string, enabled: boolean): Promise<void> {
  await db.updateTable('practices').set({ confirm_families_c: enabled ? 1 : 0 }).where('id', '=', practiceId).execute();
}

/** The dashboard's counts: the practice's bookings awaiting the family, and those a concern holds, before the cremation. */
export async function countConfirmations(db: PortalDb, practiceId: string): Promise<ConfirmationCountsDto> {
  const rows = await db
    .selectFrom('booking_confirmations')
    .innerJoin('bookings', 'bookings.id', 'booking_confirmations.booking_id')
    .select(['booking_confirmations.state', 'bookings.order_stage_c'])
    .where('bookings.practice_id', '=', practiceId)
    .where('booking_confirmations.state', 'in', ['awaiting', 'concern'])
    .execute();
  const open = rows.filter((row) => answerableAt(row.order_stage_c));
  return { awaiting: open.filter((row) => row.state === 'awaiting').length, concern: open.filter((row) => row.state === 'concern').length };
}

/** A new link for the booking's request, sent to `sentTo`; expires CONFIRMATION_LINK_DAYS on (system time). */
export async function issueConfirmationLink(
  db: PortalDb,
  { bookingId, requestId, sentTo }: { bookingId: string; requestId: string; sentTo: string },
  now = new Date(),
): Promise<{ id: string; secret: string; expiresAt: string }> {
  const { secret, tokenHash } = newLinkSecret();
  const id = randomUUID();
  const expiresAt = new Date(now.getTime() + CONFIRMATION_LINK_DAYS * DAY_MS).toISOString();
  await db
    .insertInto('confirmation_links')
    .values({ id, token_hash: tokenHash, booking_id: bookingId, request_id: requestId, sent_to: sentTo, created_at: now.toISOString(), expires_at: expiresAt, revoked_at: null })
    .execute();
  return { id, secret, expiresAt };
}

/** Closes every open link of the booking (a new request replaces them); answers how many were open. */
export async function revokeConfirmationLinks(db: PortalDb, bookingId: string, now = new Date()): Promise<number> {
  const result = await db
    .updateTable('confirmation_links')
    .set({ revoked_at: now.toISOString() })
    .where('booking_id', '=', bookingId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The live link a secret opens; undefined for none, an unknown, expired or revoked one (answered alike). */
export async function findConfirmationLink(db: PortalDb, secret: string | undefined, now = new Date()): Promise<ConfirmationLink | undefined> {
  const tokenHash = presentedLinkHash(secret);
  if (!tokenHash) return undefined;
  const row = await db.selectFrom('confirmation_links').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
  return row && isLiveLink(row, now) ? row : undefined;
}

/** The booking's facts a request, a reminder and the page need. */
export function findConfirmationBooking(db: PortalDb, bookingId: string) {
  return db
    .selectFrom('bookings')
    .innerJoin('practices', 'practices.id', 'bookings.practice_id')
    .innerJoin('service_types', 'service_types.id', 'bookings.service_type_id')
    .leftJoin('owners', 'owners.id', 'bookings.owner_id')
    .leftJoin('pets', 'pets.id', 'bookings.pet_id')
    .select([
      'bookings.id',
      'bookings.practice_id',
      'bookings.order_id_c',
      'bookings.order_stage_c',
      'service_types.name as service_type_name',
      'practices.name as practice_name',
      'practices.phone_office as practice_phone',
      'practices.confirm_families_c',
      'practices.pricing_information_c',
      'practices.has_portal_access_c',
      'owners.phone_mobile',
      'owners.first_name as owner_first_name',
      'owners.return_add_option_c',
      'pets.pet_first_name_c as pet_name',
      'pets.pet_sex_c as pet_sex',
    ])
    .where('bookings.id', '=', bookingId)
    .executeTakeFirst();
}
export type ConfirmationBooking = NonNullable<Awaited<ReturnType<typeof findConfirmationBooking>>>;

/** The engraving of a line as it will be made: its latest version, through the one rule of what a plaque carries. */
function engravingOf(line: QuotedProductDto): ConfirmationEngravingDto | null {
  const latest = line.engraving_versions?.at(-1);
  if (!latest) return null;
  let config: PlaqueConfig | null;
  try {
    config = line.engraving_plaque_config ? parsePlaqueConfig(line.engraving_plaque_config) : null;
  } catch {
    // A config that no longer parses: what the version's fields hold is listed (engravedContent without one).
    config = null;
  }
  const files = latest.engravingFiles;
  const items = engravedContent(config, files);
  const icon = items.find((item) => item.kind === 'icon');
  return {
    version: latest.version,
    lines: items.flatMap((item) => (item.kind === 'text' ? [item.line.text.trim()] : [])),
    icon: icon?.kind === 'icon' && icon.icon !== 'None' ? icon.icon : null,
    photo: items.some((item) => item.kind === 'photo'),
    summary: engravedSummary(items),
    approved: latest.approved === 1,
    artwork_url: files.image_options_url || null,
  };
}

/** A line of the cart as the price rule reads it (RRP: what the family pays). */
const rrpLine = (line: QuotedProductDto): CartLine => ({
  quantity: Number(line.quantity),
  unitPrice: Number(line.unit_price),
  deleted: Boolean(line.deleted),
  children: line.child_products.map(rrpLine),
});

/**
 * What the family's page shows for this booking: built from the booking as its details page reads it
 * (findBookingView), so the products and engraving are exactly the ones that will be made. Nothing of
 * staff, order numbers or other bookings. `signFile` signs the artwork's link.
 */
export async function confirmationPageOf(
  db: PortalDb,
  booking: ConfirmationBooking,
  row: ConfirmationRow,
  link: { expires_at: string },
  signFile: (key: string) => string,
  now: Date,
): Promise<ConfirmationPageDto | undefined> {
  const view = await findBookingView(db, booking.practice_id, booking.id);
  if (!view) return undefined;
  const dto = bookingViewToWire(view, () => '', signFile, now);
  const lines = dto.quoted_products.filter((line) => !line.deleted);
  // The booking's own service line (which the nurse cannot remove) is the service, said in words above.
  const products: ConfirmationProductDto[] = lines
    .filter((line) => line.can_be_deleted !== 0)
    .map((line) => ({
      name: line.name,
      quantity: Number(line.quantity),
      options: line.child_products.filter((child) => !child.deleted).map((child) => child.name),
      engraving: engravingOf(line),
    }));
  // The family pays the portal's retail price when the practice charges at it (pricing RRP, shown with
  // portal access: showsPrices); a practice on its pricebook or 'No price' sets its own charge.
  const charges = showsPrices({ hasPortalAccess: booking.has_portal_access_c === 'Yes', pricing: booking.pricing_information_c }) && booking.pricing_information_c === 'RRP';
  const fees = { collection: Number(dto.collection_freight_fee_c ?? 0), return: Number(dto.return_freight_fee_c ?? 0) };
  const pet = booking.pet_name?.trim() || null;
  return {
    pet_name: pet,
    service: {
      name: serviceTypeLabel(booking.service_type_name),
      says: serviceWords({ pet, sex: booking.pet_sex, returnTo: ashesReturnTo(booking.return_add_option_c), serviceTypeName: booking.service_type_name }),
    },
    products,
    amount: charges ? cartTotal(lines.map(rrpLine), fees) : null,
    amount_note: charges ? null : `${booking.practice_name} will tell you the cost.`,
    practice: { name: booking.practice_name, phone: booking.practice_phone },
    consent_wording: consentWording({ practice: booking.practice_name, pet }),
    state: row.state,
    answer: answerOf(row),
    can_answer: answerableAt(booking.order_stage_c),
    expires_at: link.expires_at,
  };
}

/** The state a row moves to with the family's answer. */
const stateAfter = (answer: 'confirm' | 'concern'): ConfirmationState => (answer === 'confirm' ? 'confirmed' : 'concern');

/**
 * Records the family's answer through `link`, with the page they saw, in the caller's transaction
 * (which holds the booking's row). Answers the row as it is after; undefined when the link's request is
 * no longer the booking's current one (a later request replaced it meanwhile).
 */
export async function recordAnswer(
  trx: PortalDb,
  { link, answer, name, words, shown, at }: { link: ConfirmationLink; answer: 'confirm' | 'concern'; name: string | null; words: string | null; shown: ConfirmationPageDto; at: string },
): Promise<ConfirmationRow | undefined> {
  const current = await findConfirmation(trx, link.booking_id);
  if (!current || current.request_id !== link.request_id) return undefined;
  const id = randomUUID();
  await trx
    .insertInto('confirmation_answers')
    .values({ id, booking_id: link.booking_id, request_id: link.request_id, link_id: link.id, answer, name, words, consent_wording: shown.consent_wording, shown: JSON.stringify(shown), answered_at: at })
    .execute();
  await trx
    .updateTable('booking_confirmations')
    .set({
      state: stateAfter(answer),
      answer,
      answer_at: at,
      answer_name: name,
      answer_words: words,
      ...(answer === 'confirm' ? { consent_answer_id: id } : {}),
      updated_at: at,
    })
    .where('booking_id', '=', link.booking_id)
    .execute();
  return findConfirmation(trx, link.booking_id);
}

/** A consent record (a confirm answer), with the link it came through and the booking's order number and practice. */
export async function findConsent(db: PortalDb, answerId: string) {
  return db
    .selectFrom('confirmation_answers')
    .innerJoin('confirmation_links', 'confirmation_links.id', 'confirmation_answers.link_id')
    .innerJoin('bookings', 'bookings.id', 'confirmation_answers.booking_id')
    .innerJoin('practices', 'practices.id', 'bookings.practice_id')
    .select([
      'confirmation_answers.id',
      'confirmation_answers.name',
      'confirmation_answers.consent_wording',
      'confirmation_answers.shown',
      'confirmation_answers.answered_at',
      'confirmation_answers.link_id',
      'confirmation_links.sent_to',
      'confirmation_links.created_at as link_created_at',
      'bookings.order_id_c',
      'bookings.practice_id',
      'practices.office_address_state',
    ])
    .where('confirmation_answers.id', '=', answerId)
    .where('confirmation_answers.answer', '=', 'confirm')
    .executeTakeFirst();
}
export type ConsentRecord = NonNullable<Awaited<ReturnType<typeof findConsent>>>;
