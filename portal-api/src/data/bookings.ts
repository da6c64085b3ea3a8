
import { BACK_OFFICE_ACTOR } from '@portal/contracts/domain/custody';
import { CREMATION_ON_STAGES, type ConfirmationListFilter } from '@portal/contracts/domain/family-confirmation';
import { isCommunalCremation, isPrivateCremation, isVetSupplyOrder } from '@portal/contracts/wire/service-types';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { BookingType } from '../db/booking-schema.ts';
import type { Database } from '../db/schema.ts';
import { prefixEnd } from './booking-search.ts';
import { appendCustodyEvents } from './custody-chain.ts';
import { overdueWhere, type OverdueWhere } from './overdue.ts';
import type { PortalDb } from '../db/database.ts';

/** The list filters of GET portal/booking (spec 000 s7, s9), already validated. */
export interface BookingFilters {
  /** 'Open' (is_open_order_c 1) or 'Close' (0). */
  bookingStatus?: 'Open' | 'Close' | undefined;
  orderStages?: string[] | undefined;
  /**
   * Order stages that match whatever the booking_status: the VP Unsubmitted bookings the dashboard's
   * 'View partial bookings' adds, which are open while a nurse is still filling them in.
   */
  anyStatusStages?: string[] | undefined;
  bookingType?: BookingType | undefined;
  relationshipType?: string | undefined;
  origin?: string | undefined;
  /** Words each of which starts one of the booking's search terms (data/booking-search.ts). */
  searchWords?: string[] | undefined;
  /** Booked at or after this instant (ISO 8601, as date_entered is kept). */
  enteredFrom?: string | undefined;
  /** Booked before this instant. */
  enteredBefore?: string | undefined;
  /** Only the bookings overdue at this time (rules/overdue.ts). */
  overdueAt?: Date | undefined;
  /**
   * Only the bookings whose family confirmation is in this state and can still change anything
   * (answerableAt: before the cremation, not cancelled), as the dashboard counts them.
   */
  familyConfirmation?: ConfirmationListFilter | undefined;
}

/** Private, Communal, Products or Vet Supply, from the service type's name. */
export function bookingTypeOf(serviceTypeName: string): BookingType {
  if (isPrivateCremation(serviceTypeName)) return 'Private';
  if (isCommunalCremation(serviceTypeName)) return 'Communal';
  if (isVetSupplyOrder(serviceTypeName)) return 'Vet Supply';
  return 'Products';
}

/** A booking with its service type, owner, pet, collection details and newest pet tag image id. */
function bookingRows(db: PortalDb) {
  return db
    .selectFrom('bookings')
    .innerJoin('service_types', 'service_types.id', 'bookings.service_type_id')
    .leftJoin('owners', 'owners.id', 'bookings.owner_id')
    .leftJoin('pets', 'pets.id', 'bookings.pet_id')
    .leftJoin('collection_details', 'collection_details.booking_id', 'bookings.id')
    .leftJoin('booking_confirmations', 'booking_confirmations.booking_id', 'bookings.id')
    .selectAll('bookings')
    .select([
      'service_types.name as service_type_name',
      'owners.first_name',
      'owners.last_name',
      'owners.email_address',
      'owners.phone_mobile',
      'owners.phone_home',
      'owners.phone_work',
      'owners.primary_address_street',
      'owners.primary_address_city',
      'owners.primary_address_state',
      'owners.primary_address_postalcode',
      'owners.primary_address_country',
      'owners.primary_address_latitude',
      'owners.primary_address_longitude',
      'owners.return_add_option_c',
      'pets.pet_first_name_c',
      'pets.pet_last_name_c',
      'pets.pet_breed_type_c',
      'pets.pet_breed_c',
      'pets.pet_sex_c',
      'pets.pet_size_c',
      'pets.pet_weight_c',
      'pets.custom_unit_c',
      'pets.custom_unit_value_c',
      'pets.pet_collected_c',
      'pets.pet_details_checked_c',
      'pets.pet_had_issue_c',
      'collection_details.collection_add_option_c',
      'collection_details.collection_add_street_c',
      'collection_details.collection_add_city_c',
      'collection_details.collection_add_state_c',
      'collection_details.collection_add_postalcode_c',
      'collection_details.collection_add_country_c',
      'collection_details.collection_add_latitude_c',
      'collection_details.collection_add_longitude_c',
      'collection_details.collection_product_id',
      'collection_details.collection_product_name',
      'collection_details.collection_product_quantity',
      'collection_details.is_home_collection',
      // The family's confirmation (issue 36): the list rows' status and the details page.
      'booking_confirmations.state as fc_state',
      'booking_confirmations.requested_at as fc_requested_at',
      'booking_confirmations.reminded_at as fc_reminded_at',
      'booking_confirmations.expires_at as fc_expires_at',
      'booking_confirmations.sent_to as fc_sent_to',
      'booking_confirmations.skip_reason as fc_skip_reason',
      'booking_confirmations.answer as fc_answer',
      'booking_confirmations.answer_at as fc_answer_at',
      'booking_confirmations.answer_name as fc_answer_name',
      'booking_confirmations.answer_words as fc_answer_words',
      'booking_confirmations.consent_answer_id as fc_consent_answer_id',
      'booking_confirmations.verbal_reason as fc_verbal_reason',
      'booking_confirmations.verbal_by_name as fc_verbal_by_name',
      'booking_confirmations.verbal_at as fc_verbal_at',
    ])
    .select((eb) =>
      eb
        .selectFrom('booking_images')
        .select('booking_images.id')
        .whereRef('booking_images.booking_id', '=', 'bookings.id')
        .where('booking_images.kind', '=', 'pet_tag')
        .orderBy('booking_images.date_entered', 'desc')
        .orderBy('booking_images.id', 'desc')
        .limit(1)
        .as('pet_tag_image_id'),
    );
}

export type BookingRow = Awaited<ReturnType<ReturnType<typeof bookingRows>['executeTakeFirstOrThrow']>>;

/** The stages at which the family's answer no longer changes anything: where answerableAt is false. */
const NOT_ANSWERABLE_STAGES: readonly string[] = ['Cancelled', ...CREMATION_ON_STAGES];

/** Deepest page end for which several stages are paged by merging per-stage index scans. */
const MERGE_LIMIT = 1000;

/**
 * A practice size the search plans for: with `total` matches spread through it, reaching a page's end
 * in booking order takes about (page end / total) x this many index probes.
 */
const PLANNED_PRACTICE_BOOKINGS = 100_000;

/** One page of the practice's bookings, newest first, filtered and paged in SQL. */
export async function listBookings(
  db: PortalDb,
  practiceId: string,
  relationshipType: string,
  filters: BookingFilters,
  page: number,
  pageSize: number,
  /** The practice size a search plans for (tests choose each of its two plans with it). */
  plannedPracticeBookings = PLANNED_PRACTICE_BOOKINGS,
): Promise<{ rows: BookingRow[]; total: number }> {
  if (filters.relationshipType && filters.relationshipType !== relationshipType) return { rows: [], total: 0 };
  const anyStatusStages = filters.anyStatusStages ?? [];
  const statusStages = filters.orderStages?.filter((stage) => !anyStatusStages.includes(stage));
  if (statusStages?.length === 0 && anyStatusStages.length === 0) return { rows: [], total: 0 };
  const overdue = filters.overdueAt ? await overdueWhere(db, filters.overdueAt) : undefined;
  const scoped = db
    .selectFrom('bookings')
    .where('bookings.practice_id', '=', practiceId)
    .$if(filters.bookingType !== undefined, (qb) => qb.where('bookings.booking_type', '=', filters.bookingType ?? 'Private'))
    .$if(filters.origin !== undefined, (qb) => qb.where('bookings.origin', '=', filters.origin ?? ''))
    .$if(filters.enteredFrom !== undefined, (qb) => qb.where('bookings.date_entered', '>=', filters.enteredFrom ?? ''))
    .$if(filters.enteredBefore !== undefined, (qb) => qb.where('bookings.date_entered', '<', filters.enteredBefore ?? ''))
    .$if(overdue !== undefined, (qb) => qb.where((eb) => (overdue as OverdueWhere)(eb)))
    .$if(filters.familyConfirmation !== undefined, (qb) =>
      qb
        .where('bookings.id', 'in', (eb) =>
          eb.selectFrom('booking_confirmations').select('booking_confirmations.booking_id').where('booking_confirmations.state', '=', filters.familyConfirmation ?? 'concern'),
        )
        // Where the family's answer can still change anything (answerableAt), as the dashboard's counts.
        .where('bookings.order_stage_c', 'not in', NOT_ANSWERABLE_STAGES),
    );
  const isOpen = filters.bookingStatus === 'Open' ? 1 : 0;
  /** One stage's bookings: the booking_status applies unless the stage is one of anyStatusStages. */
  const stageQuery = (stage: string) =>
    scoped
      .where('bookings.order_stage_c', '=', stage)
      .$if(filters.bookingStatus !== undefined && !anyStatusStages.includes(stage), (qb) =>
        qb.where('bookings.is_open_order_c', '=', isOpen),
      );
  const filtered = scoped.where((eb) => {
    const withStatus = [
      ...(statusStages ? [eb('bookings.order_stage_c', 'in', statusStages)] : []),
      ...(filters.bookingStatus !== undefined ? [eb('bookings.is_open_order_c', '=', isOpen)] : []),
    ];
    const matchesStatus = eb.and(withStatus);
    if (anyStatusStages.length === 0) return matchesStatus;
    const anyStatus = eb('bookings.order_stage_c', 'in', anyStatusStages);
    // order_stage naming only these stages leaves nothing to the booking_status; none named is every stage.
    return statusStages?.length === 0 ? anyStatus : eb.or([matchesStatus, anyStatus]);
  });
  const words = filters.searchWords ?? [];
  if (words.length > 0) {
    const narrowed =
      filters.bookingStatus !== undefined || filters.orderStages !== undefined || anyStatusStages.length > 0 || filters.bookingType !== undefined ||
      filters.origin !== undefined || filters.enteredFrom !== undefined || filters.enteredBefore !== undefined || overdue !== undefined ||
      filters.familyConfirmation !== undefined;
    const found = await searchPage(db, practiceId, filtered, words, narrowed, page, pageSize, plannedPracticeBookings);
    if (found.ids.length === 0) return { rows: [], total: found.total };
    return { rows: await rowsOf(db, found.ids), total: found.total };
  }
  const { total } = await filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  if (Number(total) === 0 || (page - 1) * pageSize >= Number(total)) return { rows: [], total: Number(total) };
  // Page the ids first on the covering indexes, then read the page's rows.
  const offset = (page - 1) * pageSize;
  let ids: { id: string }[];
  const stages = [...(statusStages ?? []), ...anyStatusStages];
  if (stages.length > 1 && offset + pageSize <= MERGE_LIMIT) {
    // Several stages: each stage's newest rows come in index order (no sort of every match), and
    // merging the few needed is cheaper than SQLite sorting thousands in a temp B-tree.
    const perStage = await Promise.all(
      stages.map((stage) =>
        stageQuery(stage)
          .select(['bookings.id', 'bookings.date_entered'])
          .orderBy('bookings.date_entered', 'desc')
          .orderBy('bookings.id', 'desc')
          .limit(offset + pageSize)
          .execute(),
      ),
    );
    ids = perStage
      .flat()
      .sort((a, b) => (a.date_entered === b.date_entered ? (a.id < b.id ? 1 : -1) : a.date_entered < b.date_entered ? 1 : -1))
      .slice(offset, offset + pageSize);
  } else {
    ids = await newestIds(filtered, pageSize, offset);
  }
  if (ids.length === 0) return { rows: [], total: Number(total) };
  return { rows: await rowsOf(db, ids.map((row) => row.id)), total: Number(total) };
}

/** A page of the matching bookings' ids, newest first (ties by id): the list's order, as rowsOf reads them. */
function newestIds(matching: SelectQueryBuilder<Database, 'bookings', object>, pageSize: number, offset: number) {
  return matching.select('bookings.id').orderBy('bookings.date_entered', 'desc').orderBy('bookings.id', 'desc').limit(pageSize).offset(offset).execute();
}

/** The rows of a page's booking ids, newest first. */
function rowsOf(db: PortalDb, ids: string[]): Promise<BookingRow[]> {
  return bookingRows(db).where('bookings.id', 'in', ids).orderBy('bookings.date_entered', 'desc').orderBy('bookings.id', 'desc').execute();
}


/**
 * One page of a search's booking ids and how many match (issue 31 item 5). `filtered` is the list's
 * other filters on bookings; every word must start one of the booking's search terms. The count reads
 * the terms index alone unless other filters narrow it. A common word's page walks the bookings newest
 * first, probing each one's terms, and stops at the page's end; a rare word's few matches are read from
 * the terms and sorted. Either way no query visits every booking of a large practice.
 */
async function searchPage(
  db: PortalDb,
  practiceId: string,
  filtered: SelectQueryBuilder<Database, 'bookings', object>,
  words: string[],
  narrowed: boolean,
  page: number,
  pageSize: number,
  plannedPracticeBookings: number,
): Promise<{ ids: string[]; total: number }> {
  const [first = '', ...rest] = words;
  /** The booking whose id is `bookingId` has a term that `word` starts (a probe of the terms' primary key). */
  const hasWord = (bookingId: ReturnType<typeof sql.ref>, word: string) =>
    sql<boolean>`exists (select 1 from booking_search_terms as other where other.booking_id = ${bookingId} and other.term >= ${word} and other.term < ${prefixEnd(word)})`;
  const firstWordIds = db
    .selectFrom('booking_search_terms as first')
    .select('first.booking_id')
    .where('first.practice_id', '=', practiceId)
    .where('first.term', '>=', first)
    .where('first.term', '<', prefixEnd(first))
    .$call((qb) => rest.reduce((query, word) => query.where(hasWord(sql.ref('first.booking_id'), word)), qb));
  const driven = filtered.where('bookings.id', 'in', firstWordIds);
  const counted = narrowed
    ? await driven.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
    : await firstWordIds.clearSelect().select((eb) => eb.fn.count<number>('first.booking_id').distinct().as('total')).executeTakeFirstOrThrow();
  const total = Number(counted.total);
  const offset = (page - 1) * pageSize;
  if (total === 0 || offset >= total) return { ids: [], total };
  const walk = total * total > (offset + pageSize) * plannedPracticeBookings;
  const paged = walk ? words.reduce((query, word) => query.where(hasWord(sql.ref('bookings.id'), word)), filtered) : driven;
  const ids = await newestIds(paged, pageSize, offset);
  return { ids: ids.map((row) => row.id), total };
}

/** The practice's booking with everything the details page shows; undefined for another practice's. */
export async function findBooking(db: PortalDb, practiceId: string, bookingId: string) {
  const booking = await bookingRows(db)
    .where('bookings.id', '=', bookingId)
    .where('bookings.practice_id', '=', practiceId)
    .executeTakeFirst();
  if (!booking) return undefined;
  const [orderEvents, quotedProducts, specialInstructions] = await Promise.all([
    // The CRM's order events: the booking's stage moves (a scan that moved it is one; a scan or a refusal that did not, none).
    db
      .selectFrom('order_events')
      .select(['id', 'from_value', 'to_value', 'date_modified'])
      .where('booking_id', '=', bookingId)
      .where((eb) => eb.or([eb('from_value', 'is', null), eb('from_value', '!=', eb.ref('to_value'))]))
      .where('event_kind', '!=', 'refused_scan')
      .orderBy('seq')
      .execute(),
    db
      .selectFrom('quoted_products')
      .selectAll()
      .where('booking_id', '=', bookingId)
      .orderBy('seq')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('special_instructions')
      .selectAll()
      .where('opportunity_id', '=', bookingId)
      .orderBy('seq')
      .orderBy('date_entered')
      .orderBy('id')
      .execute(),
  ]);
  return { booking, orderEvents, quotedProducts, specialInstructions };
}

export type FullBooking = NonNullable<Awaited<ReturnType<typeof findBooking>>>;

/** The images of a practice's booking (without their bytes); undefined for another practice's booking. */
export async function listBookingImages(db: PortalDb, practiceId: string, bookingId: string) {
  const booking = await db
    .selectFrom('bookings')
    .select('id')
    .where('id', '=', bookingId)
    .where('practice_id', '=', practiceId)
    .executeTakeFirst();
  if (!booking) return undefined;
  return db
    .selectFrom('booking_images')
    .select(['id', 'booking_id', 'kind', 'file_name', 'content_type', 'date_entered'])
    .where('booking_id', '=', bookingId)
    .orderBy('date_entered', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** A booking image's row (its bytes are in the file store under fileKeys.bookingImage). */
export function findBookingImage(db: PortalDb, imageId: string) {
  return db
    .selectFrom('booking_images')
    .select(['id', 'content_type', 'file_name'])
    .where('id', '=', imageId)
    .executeTakeFirst();
}

/** A booking by id or order number, in any practice (the back office). */
export function findBookingForBackOffice(db: PortalDb, idOrOrderNumber: string) {
  return db
    .selectFrom('bookings')
    .select(['id', 'order_id_c', 'order_stage_c', 'practice_id', 'ok_prepare_c'])
    .where((eb) => eb.or([eb('id', '=', idOrOrderNumber), eb('order_id_c', '=', idOrOrderNumber)]))
    .executeTakeFirst();
}

/**
 * Moves a booking to a stage and records the move on its custody chain, in one transaction. Reaching a
 * final stage sets is_final_order_stage_c; okToPrepare sets ok_prepare_c with its time.
 */
export async function moveBookingStage(
  db: PortalDb,
  move: { bookingId: string; fromStage: string; toStage: string; isFinal: boolean; at: string; okToPrepare?: boolean },
  /** Runs first in the move's transaction and throws to refuse it (the family's concern holds the cremation, issue 36). */
  guard?: (trx: PortalDb) => Promise<void>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await guard?.(trx);
    const moved = move.fromStage !== move.toStage;
    await trx
      .updateTable('bookings')
      .set({
        order_stage_c: move.toStage,
        is_final_order_stage_c: move.isFinal ? 1 : 0,
        date_modified: move.at,
        ...(moved ? { stage_entered_at: move.at } : {}),
        ...(move.okToPrepare ? { ok_prepare_c: 1 as const, ok_prepare_time_c: move.at } : {}),
      })
      .where('id', '=', move.bookingId)
      .execute();
    if (moved) {
      await appendCustodyEvents(trx, move.bookingId, [
        { event_kind: 'move', from_value: move.fromStage, to_value: move.toStage, date_modified: move.at, created_by: BACK_OFFICE_ACTOR },
      ]);
    }
    await publishLive(trx, move.bookingId, move.toStage);
  });
}

/** The practice's open pages hear of a booking's move or scan (realtime/live.ts), in the transaction that made it. */
export async function publishLive(trx: PortalDb, bookingId: string, orderStage: string): Promise<void> {
  const { practice_id } = await trx.selectFrom('bookings').select('practice_id').where('id', '=', bookingId).executeTakeFirstOrThrow();
  await trx.insertInto('live_events').values({ practice_id, booking_id: bookingId, order_stage: orderStage, date_entered: new Date().toISOString() }).execute();
}

export function listInvoices(db: PortalDb, practiceId: string) {
  return db
    .selectFrom('invoices')
    .selectAll()
    .where('practice_id', '=', practiceId)
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findInvoice(db: PortalDb, invoiceId: string) {
  return db.selectFrom('invoices').selectAll().where('id', '=', invoiceId).executeTakeFirst();
}

/** SQLite keeps numeric columns as REAL or INTEGER; money leaves the API as a 2-decimal number. */
export const money = (value: number | string | null | undefined) => Math.round(Number(value ?? 0) * 100) / 100;

