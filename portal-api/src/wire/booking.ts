import type { BookingDto, BookingRowDto, OverdueDto, QuotedProductDto, RemainsWeightDto } from '@portal/contracts/wire/bookings';
import type { EngravingVersionDto } from '@portal/contracts/wire/engraving';
import type { InvoiceDto } from '@portal/contracts/wire/invoices';
import type { PlaqueConfigInput } from '@portal/contracts/domain/engraving';
import type { BookingView } from '../data/booking-view.ts';
import { money, type BookingRow, type FullBooking, type listBookingImages } from '../data/bookings.ts';
import type { WeightConflict } from '../data/weight-bands.ts';
import type { Invoice, QuotedProduct, SpecialInstruction } from '../db/booking-schema.ts';
import { overdueAt, overdueSentence } from '../rules/overdue.ts';
import { remainsCheck } from '../rules/remains-weight.ts';
import { confirmationToWire } from './family-confirmation.ts';
import { plaqueConfigToWire, versionToWire } from './engraving.ts';

type BookingImageRow = NonNullable<Awaited<ReturnType<typeof listBookingImages>>>[number];

const flag = (value: number | null | undefined): 0 | 1 => (value ? 1 : 0);

/** Whether the booking is overdue at `now` (rules/overdue.ts), as the answers say it; null when it is not. */
function overdueToWire(row: BookingRow, now: Date): OverdueDto | null {
  const overdue = overdueAt({ serviceTypeName: row.service_type_name, orderStage: row.order_stage_c, stageEnteredAt: row.stage_entered_at }, now);
  if (!overdue) return null;
  const inStage = Math.max(0, Math.floor((now.getTime() - Date.parse(row.stage_entered_at)) / 1000));
  return {
    expected_hours: overdue.expectedHours,
    due_at: overdue.dueAt,
    overdue_seconds: overdue.overdueSeconds,
    summary: overdueSentence(row.order_stage_c, inStage, overdue.expectedHours),
  };
}

/**
 * A booking as the CRM's booking API shows it (spec 000 s3): the flat submit-format fields the
 * wizards POST (owner, pet_*, collection_add_*_c), the service type, and `pet_tag_image` (a signed
 * link to the newest pet tag photo, or null). `signImage` turns an image id into that link. With `now`
 * (the business clock's), whether it is overdue; without, `overdue` is null.
 */
export function bookingToWire(row: BookingRow, signImage: (imageId: string) => string, now?: Date): Required<BookingRowDto> {
  return {
    id: row.id,
    order_id_c: row.order_id_c,
    name: row.name,
    order_stage_c: row.order_stage_c,
    service_type: { id: row.service_type_id, name: row.service_type_name },
    class_pet_service_types_id_c: row.service_type_id,
    booking_type: row.booking_type,
    origin: row.origin,
    opportunity_type: row.opportunity_type,
    is_open_order_c: flag(row.is_open_order_c),
    is_final_order_stage_c: flag(row.is_final_order_stage_c),
    is_package_c: flag(row.is_package_c),
    skip_owner_details_form_c: flag(row.skip_owner_details_form_c),
    provided_client_details_c: flag(row.provided_client_details_c),
    has_default_product: flag(row.has_default_product),
    bill_to_c: row.bill_to_c,
    vet_staff_c: row.vet_staff_c,
    ok_prepare_c: flag(row.ok_prepare_c),
    ok_prepare_time_c: row.ok_prepare_time_c,
    ok_cremate_c: flag(row.ok_cremate_c),
    collection_freight_fee_c: row.collection_freight_fee_c === null ? null : money(row.collection_freight_fee_c),
    return_freight_fee_c: row.return_freight_fee_c === null ? null : money(row.return_freight_fee_c),
    client_details_c: row.client_details_c,
    office_instruction_c: row.office_instruction_c,
    date_entered: row.date_entered,
    date_modified: row.date_modified,
    // Owner (submit format).
    owner_id: row.owner_id,
    first_name: row.first_name,
    last_name: row.last_name,
    email_address: row.email_address,
    phone_mobile: row.phone_mobile,
    phone_home: row.phone_home,
    phone_work: row.phone_work,
    primary_address_street: row.primary_address_street,
    primary_address_city: row.primary_address_city,
    primary_address_state: row.primary_address_state,
    primary_address_postalcode: row.primary_address_postalcode,
    primary_address_country: row.primary_address_country,
    primary_address_latitude: row.primary_address_latitude,
    primary_address_longitude: row.primary_address_longitude,
    return_add_option_c: row.return_add_option_c,
    // Pet (submit format).
    pet_id: row.pet_id,
    pet_first_name_c: row.pet_first_name_c,
    pet_last_name_c: row.pet_last_name_c,
    pet_breed_type_c: row.pet_breed_type_c,
    pet_breed_c: row.pet_breed_c,
    pet_sex_c: row.pet_sex_c,
    pet_size_c: row.pet_size_c,
    pet_weight_c: row.pet_weight_c === null ? null : Number(Number(row.pet_weight_c).toFixed(2)),
    custom_unit_c: row.custom_unit_c,
    custom_unit_value_c: row.custom_unit_value_c,
    pet_collected_c: flag(row.pet_collected_c),
    pet_details_checked_c: flag(row.pet_details_checked_c),
    pet_had_issue_c: flag(row.pet_had_issue_c),
    // Collection details (submit format).
    collection_add_option_c: row.collection_add_option_c,
    collection_add_street_c: row.collection_add_street_c,
    collection_add_city_c: row.collection_add_city_c,
    collection_add_state_c: row.collection_add_state_c,
    collection_add_postalcode_c: row.collection_add_postalcode_c,
    collection_add_country_c: row.collection_add_country_c,
    collection_add_latitude_c: row.collection_add_latitude_c,
    collection_add_longitude_c: row.collection_add_longitude_c,
    collectionDetails: row.collection_product_id
      ? {
          collection_products: [
            {
              id: row.collection_product_id,
              name: row.collection_product_name,
              quantity: row.collection_product_quantity ?? 1,
              is_home_collection: flag(row.is_home_collection),
            },
          ],
        }
      : { collection_products: [] },
    pet_tag_image: row.pet_tag_image_id ? { id: row.pet_tag_image_id, url: signImage(row.pet_tag_image_id) } : null,
    stage_entered_at: row.stage_entered_at,
    overdue: now ? overdueToWire(row, now) : null,
    family_confirmation: familyConfirmationToWire(row),
  };
}

/** The family's confirmation joined to a booking row (issue 36); null when the family was never asked. */
function familyConfirmationToWire(row: BookingRow) {
  if (!row.fc_state) return null;
  return confirmationToWire({
    state: row.fc_state,
    requested_at: row.fc_requested_at,
    reminded_at: row.fc_reminded_at,
    expires_at: row.fc_expires_at,
    sent_to: row.fc_sent_to,
    skip_reason: row.fc_skip_reason,
    answer: row.fc_answer,
    answer_at: row.fc_answer_at,
    answer_name: row.fc_answer_name,
    answer_words: row.fc_answer_words,
    consent_answer_id: row.fc_consent_answer_id,
    verbal_reason: row.fc_verbal_reason,
    verbal_by_name: row.fc_verbal_by_name,
    verbal_at: row.fc_verbal_at,
  }, row.order_stage_c);
}

/** A page of GET booking: the rows, with where the page stands in the whole list. */
export function bookingPageToWire(
  rows: readonly BookingRow[],
  signImage: (imageId: string) => string,
  { page, pageSize, total, now }: { page: number; pageSize: number; total: number; now: Date },
) {
  return {
    data: rows.map((row) => bookingToWire(row, signImage, now)),
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / pageSize)),
    per_page: pageSize,
    total,
  };
}

/**
 * A quoted line as the booking answer sends it (QuotedProductDto of @portal/contracts/wire/bookings, every
 * field present): 0 for can_be_deleted on the booking's default service line, engraving_artwork 1 when
 * the line's product takes plaque artwork (issue 6), its plaque config (issue 15) and its artwork
 * versions, oldest first.
 */
export type QuotedProductWire = Required<Omit<QuotedProductDto, 'child_products'>> & { child_products: QuotedProductWire[] };

/** A booking as GET portal/booking/{id} and the writes answer it (BookingDto, every field present). */
export type FullBookingWire = Required<Omit<BookingDto, 'quoted_products'>> & { quoted_products: QuotedProductWire[] };

/** Which lines take plaque artwork, and the versions of each (issue 6). */
export interface LinesEngraving {
  versionsOf: ReadonlyMap<string, EngravingVersionDto[]>;
  /** The lines that take plaque artwork, with their plaque config. */
  artworkLines: ReadonlyMap<string, PlaqueConfigInput>;
}

const NO_ENGRAVING: LinesEngraving = { versionsOf: new Map(), artworkLines: new Map() };

/**
 * The engraving of a booking's lines for the details page: which lines take plaque artwork (with the
 * plaque config, so the page lists only what the plaque carries), and every version of each (the proof
 * history). `signFile` turns an upload's key into a short-lived link.
 */
function linesEngravingToWire(versions: BookingView['versions'], artworkLines: BookingView['artworkLines'], signFile: (key: string) => string): LinesEngraving {
  const versionsOf = new Map<string, EngravingVersionDto[]>();
  for (const row of versions) {
    versionsOf.set(row.quoted_product_id, [...(versionsOf.get(row.quoted_product_id) ?? []), versionToWire(row, signFile)]);
  }
  return { versionsOf, artworkLines: new Map(artworkLines.map(({ line_id: lineId, product_name: name, ...config }) => [lineId, plaqueConfigToWire(config, name)])) };
}

/** A line with its children, and theirs (a package's items with their options), at every depth. */
function quotedProductToWire(
  line: QuotedProduct,
  childrenOf: ReadonlyMap<string, QuotedProduct[]>,
  engraving: LinesEngraving,
  depth = 0,
): QuotedProductWire {
  return {
    id: line.id,
    name: line.name,
    quantity: line.quantity,
    unit_price: money(line.unit_price),
    discount_price: money(line.discount_price),
    engraving_text: line.engraving_text,
    actual_product_id_c: line.actual_product_id_c,
    producttemplate_id_c: line.producttemplate_id_c,
    parent_product_id: line.parent_product_id,
    seq: line.seq,
    deleted: flag(line.deleted),
    is_vpcreated: flag(line.is_vpcreated),
    package_products_c: line.package_products_c ? (JSON.parse(line.package_products_c) as unknown) : null,
    can_be_deleted: flag(line.can_be_deleted),
    show_in_confirmation_email: flag(line.show_in_confirmation_email),
    engraving_artwork: engraving.artworkLines.has(line.id) ? 1 : 0,
    engraving_plaque_config: engraving.artworkLines.get(line.id) ?? null,
    engraving_versions: engraving.versionsOf.get(line.id) ?? [],
    child_products: depth > 10 ? [] : (childrenOf.get(line.id) ?? []).map((child) => quotedProductToWire(child, childrenOf, engraving, depth + 1)),
  };
}

/** The remains' weight against the pet's (rules/remains-weight.ts), as the details page flags it. */
function remainsToWire(remains: { weightKg: number; weighedAt: string }, petWeight: number | string | null): RemainsWeightDto {
  const check = remainsCheck(petWeight === null ? null : Number(petWeight), remains.weightKg);
  return {
    weight_kg: remains.weightKg,
    weighed_at: remains.weighedAt,
    pet_weight_kg: check.petWeightKg,
    expected_kg: check.expectedKg,
    min_kg: check.minKg,
    max_kg: check.maxKg,
    plausible: check.plausible,
    message: check.message,
  };
}

/** What the details page's answer adds to the booking (bookingViewToWire); a tag's content needs none of it. */
interface ViewParts {
  engraving?: LinesEngraving;
  weightConflicts?: readonly WeightConflict[];
  /** The business clock's now, for `overdue`. */
  now?: Date;
  remains?: { weightKg: number; weighedAt: string } | undefined;
}

/**
 * The booking with its order events (its stage moves), quoted products (children under their parent,
 * each with its artwork versions), the lines whose option does not suit the pet's weight, special
 * instructions, whether it is overdue and the weight of the cremated remains.
 */
export function fullBookingToWire(
  full: FullBooking,
  signImage: (imageId: string) => string,
  { engraving = NO_ENGRAVING, weightConflicts = [], now, remains }: ViewParts = {},
): FullBookingWire {
  const top = full.quotedProducts.filter((line) => !line.parent_product_id);
  const childrenOf = new Map<string, QuotedProduct[]>();
  for (const line of full.quotedProducts) {
    if (line.parent_product_id) childrenOf.set(line.parent_product_id, [...(childrenOf.get(line.parent_product_id) ?? []), line]);
  }
  return {
    ...bookingToWire(full.booking, signImage, now),
    order_events: full.orderEvents.map((event) => ({
      id: event.id,
      from_value: event.from_value,
      to_value: event.to_value,
      date_modified: event.date_modified,
    })),
    quoted_products: top.map((line) => quotedProductToWire(line, childrenOf, engraving)),
    // Cart lines whose chosen option does not suit the pet's weight (it changed after they were chosen):
    // the submit refuses them until they are changed (issue 14).
    weight_conflicts: weightConflicts.map(({ quoted_product_id, message }) => ({ quoted_product_id, message })),
    special_instructions: full.specialInstructions.map(specialInstructionToWire),
    remains_weight: remains ? remainsToWire(remains, full.booking.pet_weight_c) : null,
  };
}

/** The answer of GET booking/{id} and of every booking write: the booking as its details page shows it. */
export function bookingViewToWire(view: BookingView, signImage: (imageId: string) => string, signFile: (key: string) => string, now: Date): FullBookingWire {
  return fullBookingToWire(view.full, signImage, {
    engraving: linesEngravingToWire(view.versions, view.artworkLines, signFile),
    weightConflicts: view.weightConflicts,
    now,
    remains: view.remains,
  });
}

/** A special instruction as the booking and POST special_instruction show it. */
export function specialInstructionToWire(instruction: SpecialInstruction) {
  return {
    id: instruction.id,
    description: instruction.description,
    opportunity_id: instruction.opportunity_id,
    completed: flag(instruction.completed),
  };
}

/** An image of a booking (its bytes behind a signed link), as GET booking/image/{id} lists it. */
export function bookingImageToWire(image: BookingImageRow, signImage: (imageId: string) => string) {
  return {
    id: image.id,
    booking_id: image.booking_id,
    kind: image.kind,
    file_name: image.file_name,
    content_type: image.content_type,
    date_entered: image.date_entered,
    url: signImage(image.id),
  };
}

/** An invoice as the invoice service lists it (spec 000 s3, Invoice). */
export function invoiceToWire(invoice: Invoice): Required<InvoiceDto> {
  return {
    InvoiceID: invoice.id,
    InvoiceNumber: invoice.invoice_number,
    Type: invoice.type,
    Status: invoice.status,
    Date: invoice.date,
    DueDate: invoice.due_date,
    Reference: invoice.reference,
    Total: money(invoice.total),
  };
}
