import type { Address } from '@portal/contracts/domain/address';
import type { EngravingVersionDto } from '@portal/contracts/wire/engraving';
import type { FamilyConfirmationDto } from '@portal/contracts/wire/family-confirmation';
import type { ConfirmationListFilter, ConfirmationState } from '@portal/contracts/domain/family-confirmation';
import type { PlaqueConfigInput } from '@portal/contracts/domain/engraving';

/** A quoted product line as the booking API sends it (spec 000 s3, Quoted product line). */
export interface QuotedProductDto {
  id: string;
  name: string;
  quantity: number;
  /** RRP of one unit, inc GST. */
  unit_price: number;
  /** The practice's pricebook price of one unit, inc GST. */
  discount_price: number;
  engraving_text: string | null;
  actual_product_id_c: string | null;
  producttemplate_id_c: string | null;
  parent_product_id: string | null;
  seq: number;
  deleted: number;
  is_vpcreated: number;
  package_products_c: unknown;
  /** 0 for the booking's default service line, which cannot be removed. */
  can_be_deleted?: number;
  /** Whether the line shows in the confirmation email. */
  show_in_confirmation_email?: number;
  /**
   * The artwork versions submitted for this line, oldest first (proof history; spec 001 s3 Quoted
   * product engravingFiles is the latest's). Absent or empty when no artwork was submitted.
   */
  engraving_versions?: EngravingVersionDto[];
  /** 1 when the line's product takes plaque artwork (it has a plaque config), submitted or not. */
  engraving_artwork?: 0 | 1;
  /** The plaque config of an artwork line (the summary lists only what the plaque carries); null or absent for others. */
  engraving_plaque_config?: PlaqueConfigInput | null;
  child_products: QuotedProductDto[];
}

/** The owner's contact fields of the submit format (spec 000 s3); portal-api's owners table holds them as they are. */
export interface OwnerContactDto {
  email_address: string | null;
  phone_mobile: string | null;
  phone_home: string | null;
  phone_work: string | null;
  primary_address_street: string | null;
  primary_address_city: string | null;
  primary_address_state: string | null;
  primary_address_postalcode: string | null;
  primary_address_country: string | null;
  primary_address_latitude: number | null;
  primary_address_longitude: number | null;
}

/** The collection address fields of the submit format (spec 000 s3); portal-api's collection_details table holds them as they are. */
export interface CollectionAddressDto {
  collection_add_street_c: string | null;
  collection_add_city_c: string | null;
  collection_add_state_c: string | null;
  collection_add_postalcode_c: string | null;
  collection_add_country_c: string | null;
  collection_add_latitude_c: number | null;
  collection_add_longitude_c: number | null;
}

/**
 * A booking row of GET portal/booking (the submit-format fields of spec 000 s3, flat). portal-api's
 * mapper returns `Required<BookingRowDto>`: it sends every field, the optional ones too (those no
 * client reads, or that older answers lacked), and a field it adds or drops is a type error there.
 */
export interface BookingRowDto extends OwnerContactDto, CollectionAddressDto {
  id: string;
  order_id_c: string;
  name: string | null;
  order_stage_c: string;
  service_type: { id: string; name: string };
  /** The service type's id again, as the submit format names it. */
  class_pet_service_types_id_c?: string;
  booking_type?: 'Private' | 'Communal' | 'Products' | 'Vet Supply';
  origin?: string;
  opportunity_type?: string | null;
  has_default_product?: number;
  client_details_c?: string | null;
  office_instruction_c?: string | null;
  owner_id?: string | null;
  return_add_option_c?: string | null;
  pet_id?: string | null;
  pet_size_c?: string | null;
  pet_collected_c?: number;
  pet_details_checked_c?: number;
  pet_had_issue_c?: number;
  is_open_order_c: number;
  is_final_order_stage_c: number;
  is_package_c: number;
  skip_owner_details_form_c: number;
  provided_client_details_c: number;
  ok_prepare_c: number;
  ok_prepare_time_c: string | null;
  ok_cremate_c: number;
  collection_freight_fee_c: number | string | null;
  return_freight_fee_c: number | string | null;
  vet_staff_c: string | null;
  bill_to_c: string | null;
  date_entered: string;
  date_modified: string;
  first_name: string | null;
  last_name: string | null;
  pet_first_name_c: string | null;
  pet_last_name_c: string | null;
  pet_breed_type_c: string | null;
  pet_breed_c: string | null;
  pet_sex_c: string | null;
  pet_weight_c: number | string | null;
  custom_unit_c: string | null;
  custom_unit_value_c: number | string | null;
  collection_add_option_c: string | null;
  collectionDetails?: { collection_products: { id: string; name: string | null; quantity: number; is_home_collection: number }[] };
  pet_tag_image: { id: string; url: string } | null;
  /** When the booking reached its current stage (ISO); absent from older answers. */
  stage_entered_at?: string;
  /** Set while the booking is past its stage's expected time (the dashboard's Overdue); null otherwise. */
  overdue?: OverdueDto | null;
  /** The family's confirmation of what will be done (issue 36); null when the family was never asked (absent from older answers). */
  family_confirmation?: FamilyConfirmationDto | null;
}

/** A booking longer in its stage than the stage's expected time for its service (portal-api rules/overdue). */
export interface OverdueDto {
  /** Hours the stage is expected to take. */
  expected_hours: number;
  /** When that time ran out (ISO). */
  due_at: string;
  /** Seconds past it. */
  overdue_seconds: number;
  /** In words: "Awaiting Collection for 3 days 2 h (expected within 2 days)". */
  summary: string;
}

/**
 * The crematorium's weight of the cremated remains, against the band a pet of the booking's weight
 * gives (portal-api rules/remains-weight): the details page flags one outside it for the practice to query.
 */
export interface RemainsWeightDto {
  weight_kg: number;
  weighed_at: string;
  /** The pet's weight the band is from; null when the booking has none (nothing is checked). */
  pet_weight_kg: number | null;
  expected_kg: number | null;
  min_kg: number | null;
  max_kg: number | null;
  /** Null when there is no pet weight to check against. */
  plausible: boolean | null;
  /** What the details page says. */
  message: string;
}

/** An order event of a booking: a change of its order stage. */
export interface OrderEventDto {
  id: string;
  from_value: string | null;
  to_value: string;
  date_modified: string;
}

/** A special instruction of a booking. */
export interface SpecialInstructionDto {
  id: string;
  description: string;
  opportunity_id: string;
  completed: number;
}

/** A cart line whose chosen option does not suit the pet's weight (it changed after the line was added). */
export interface WeightConflictDto {
  /** The top-level cart line to change or remove. */
  quoted_product_id: string;
  /** The line's name and the option's problem, in the product modal's words (domain/weight-band). */
  message: string;
}

export interface BookingDto extends BookingRowDto {
  order_events: OrderEventDto[];
  quoted_products: QuotedProductDto[];
  /** The cart lines the booking's submit refuses until they are changed (portal-api answers them; absent from older answers). */
  weight_conflicts?: WeightConflictDto[];
  special_instructions: SpecialInstructionDto[];
  /** The last weight of the cremated remains the crematorium recorded; null before it (absent from older answers). */
  remains_weight?: RemainsWeightDto | null;
}

export interface BookingPageDto {
  data: BookingRowDto[];
  current_page: number;
  last_page: number;
  per_page?: number;
  total?: number;
}

export interface OrderLine {
  id: string;
  name: string;
  quantity: number;
  /** RRP of one unit. */
  unitPrice: number;
  /** Pricebook price of one unit. */
  discountPrice: number;
  engravingText: string | null;
  /** Submitted artwork versions, oldest first (the last is the current one). */
  engravingVersions: EngravingVersionDto[];
  /** The line's product takes plaque artwork (the details page offers to prepare it when there is none). */
  takesArtwork: boolean;
  /** The line's plaque config as the server sent it (what its artwork can carry; parsePlaqueConfig checks it); null when none. */
  plaqueConfig: PlaqueConfigInput | null;
  childProducts: OrderLine[];
}

/** A booking as the lists show it (client model, spec 000 s3). */
export interface BookingSummary {
  id: string;
  orderId: string;
  orderStage: string;
  isFinalStage: boolean;
  isOpenOrder: boolean;
  isPackage: boolean;
  okToCremate: boolean;
  serviceType: { id: string; name: string };
  dateCreated: string;
  ownerName: string;
  petName: string;
  petTagUrl: string | null;
  /** Past its stage's expected time (the dashboard's Overdue): what the page says of it; null when it is not. */
  overdue: { summary: string; dueAt: string } | null;
  /**
   * The family's confirmation (issue 36), as the row's status shows it: its state, label and whether it
   * holds the booking; absent when the family was never asked (or the answer predates it).
   */
  familyConfirmation?: { state: ConfirmationState; label: string; onHold: boolean; rerequestOnChange: boolean };
}

export type { Address };

/** A booking with everything the details page shows. */
export interface Booking extends BookingSummary {
  skipOwnerDetails: boolean;
  okToPrepare: boolean;
  okToPrepareTime: string | null;
  vetStaff: string | null;
  collectionFee: number;
  returnFee: number;
  owner: {
    firstName: string;
    lastName: string;
    phoneNumber: string | null;
    email: string | null;
    address: Address | null;
  } | null;
  pet: {
    firstName: string;
    lastName: string;
    type: string | null;
    breed: string | null;
    sex: string | null;
    weight: number | null;
    customUnit: string | null;
    customUnitValue: number | null;
  };
  collection: {
    option: string | null;
    address: Address | null;
    products: { id: string; name: string | null; quantity: number; isHomeCollection: boolean }[];
  };
  orderEvents: { toValue: string; dateModified: string }[];
  quotedProducts: OrderLine[];
  specialInstructions: { id: string; description: string }[];
  /** The crematorium's last weight of the cremated remains, checked against the pet's weight; null before it. */
  remainsWeight: { weightKg: number; weighedAt: string; plausible: boolean | null; message: string } | null;
}

export interface BookingPage {
  rows: BookingSummary[];
  currentPage: number;
  lastPage: number;
  /** How many bookings match, on every page. */
  total?: number;
}

type AddressPart = 'street' | 'city' | 'state' | 'postalcode' | 'country' | 'latitude' | 'longitude';
/** A booking's wire fields of its owner's (primary_address_*) and its collection's (collection_add_*_c) address. */
type AddressWire = Pick<BookingRowDto, `primary_address_${AddressPart}` | `collection_add_${AddressPart}_c`>;

/**
 * The owner's or the collection's address of a booking's wire fields: blank text for a missing part,
 * Australia for a missing country (as the submit sends it). Whether there is one is the caller's call.
 */
export function bookingAddress(dto: AddressWire, of: 'owner' | 'collection'): Address {
  const field = (part: AddressPart): keyof AddressWire => (of === 'owner' ? `primary_address_${part}` : `collection_add_${part}_c`);
  const text = (part: AddressPart) => (dto[field(part)] as string | null) ?? '';
  const coordinate = (part: AddressPart) => dto[field(part)] as number | null;
  return {
    street: text('street'),
    city: text('city'),
    state: text('state'),
    postalcode: text('postalcode'),
    country: text('country') || 'Australia',
    lat: coordinate('latitude'),
    lng: coordinate('longitude'),
  };
}

const joinName = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' ');
const toNumber = (value: number | string | null | undefined) =>
  value === null || value === undefined || value === '' ? null : Number(value);

export function toBookingSummary(dto: BookingRowDto): BookingSummary {
  return {
    id: dto.id,
    orderId: dto.order_id_c,
    orderStage: dto.order_stage_c,
    isFinalStage: Boolean(Number(dto.is_final_order_stage_c)),
    isOpenOrder: Boolean(Number(dto.is_open_order_c)),
    isPackage: Boolean(Number(dto.is_package_c)),
    okToCremate: Boolean(Number(dto.ok_cremate_c)),
    serviceType: dto.service_type,
    dateCreated: dto.date_entered,
    ownerName: joinName(dto.first_name, dto.last_name),
    petName: joinName(dto.pet_first_name_c, dto.pet_last_name_c),
    petTagUrl: dto.pet_tag_image?.url ?? null,
    overdue: dto.overdue ? { summary: dto.overdue.summary, dueAt: dto.overdue.due_at } : null,
    ...(dto.family_confirmation
      ? {
          familyConfirmation: {
            state: dto.family_confirmation.state,
            label: dto.family_confirmation.label,
            onHold: dto.family_confirmation.on_hold,
            rerequestOnChange: dto.family_confirmation.rerequest_on_change,
          },
        }
      : {}),
  };
}

function toOrderLine(dto: QuotedProductDto): OrderLine {
  return {
    id: dto.id,
    name: dto.name,
    quantity: Number(dto.quantity),
    unitPrice: Number(dto.unit_price),
    discountPrice: Number(dto.discount_price),
    engravingText: dto.engraving_text,
    engravingVersions: dto.engraving_versions ?? [],
    takesArtwork: Number(dto.engraving_artwork ?? 0) === 1,
    plaqueConfig: dto.engraving_plaque_config ?? null,
    childProducts: (dto.child_products ?? []).filter((child) => !Number(child.deleted)).map(toOrderLine),
  };
}

export function toBooking(dto: BookingDto): Booking {
  const skipOwnerDetails = Boolean(Number(dto.skip_owner_details_form_c)) || !dto.first_name;
  const ownerAddress = dto.primary_address_city ? bookingAddress(dto, 'owner') : null;
  return {
    ...toBookingSummary(dto),
    skipOwnerDetails,
    okToPrepare: Boolean(Number(dto.ok_prepare_c)),
    okToPrepareTime: dto.ok_prepare_time_c,
    vetStaff: dto.vet_staff_c,
    collectionFee: toNumber(dto.collection_freight_fee_c) ?? 0,
    returnFee: toNumber(dto.return_freight_fee_c) ?? 0,
    owner: skipOwnerDetails
      ? null
      : {
          firstName: dto.first_name ?? '',
          lastName: dto.last_name ?? '',
          phoneNumber: dto.phone_mobile ?? dto.phone_home ?? dto.phone_work,
          email: dto.email_address,
          address: ownerAddress,
        },
    pet: {
      firstName: dto.pet_first_name_c ?? '',
      lastName: dto.pet_last_name_c ?? '',
      type: dto.pet_breed_type_c,
      breed: dto.pet_breed_c,
      sex: dto.pet_sex_c,
      weight: toNumber(dto.pet_weight_c),
      customUnit: dto.custom_unit_c,
      customUnitValue: toNumber(dto.custom_unit_value_c),
    },
    collection: {
      option: dto.collection_add_option_c,
      address: dto.collection_add_city_c ? bookingAddress(dto, 'collection') : null,
      products: (dto.collectionDetails?.collection_products ?? []).map((product) => ({
        id: product.id,
        name: product.name,
        quantity: product.quantity,
        isHomeCollection: Boolean(product.is_home_collection),
      })),
    },
    orderEvents: dto.order_events.map((event) => ({ toValue: event.to_value, dateModified: event.date_modified })),
    quotedProducts: dto.quoted_products.filter((line) => !Number(line.deleted)).map(toOrderLine),
    specialInstructions: dto.special_instructions.map(({ id, description }) => ({ id, description })),
    remainsWeight: dto.remains_weight
      ? { weightKg: Number(dto.remains_weight.weight_kg), weighedAt: dto.remains_weight.weighed_at, plausible: dto.remains_weight.plausible, message: dto.remains_weight.message }
      : null,
  };
}

/** The query of GET portal/booking (spec 000 s7). */
export interface BookingQuery {
  page: number;
  pageSize: number;
  bookingStatus?: 'Open' | 'Close';
  orderStages?: string[];
  bookingType?: 'Private' | 'Communal' | 'Products' | 'Vet Supply';
  relationshipType?: string;
  origin?: string;
  /** Adds the practice's VP Unsubmitted bookings, open or closed (the dashboard's partial bookings). */
  partialBookings?: boolean;
  /** A pet's or owner's name, an order number or a phone, as typed (domain/booking-search). */
  search?: string;
  /** Booked at or after this instant (ISO 8601). */
  enteredFrom?: string;
  /** Booked before this instant (ISO 8601). */
  enteredBefore?: string;
  /** Only the bookings past their stage's expected time (the dashboard's Overdue tile). */
  overdue?: boolean;
  /** Only the bookings in this family confirmation state, before the cremation (the dashboard's Family concerns tile: 'concern'). */
  familyConfirmation?: ConfirmationListFilter;
}

export function bookingSearchParams(query: BookingQuery): URLSearchParams {
  const params = new URLSearchParams({ page: String(query.page), page_size: String(query.pageSize) });
  if (query.bookingStatus) params.set('booking_status', query.bookingStatus);
  if (query.bookingType) params.set('booking_type', query.bookingType);
  if (query.relationshipType) params.set('relationship_type', query.relationshipType);
  if (query.origin) params.set('origin', query.origin);
  if (query.partialBookings) params.set('partial_bookings', 'true');
  for (const stage of query.orderStages ?? []) params.append('order_stage', stage);
  if (query.search?.trim()) params.set('q', query.search.trim());
  if (query.enteredFrom) params.set('entered_from', query.enteredFrom);
  if (query.enteredBefore) params.set('entered_before', query.enteredBefore);
  if (query.overdue) params.set('overdue', 'true');
  if (query.familyConfirmation) params.set('family_confirmation', query.familyConfirmation);
  return params;
}
