// The booking writes' rules (issue 4; spec 000 s4, spec 001 s4), pure: which parts a booking of each
// service type carries, what a submitted booking may still change, the collection product against the
// zone of its postcode, the pet's weight against the cart, and what the submits need. The booking
// write routes load what these need (data/), ask them, and throw what they answer.
import * as v from 'valibot';
import { bookingPayloadErrors, bookingPayloadSchema, MESSAGES, petWeightErrors, type PayloadRules } from '@portal/contracts/schemas/booking';
import { collectionProductProblem } from '@portal/contracts/domain/collection';
import { STAGES } from '@portal/contracts/domain/stages';
import { knownWeight } from '@portal/contracts/domain/weight-band';
import { isProductsOnly, isStrayWildlife, isVetSupplyOrder } from '@portal/contracts/wire/service-types';
import type { BookingPayloadInput } from '../data/booking-values.ts';
import type { CollectionProductChoice } from '../data/collection-products.ts';
import type { WeightConflict } from '../data/weight-bands.ts';
import type { CartOp } from './cart.ts';

/** Field problems, as a 422 names them. */
export type Problems = Record<string, string>;

const NO_SUCH_SERVICE_TYPE_MESSAGE = 'The practice has no such service type';
const NO_LONGER_CHANGEABLE_MESSAGE = 'This booking can no longer be changed';
const NOT_A_VET_SUPPLY_ORDER_MESSAGE = 'Only a vet supply order is submitted this way';
const NO_ITEM_MESSAGE = 'Please add at least one item';

const someProblems = (problems: Problems): Problems | undefined => (Object.keys(problems).length > 0 ? problems : undefined);

/** Which parts a booking of this service type must carry (spec 000 s4, Wizard flow 4). */
export function serviceTypeRules(serviceTypeName: string, payload: Pick<BookingPayloadInput, 'collection_add_option_c'>): PayloadRules {
  const vetSupply = isVetSupplyOrder(serviceTypeName);
  const wildlife = isStrayWildlife(serviceTypeName);
  const productsOnly = isProductsOnly(serviceTypeName);
  return {
    owner: !vetSupply && !wildlife,
    pet: !vetSupply && !productsOnly,
    collection: payload.collection_add_option_c !== undefined,
  };
}

/** Every new booking names the vet staff member who made it (spec 000: the chooser requires it). */
export function newBookingProblems(payload: Pick<BookingPayloadInput, 'vet_staff_c'>): Problems | undefined {
  return payload.vet_staff_c?.trim() ? undefined : { vet_staff_c: MESSAGES.staffName };
}

/**
 * A booking past VP Unsubmitted is locked: it keeps its owner and pet (only a weight it lacked and its
 * collection may change), its special instructions stay, and it is not submitted again.
 */
export const isLocked = (booking: { order_stage_c: string }) => booking.order_stage_c !== STAGES.unsubmitted;

/** A booking the crematorium has taken (ok_cremate_c) takes no change: `field` names what was asked. */
export function changeRefusal(booking: { ok_cremate_c: number | null }, field: 'line_items' | 'booking'): Problems | undefined {
  return booking.ok_cremate_c ? { [field]: NO_LONGER_CHANGEABLE_MESSAGE } : undefined;
}

/** The payload of a locked booking as the rules see it: owner skipped, pet rules only for weight. */
export function lockedView(payload: BookingPayloadInput): BookingPayloadInput {
  return v.parse(bookingPayloadSchema, {
    ...payload,
    skip_owner_details_form_c: 1,
    collection_add_option_c: payload.collection_add_option_c === 'customer_address' ? undefined : payload.collection_add_option_c,
  });
}

/**
 * The details as checked (the payload, or its lockedView) against the service type's rules: their
 * problems, and whether owner and pet details are stored.
 */
export function checkDetails(checked: BookingPayloadInput, serviceTypeName: string) {
  const rules = serviceTypeRules(serviceTypeName, checked);
  const skip = checked.skip_owner_details_form_c === 1 || checked.skip_owner_details_form_c === true;
  const hasOwner = [checked.first_name, checked.last_name].some((x) => Boolean(x?.trim()));
  return {
    problems: bookingPayloadErrors(checked, rules),
    withOwner: !skip && hasOwner,
    withPet: rules.pet || Boolean(checked.pet_first_name_c?.trim()),
  };
}

/** What the zone tables are asked for a collection: the zone of `postcode` (none for the vet's address) and the product chosen. */
export interface CollectionLookup {
  option: string;
  postcode: string;
  /** Undefined for the vet's address, which lies in no zone. */
  zonePostcode: string | undefined;
  productId: string;
}

/** A collection problem; `replaces` a problem the details already name at that field, else gives way to it. */
export interface CollectionProblem {
  field: string;
  message: string;
  replaces: boolean;
}

/**
 * What the collection rule (domain/collection, the details step's) needs looked up, or its problem
 * before anything is looked up: a product without an option, or a postcode that is not 4 digits.
 * Nothing at all when the payload has no collection.
 */
export function collectionLookup(payload: BookingPayloadInput): { lookup?: CollectionLookup; problem?: CollectionProblem } {
  const option = payload.collection_add_option_c || '';
  const productId = payload.collectionDetails?.collection_products?.[0]?.id.trim() ?? '';
  if (!option) return productId ? { problem: { field: 'collection_add_option_c', message: MESSAGES.collectionOption, replaces: false } } : {};
  // The owner's home address is the collection address of customer_address (the wizard sends it as both).
  const postcode = (payload.collection_add_postalcode_c || (option === 'customer_address' ? payload.primary_address_postalcode : '') || '').trim();
  if (option !== 'vet_address' && !/^\d{4}$/.test(postcode)) {
    const problem =
      option === 'postal_address'
        ? { field: 'collection_add_street_c', message: MESSAGES.collectionAddress, replaces: false }
        : { field: 'primary_address_postalcode', message: MESSAGES.postcodeNotFound, replaces: false };
    return { problem };
  }
  return { lookup: { option, postcode, zonePostcode: option === 'vet_address' ? undefined : postcode, productId } };
}

type ZoneRow = Pick<CollectionProductChoice, 'id' | 'name' | 'is_home_collection'>;
/** The zone's products and the product chosen (data/collection-products `findCollectionCandidates`). */
export interface CollectionCandidates {
  zone: readonly ZoneRow[];
  chosen: CollectionProductChoice | undefined;
}

/**
 * The collection product chosen, checked against the zone's products and the collection option; a
 * problem says more than 'Collection Product is Required' (e.g. outside every zone).
 */
export function checkCollection(
  lookup: CollectionLookup,
  { zone, chosen }: CollectionCandidates,
): { chosen?: CollectionProductChoice; problem?: CollectionProblem } {
  const asZoneProduct = (product: ZoneRow) => ({ id: product.id, name: product.name, isHomeCollection: product.is_home_collection === 1 });
  const problem = collectionProductProblem({
    option: lookup.option,
    productId: lookup.productId,
    chosen: chosen && asZoneProduct(chosen),
    postcode: lookup.postcode,
    zoneProducts: zone.map(asZoneProduct),
  });
  return problem ? { problem: { field: 'collection_products', message: problem, replaces: true } } : { chosen };
}

/** The details' problems with the collection's: under the wire field the wizard shows it at. */
export function withCollectionProblem(problems: Problems, collection: CollectionProblem | undefined): Problems {
  if (!collection || (!collection.replaces && problems[collection.field] !== undefined)) return problems;
  return { ...problems, [collection.field]: collection.message };
}

/** What the details rules weigh beside the payload (data/booking-writes `findDetailsFacts`). */
export interface DetailsFacts {
  /** The practice's service type the payload names; undefined when the practice has no such type. */
  serviceType: { id: string; name: string } | undefined;
  /** The collection candidates `collectionLookup` asked for. */
  candidates: CollectionCandidates | undefined;
  /** The pet's weight in kg as stored (null without a pet or weight, and for a new booking). */
  storedWeightKg: number | null;
}

/** A details write the rules let through: what it stores, and the pet's weight once it is stored. */
export interface DetailsWrite {
  serviceType: { id: string; name: string };
  /** Whether owner details are stored (not skipped). */
  withOwner: boolean;
  withPet: boolean;
  collectionProduct: CollectionProductChoice | undefined;
  locked: boolean;
  storedWeightKg: number | null;
  petWeightKg: number | null;
}

/**
 * A details write (POST booking, or POST booking/{id} of `booking`) against the rules: the problems a
 * 422 names, or what the write stores. A locked booking checks only what it may still change (its
 * lockedView); its collection is checked as sent, as it is still its to change.
 */
export function checkDetailsWrite(
  payload: BookingPayloadInput,
  booking: { pet_id: string | null; order_stage_c: string } | undefined,
  collection: ReturnType<typeof collectionLookup>,
  facts: DetailsFacts,
): { problems: Problems } | DetailsWrite {
  const locked = booking !== undefined && isLocked(booking);
  const checked = locked ? lockedView(payload) : payload;
  const { serviceType, storedWeightKg } = facts;
  if (!serviceType) return { problems: { class_pet_service_types_id_c: NO_SUCH_SERVICE_TYPE_MESSAGE } };
  const details = checkDetails(checked, serviceType.name);
  const chosen = collection.lookup && facts.candidates ? checkCollection(collection.lookup, facts.candidates) : { problem: collection.problem };
  const problems = withCollectionProblem(details.problems, chosen.problem);
  if (Object.keys(problems).length > 0) return { problems };
  const { withOwner, withPet } = details;
  const petWeightKg = petWeightAfterWrite({ locked, hasPet: Boolean(booking?.pet_id), withPet, stored: storedWeightKg, given: payload.pet_weight_c });
  return { serviceType, withOwner, withPet, collectionProduct: chosen.chosen, locked, storedWeightKg, petWeightKg };
}

/**
 * The pet's weight in kg once a details write is stored (data/booking-writes): a locked booking's pet
 * only takes a weight it lacked; an unlocked one takes the payload's when it keeps a pet. A new booking
 * has none stored.
 */
export function petWeightAfterWrite(write: { locked: boolean; hasPet: boolean; withPet: boolean; stored: number | null; given: BookingPayloadInput['pet_weight_c'] }): number | null {
  const given = knownWeight(write.given);
  if (write.locked) return write.hasPet ? (write.stored ?? given) : null;
  return write.withPet ? given : write.stored;
}

/** A submitted booking is not submitted again, so a weight it is given now (it had none) must suit its cart already. */
export const weighsAnew = (write: Pick<DetailsWrite, 'locked' | 'storedWeightKg' | 'petWeightKg'>) =>
  write.locked && write.storedWeightKg === null && write.petWeightKg !== null;

/**
 * The 422 of a weight given to a submitted booking whose cart holds options for another weight; the
 * lines this same write changes or deletes are not held against it.
 */
export function lockedWeightProblems(conflicts: readonly WeightConflict[], ops: readonly CartOp[]): Problems | undefined {
  const changed = new Set(ops.flatMap((op) => (op.kind === 'update' ? [op.lineId] : op.kind === 'delete' ? op.lineIds : [])));
  const left = conflicts.filter((conflict) => !changed.has(conflict.quoted_product_id));
  if (left.length === 0) return undefined;
  const items = left.map((conflict) => conflict.message).join(' ');
  return {
    pet_weight_c: `This weight does not suit an item in the cart, so it was not saved. ${items} As this booking is already submitted, please contact our Client Care team to change the item.`,
  };
}

/**
 * At the submit (of an unlocked booking), the pet's weight as stored (none without a pet) against the one
 * weight rule: it may have changed on the details step after the cart was filled, or been stored before
 * the rule (issue 29: '-5', or none from '12,5'). Then the cart lines whose option no longer suits that
 * weight are named, before the booking (and its price) goes to the crematorium.
 */
export function submitWeightProblems({ pet, conflicts }: {
  pet: (Parameters<typeof petWeightErrors>[0] & { service_type_name: string }) | undefined;
  conflicts: readonly WeightConflict[];
}): Problems | undefined {
  if (pet) {
    const petRequired = serviceTypeRules(pet.service_type_name, {}).pet;
    const weightProblems = someProblems(petWeightErrors(pet, petRequired));
    if (weightProblems) return weightProblems;
  }
  return conflicts.length > 0 ? { line_items: conflicts.map((conflict) => conflict.message).join('; ') } : undefined;
}

/** Spec 001 s4 'Vet supply': only a vet supply order is submitted by its confirmation. */
export function vetSupplySubmitRefusal(serviceTypeName: string): Problems | undefined {
  return isVetSupplyOrder(serviceTypeName) ? undefined : { booking: NOT_A_VET_SUPPLY_ORDER_MESSAGE };
}

/** A vet supply order is submitted with at least one item in its cart. */
export function vetSupplyCartProblems(hasLiveLine: boolean): Problems | undefined {
  return hasLiveLine ? undefined : { line_items: NO_ITEM_MESSAGE };
}
