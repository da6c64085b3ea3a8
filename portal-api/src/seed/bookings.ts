import type { Insertable } from 'kysely';
import { FINAL_STAGES, STAGES, TRACKER_STAGES, TRACKER_STEPS, USUAL_PATH } from '@portal/contracts/domain/stages';
import type {
  BookingImageTable,
  BookingTable,
  CollectionDetailsTable,
  InvoiceTable,
  OwnerTable,
  PetTable,
  QuotedProductTable,
  SpecialInstructionTable,
} from '../db/booking-schema.ts';
import type { PortalDb } from '../db/database.ts';
import { bookingTypeOf } from '../data/bookings.ts';
import { indexBookingsForSearch } from '../data/booking-search.ts';
import { sealEvents, type NewCustodyEvent } from '../data/custody-chain.ts';
import { CREMATORIUM_ACTOR } from '@portal/contracts/domain/custody';
import { customUnitToKg } from '@portal/contracts/domain/weight';
import { CATALOG_PRODUCTS, rosewoodSizeFor, seedOption, type CatalogProduct, type SeedOption } from './catalog.ts';
import { CONTACT_IDS, PRACTICE_IDS, SERVICE_TYPE_IDS, serviceTypes } from './demo-data.ts';
import { GRAMS } from './wizard-reference.ts';
import { databaseFileStore } from '../storage/database-file-store.ts';
import { fileKeys, putAll, type FileStore } from '../storage/file-store.ts';

/**
 * Demo bookings for each demo practice: one in every stage the tracker names, plus Cancelled,
 * 'Pet Collected - Pending Details' (closed, and one open), partial (VP Unsubmitted) bookings, VP
 * Submitted with and without ok-to-prepare, and enough awaiting instructions / return to page the
 * dashboard tables. Dates are relative to the seeding time; everything else is deterministic.
 */

export type PracticeKey = keyof typeof PRACTICE_IDS;
const PRACTICE_NUMBER: Record<PracticeKey, number> = { direct: 1, referral: 2, unity: 3 };
const ORDER_PREFIX: Record<PracticeKey, string> = { direct: 'PP', referral: 'AH', unity: 'BN' };

type ServiceKey = keyof typeof SERVICE_TYPE_IDS;

interface Scenario {
  key: string;
  stage: string;
  /** Age of the booking in days: [newest, oldest]. */
  age: [number, number];
  service?: ServiceKey;
  okPrepare?: boolean;
  open?: boolean;
  isPackage?: boolean;
  partial?: boolean;
  noImage?: boolean;
  only?: PracticeKey[];
  /** An engraved plaque product on the booking, waiting for its artwork (issue 6). */
  plaque?: 'photoPlaqueUrn' | 'plaque' | 'photoTile';
  /** The owner's mobile, fixed so the owner's phone check can be demonstrated and tested; null: none. */
  ownerMobile?: string | null;
}

function ageFor(stage: string): [number, number] {
  const at = TRACKER_STAGES.indexOf(stage);
  if (stage.startsWith('Completed')) return [60, 150];
  return [3 + at * 1.5, 6 + at * 2];
}

const trackerScenarios: Scenario[] = TRACKER_STAGES.map((stage) => ({ key: stage, stage, age: ageFor(stage) }));

export const SCENARIOS: Scenario[] = [
  { key: 'partial-1', stage: STAGES.unsubmitted, age: [0.05, 0.05], partial: true },
  { key: 'submitted', stage: STAGES.submitted, age: [0.1, 0.1], noImage: true },
  { key: 'submitted-ok', stage: STAGES.submitted, age: [0.5, 1], okPrepare: true },
  { key: 'partial-2', stage: STAGES.unsubmitted, age: [0.5, 2], partial: true, noImage: true },
  { key: 'partial-3', stage: STAGES.unsubmitted, age: [1, 3], partial: true },
  { key: 'partial-4', stage: STAGES.unsubmitted, age: [2, 4], partial: true, noImage: true },
  { key: 'vet-supply', stage: STAGES.unsubmitted, age: [0.2, 0.3], service: 'vetSupplyOrder', open: true, only: ['direct'] },
  ...Array.from({ length: 7 }, (_, i): Scenario => ({
    key: `pending-${i + 1}`,
    stage: STAGES.pendingDetails,
    age: [2 + i * 2, 3 + i * 2],
    noImage: i % 3 === 2,
  })),
  { key: 'pending-open', stage: STAGES.pendingDetails, age: [4, 6], open: true },
  { key: 'cancelled', stage: STAGES.cancelled, age: [20, 40] },
  ...trackerScenarios,
  ...Array.from({ length: 6 }, (_, i): Scenario => ({
    key: `awaiting-return-${i + 2}`,
    stage: STAGES.awaitingReturnDelivery,
    age: [25 + i * 3, 27 + i * 3],
    noImage: i % 2 === 1,
  })),
  { key: 'package', stage: 'Awaiting Keepsakes', age: [8, 10], isPackage: true },
  { key: 'communal', stage: 'Awaiting Collection', age: [1, 2], service: 'communalCremationVet' },
  { key: 'stray', stage: 'Pet Collected', age: [3, 5], service: 'communalCremationStrayWildlifeVet', only: ['direct'] },
  { key: 'dispersal', stage: 'In Cremation', age: [12, 14], service: 'privateCremationDispersal', only: ['direct'] },
  { key: 'products', stage: 'Ready at Office', age: [30, 35], service: 'productsOnly', only: ['direct'] },
  // Engraved plaques waiting for their artwork, one per demo or test journey (issue 6). Last, so the
  // generator draws the same values for every booking above.
  ...plaqueScenarios(),
];

/** The owners' mobiles of the plaque bookings: +61 4125550{n}{n} (what the owner types: 4125550{n}{n}). */
export function plaqueOwnerMobile(n: number): string {
  return `+614125550${n}${n}`;
}

function plaqueScenarios(): Scenario[] {
  const kinds = ['photoPlaqueUrn', 'photoPlaqueUrn', 'plaque', 'photoTile', 'photoPlaqueUrn', 'photoPlaqueUrn', 'photoTile', 'plaque', 'plaque'] as const;
  const plaques = kinds.map(
    (plaque, i): Scenario => ({
      key: `plaque-${i + 1}`,
      stage: 'Awaiting Keepsakes',
      age: [1 + i * 0.1, 1.05 + i * 0.1],
      plaque,
      ownerMobile: plaqueOwnerMobile(i + 1),
      only: ['direct'],
    }),
  );
  return [...plaques, { key: 'plaque-no-phone', stage: 'Awaiting Keepsakes', age: [2, 2.1], plaque: 'photoPlaqueUrn', ownerMobile: null, only: ['direct'] }];
}

/** Fixed id of a demo booking: practice number and scenario index. */
export function demoBookingId(practice: PracticeKey, key: string): string {
  const index = SCENARIOS.findIndex((scenario) => scenario.key === key);
  if (index === -1) throw new Error(`No demo booking '${key}'`);
  return `60000000-0000-4000-800${PRACTICE_NUMBER[practice]}-${String(index + 1).padStart(12, '0')}`;
}

export function demoOrderNumber(practice: PracticeKey, key: string): string {
  const index = SCENARIOS.findIndex((scenario) => scenario.key === key);
  return `${ORDER_PREFIX[practice]}-${PRACTICE_NUMBER[practice]}${String(index + 1).padStart(3, '0')}`;
}

/** A small deterministic generator (mulberry32), so every seed reads the same. */
export function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    between: (low: number, high: number) => low + next() * (high - low),
  };
}
type Random = ReturnType<typeof random>;

const PETS = [
  { type: 'Dog', breed: 'Labrador Retriever', size: 'Large', weight: [26, 36], names: ['Bella', 'Max', 'Buddy', 'Rosie'] },
  { type: 'Dog', breed: 'Australian Kelpie', size: 'Medium', weight: [14, 20], names: ['Red', 'Skip', 'Tilly', 'Blue'] },
  { type: 'Dog', breed: 'Border Collie', size: 'Medium', weight: [14, 22], names: ['Molly', 'Jess', 'Finn', 'Poppy'] },
  { type: 'Dog', breed: 'Staffordshire Bull Terrier', size: 'Medium', weight: [13, 18], names: ['Tyson', 'Ruby', 'Diesel', 'Lola'] },
  { type: 'Dog', breed: 'Cavoodle', size: 'Small', weight: [6, 11], names: ['Coco', 'Teddy', 'Milo', 'Daisy'] },
  { type: 'Dog', breed: 'Jack Russell Terrier', size: 'Small', weight: [5, 8], names: ['Jack', 'Pip', 'Scruffy', 'Bonnie'] },
  { type: 'Dog', breed: 'German Shepherd', size: 'Large', weight: [28, 40], names: ['Rex', 'Sasha', 'Duke', 'Zeus'] },
  { type: 'Cat', breed: 'Domestic Shorthair', size: 'Small', weight: [3.5, 6], names: ['Smokey', 'Tigger', 'Mittens', 'Oscar'] },
  { type: 'Cat', breed: 'Ragdoll', size: 'Small', weight: [4.5, 8], names: ['Luna', 'Cleo', 'Simba', 'Willow'] },
  { type: 'Cat', breed: 'Burmese', size: 'Small', weight: [3.5, 5.5], names: ['Misty', 'Leo', 'Nala', 'Jasper'] },
  { type: 'Rabbit', breed: 'Netherland Dwarf', size: 'Small', weight: [0.9, 1.3], names: ['Thumper', 'Clover', 'Biscuit'] },
  { type: 'Bird', breed: 'Cockatiel', size: 'Small', grams: [80, 110], names: ['Kiwi', 'Sunny', 'Pippin'] },
] as const;

const OWNERS = [
  ['Sarah', 'Mitchell'],
  ['James', 'Nguyen'],
  ['Emma', "O'Connor"],
  ['Liam', 'Patel'],
  ['Olivia', 'Kowalski'],
  ['Noah', 'Henderson'],
  ['Charlotte', 'Wong'],
  ['Jack', 'Fraser'],
  ['Mia', 'Rossi'],
  ['William', 'Thompson'],
  ['Ava', 'Campbell'],
  ['Thomas', 'Nikolaidis'],
  ['Grace', 'Singh'],
  ['Lachlan', 'Murray'],
  ['Chloe', 'Anderson'],
  ['Harrison', 'Lee'],
] as const;

interface Locality {
  streets: readonly string[];
  places: readonly (readonly [string, string, number, number])[];
  state: string;
}

const LOCALITIES: Record<PracticeKey, Locality> = {
  direct: {
    state: 'WA',
    streets: ['Walcott Street', 'Beaufort Street', 'Scarborough Beach Road', 'Oxford Street', 'Canning Highway', 'Albany Highway'],
    places: [
      ['Mount Lawley', '6050', -31.934, 115.871],
      ['Inglewood', '6052', -31.918, 115.88],
      ['Scarborough', '6019', -31.894, 115.761],
      ['Leederville', '6007', -31.936, 115.841],
      ['Fremantle', '6160', -32.056, 115.747],
      ['Victoria Park', '6100', -31.976, 115.897],
    ],
  },
  referral: {
    state: 'SA',
    streets: ['Mount Barker Road', 'Greenhill Road', 'Main Street', 'Onkaparinga Valley Road', 'Portrush Road'],
    places: [
      ['Stirling', '5152', -35.005, 138.719],
      ['Hahndorf', '5245', -35.029, 138.81],
      ['Mount Barker', '5251', -35.068, 138.858],
      ['Aldgate', '5154', -35.017, 138.733],
      ['Glen Osmond', '5064', -34.96, 138.649],
    ],
  },
  unity: {
    state: 'QLD',
    streets: ['Gympie Road', 'Hamilton Road', 'Rode Road', 'Beams Road', 'Lutwyche Road'],
    places: [
      ['Chermside', '4032', -27.385, 153.031],
      ['Aspley', '4034', -27.366, 153.017],
      ['Kedron', '4031', -27.402, 153.028],
      ['Carseldine', '4034', -27.349, 153.013],
      ['Wavell Heights', '4012', -27.393, 153.045],
    ],
  },
};

const VET_STAFF: Record<PracticeKey, readonly string[]> = {
  direct: ['Dr Hannah Reid', 'Dana Nguyen', 'Tom Baxter (nurse)', 'Dr Kieran Walsh'],
  referral: ['Dr Sophie Laurent', 'Ben Carter (nurse)', 'Dr Ahmed Karimi'],
  unity: ['Dr Megan Lowe', 'Jordan Price (nurse)', 'Dr Isaac Tan'],
};

const INSTRUCTIONS = [
  'Please return her collar and name tag with the ashes.',
  'Owner would like a call before the ashes are returned.',
  'Keep the blanket with him; family asked for it to go with him.',
  'Paw print in clay, not ink, please.',
  'Owners will collect from the clinic; do not post.',
  'Fur clipping from the chest, where the white patch is.',
  'Family is very distressed; please handle calls gently.',
  'Engraving to read exactly as written on the order.',
];

type Product = CatalogProduct;

/** The quoted products come from the catalog (seed/catalog.ts), the one source of products and prices. */
const PRODUCTS = CATALOG_PRODUCTS;

const KEEPSAKES = [PRODUCTS.clayPaw, PRODUCTS.furClipping, PRODUCTS.plaque, PRODUCTS.glassHeart, PRODUCTS.rosewoodUrn, PRODUCTS.scatterTube];

/** The pet tag photo: an SVG of the printed tag the practice ties to the pet. */
export function petTagSvg(tag: { orderNumber: string; petName: string; ownerName: string; service: string; colour: string }): string {
  const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="220" viewBox="0 0 360 220" role="img" aria-label="Pet tag ${escape(tag.orderNumber)}">
<rect width="360" height="220" fill="#e9e4da"/>
<g transform="rotate(-4 180 110)">
<path d="M40 40 h250 l40 70 l-40 70 h-250 a10 10 0 0 1 -10 -10 v-120 a10 10 0 0 1 10 -10z" fill="${tag.colour}" stroke="#5b4a2e" stroke-width="3"/>
<circle cx="300" cy="110" r="11" fill="#e9e4da" stroke="#5b4a2e" stroke-width="3"/>
<path d="M311 110 q30 -10 50 10" stroke="#8a7650" stroke-width="3" fill="none"/>
<text x="50" y="78" font-family="Arial, sans-serif" font-size="26" font-weight="bold" fill="#222">${escape(tag.orderNumber)}</text>
<text x="50" y="115" font-family="Arial, sans-serif" font-size="22" fill="#222">${escape(tag.petName)}</text>
<text x="50" y="145" font-family="Arial, sans-serif" font-size="18" fill="#333">${escape(tag.ownerName)}</text>
<text x="50" y="172" font-family="Arial, sans-serif" font-size="14" fill="#444">${escape(tag.service.toUpperCase())}</text>
</g>
</svg>`;
}

const TAG_COLOURS: Partial<Record<ServiceKey, string>> = {
  privateCremation: '#f7d54a',
  privateCremationDispersal: '#f4a259',
  communalCremationVet: '#8ecae6',
  communalCremationStrayWildlifeVet: '#a7c957',
};

/** The stages a booking went through to reach `stage`, in order. */
export function stageHistory(stage: string): string[] {
  if (stage === STAGES.cancelled) return [STAGES.unsubmitted, STAGES.submitted, 'Pre-Booking', STAGES.cancelled];
  if (stage === STAGES.pendingDetails) {
    return [STAGES.unsubmitted, STAGES.submitted, 'Pre-Booking', 'Awaiting Collection', 'Pet Collected', STAGES.pendingDetails];
  }
  const onPath = USUAL_PATH.indexOf(stage);
  if (onPath !== -1) return USUAL_PATH.slice(0, onPath + 1);
  // Off the usual path: the path up to the end of the previous tracker step, then this stage.
  const stepIndex = TRACKER_STEPS.findIndex(({ stages }) => (stages as readonly string[]).includes(stage));
  const before = TRACKER_STEPS.slice(0, stepIndex).flatMap(({ stages }) => stages);
  const lastBefore = [...USUAL_PATH].reverse().find((s) => (before as string[]).includes(s));
  const upTo = lastBefore ? USUAL_PATH.indexOf(lastBefore) : USUAL_PATH.indexOf(STAGES.submitted);
  return [...USUAL_PATH.slice(0, upTo + 1), stage];
}

/** Rows for one practice's demo bookings (or `count` generated ones for the benchmark). */
export interface BookingRows {
  owners: Insertable<OwnerTable>[];
  pets: Insertable<PetTable>[];
  bookings: Insertable<BookingTable>[];
  collectionDetails: Insertable<CollectionDetailsTable>[];
  /** Each booking's events in the order they happened: sealed into its custody chain as they are inserted. */
  orderEvents: (NewCustodyEvent & { id: string; booking_id: string })[];
  quotedProducts: Insertable<QuotedProductTable>[];
  specialInstructions: Insertable<SpecialInstructionTable>[];
  /** The images' rows, each with its bytes (stored in the file store under fileKeys.bookingImage). */
  images: (Insertable<BookingImageTable> & { content: Buffer })[];
}

const emptyRows = (): BookingRows => ({
  owners: [],
  pets: [],
  bookings: [],
  collectionDetails: [],
  orderEvents: [],
  quotedProducts: [],
  specialInstructions: [],
  images: [],
});

const SERVICE_NAMES = Object.fromEntries(serviceTypes.map((type) => [type.id, type.name])) as Record<string, string>;

const RELATIONSHIP: Record<PracticeKey, 'vet_direct' | 'referral' | 'vet_unity'> = {
  direct: 'vet_direct',
  referral: 'referral',
  unity: 'vet_unity',
};

interface BuildOptions {
  practice: PracticeKey;
  scenario: Scenario;
  id: string;
  orderNumber: string;
  now: number;
  rng: Random;
  /** The benchmark leaves out images and events to seed fast. */
  lean?: boolean;
}

const DAY = 86_400_000;
/** Ids of a booking's own rows: its id with the second group replaced by a kind digit and an index. */
const childId = (bookingId: string, kind: number, index = 0) =>
  `${bookingId.slice(0, 9)}${kind}${String(index).padStart(3, '0')}${bookingId.slice(13)}`;
const iso = (ms: number) => new Date(Math.round(ms / 1000) * 1000).toISOString();

function addBooking(rows: BookingRows, { practice, scenario, id, orderNumber, now, rng, lean = false }: BuildOptions) {
  const practiceId = PRACTICE_IDS[practice];
  const service: ServiceKey = scenario.service ?? 'privateCremation';
  const serviceTypeId = SERVICE_TYPE_IDS[service];
  const serviceName = SERVICE_NAMES[serviceTypeId] ?? 'private cremation';
  const relationship = RELATIONSHIP[practice];
  const locality = LOCALITIES[practice];
  const isVetSupply = service === 'vetSupplyOrder';
  const isCommunal = service === 'communalCremationVet' || service === 'communalCremationStrayWildlifeVet';
  const skipOwner = isVetSupply || service === 'communalCremationStrayWildlifeVet' || practice === 'unity' || (scenario.partial === true && rng.next() < 0.5);

  const created = now - rng.between(scenario.age[0], scenario.age[1]) * DAY;
  const history = stageHistory(scenario.stage);
  const isFinal = FINAL_STAGES.includes(scenario.stage);
  const reachedCremation = history.includes('Awaiting Cremation') && scenario.stage !== STAGES.cancelled;
  const okPrepare = scenario.okPrepare === true || (history.includes('Pre-Booking') && scenario.stage !== STAGES.cancelled && scenario.stage !== STAGES.pendingDetails);

  // Owner and pet.
  const [firstName, lastName] = rng.pick(OWNERS);
  const place = rng.pick(locality.places);
  const street = `${1 + Math.floor(rng.next() * 180)} ${rng.pick(locality.streets)}`;
  let ownerId: string | null = null;
  if (!skipOwner) {
    ownerId = childId(id, 1);
    const mobile = `4${String(Math.floor(rng.next() * 1e8)).padStart(8, '0')}`;
    rows.owners.push({
      id: ownerId,
      practice_id: practiceId,
      first_name: firstName,
      last_name: lastName,
      email_address: rng.next() < 0.7 ? `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, '') + '@example.com' : null,
      phone_mobile: scenario.ownerMobile === undefined ? `+61${mobile}` : scenario.ownerMobile,
      phone_home: null,
      phone_work: null,
      primary_address_street: street,
      primary_address_city: place[0],
      primary_address_state: locality.state,
      primary_address_postalcode: place[1],
      primary_address_country: 'Australia',
      primary_address_latitude: place[2],
      primary_address_longitude: place[3],
      return_add_option_c: rng.next() < 0.7 ? 'vet_address' : 'customer_address',
    });
  }
  let petId: string | null = null;
  let petName = '';
  let weight = 0;
  if (!isVetSupply) {
    const pet = rng.pick(PETS);
    petName = rng.pick(pet.names);
    petId = childId(id, 2);
    const grams = 'grams' in pet ? Math.round(rng.between(pet.grams[0], pet.grams[1])) : null;
    // A bird's kg as the wizard sends it: its grams by the breed's ratio, to the 2 decimals the weight rule takes.
    weight = 'weight' in pet ? Math.round(rng.between(pet.weight[0], pet.weight[1]) * 100) / 100 : customUnitToKg(grams ?? 0, GRAMS.ratio);
    const partialPet = scenario.partial === true && rng.next() < 0.5;
    rows.pets.push({
      id: petId,
      practice_id: practiceId,
      pet_first_name_c: petName,
      pet_last_name_c: skipOwner ? null : lastName,
      pet_breed_type_c: pet.type,
      pet_breed_c: partialPet ? null : pet.breed,
      pet_sex_c: partialPet ? null : rng.pick(['Male', 'Female']),
      pet_size_c: pet.size,
      pet_weight_c: partialPet ? null : weight,
      custom_unit_c: grams !== null ? 'grams' : null,
      custom_unit_value_c: grams,
      pet_collected_c: history.includes('Pet Collected') ? 1 : 0,
      pet_details_checked_c: history.includes('With Contractor') ? 1 : 0,
      pet_had_issue_c: 0,
    });
  }

  const homeCollection = !skipOwner && !isVetSupply && rng.next() < 0.25;
  const collectionFee = isVetSupply ? 15 : homeCollection ? 95 : isCommunal ? 0 : Math.round(rng.between(35, 60));
  const returnFee = isVetSupply || isCommunal || service === 'privateCremationDispersal' ? 0 : Math.round(rng.between(20, 35));
  const entered = iso(created);
  const eventTimes = history.map((_, i) => created + (i === 0 ? 0 : ((now - created) * i) / history.length) * 0.95);
  const submittedAt = history.includes(STAGES.submitted) ? eventTimes[1] : undefined;

  rows.bookings.push({
    id,
    practice_id: practiceId,
    order_id_c: orderNumber,
    name: petName ? `${petName} ${skipOwner ? '' : lastName}`.trim() : `Vet supply order ${orderNumber}`,
    order_stage_c: scenario.stage,
    service_type_id: serviceTypeId,
    booking_type: bookingTypeOf(serviceName),
    origin: 'portal',
    opportunity_type: serviceName,
    owner_id: ownerId,
    pet_id: petId,
    is_open_order_c: scenario.open ? 1 : 0,
    is_final_order_stage_c: isFinal ? 1 : 0,
    is_package_c: scenario.isPackage ? 1 : 0,
    skip_owner_details_form_c: skipOwner ? 1 : 0,
    provided_client_details_c: practice === 'unity' ? 0 : 1,
    has_default_product: isVetSupply ? 0 : 1,
    bill_to_c: relationship === 'vet_direct' ? 'Vet' : 'Client',
    vet_staff_c: rng.pick(VET_STAFF[practice]),
    ok_prepare_c: okPrepare ? 1 : 0,
    ok_prepare_time_c: okPrepare && submittedAt !== undefined ? iso(submittedAt + 3 * 3600_000) : null,
    ok_cremate_c: reachedCremation ? 1 : 0,
    collection_freight_fee_c: collectionFee,
    return_freight_fee_c: returnFee,
    client_details_c: null,
    office_instruction_c: null,
    date_entered: entered,
    date_modified: iso(eventTimes[eventTimes.length - 1] ?? created),
    stage_entered_at: iso(eventTimes[eventTimes.length - 1] ?? created),
    created_by: practice === 'direct' ? CONTACT_IDS.directStaff : practice === 'referral' ? CONTACT_IDS.referralStaff : CONTACT_IDS.unityStaff,
  });

  if (!isVetSupply) {
    const option = homeCollection ? 'customer_address' : 'vet_address';
    rows.collectionDetails.push({
      booking_id: id,
      collection_add_option_c: option,
      collection_add_street_c: homeCollection ? street : null,
      collection_add_city_c: homeCollection ? place[0] : null,
      collection_add_state_c: homeCollection ? locality.state : null,
      collection_add_postalcode_c: homeCollection ? place[1] : null,
      collection_add_country_c: homeCollection ? 'Australia' : null,
      collection_add_latitude_c: homeCollection ? place[2] : null,
      collection_add_longitude_c: homeCollection ? place[3] : null,
      collection_product_id: homeCollection ? '71000000-0000-4000-8000-000000000002' : '71000000-0000-4000-8000-000000000001',
      collection_product_name: homeCollection ? 'Home Collection' : 'Clinic Collection',
      collection_product_quantity: 1,
      is_home_collection: homeCollection ? 1 : 0,
    });
  }

  if (lean) return;

  history.forEach((stage, i) => {
    rows.orderEvents.push({
      id: childId(id, 3, i),
      booking_id: id,
      from_value: i === 0 ? null : (history[i - 1] ?? null),
      to_value: stage,
      event_kind: 'move',
      date_modified: iso(eventTimes[i] ?? created),
      created_by: i <= 1 ? 'portal' : CREMATORIUM_ACTOR,
    });
  });

  // Quoted products: the service line (not deletable) or the package with its contents, then keepsakes.
  let seq = 0;
  const line = (item: Product, extra: Partial<Insertable<QuotedProductTable>> = {}) => {
    const lineId = childId(id, 4, seq);
    rows.quotedProducts.push({
      id: lineId,
      booking_id: id,
      parent_product_id: null,
      actual_product_id_c: item.id,
      producttemplate_id_c: item.id,
      name: item.name,
      quantity: 1,
      unit_price: item.rrp,
      discount_price: item.pricebook,
      engraving_text: null,
      seq: seq++,
      deleted: 0,
      is_vpcreated: 1,
      package_products_c: null,
      can_be_deleted: 1,
      show_in_confirmation_email: item.showInConfirmationEmail ? 1 : 0,
      option_group_id: null,
      option_choice_id: null,
      ...extra,
    });
    return lineId;
  };
  /** A chosen option: a child line of `parent` priced as the choice. */
  const option = (parent: string, chosen: SeedOption, free = false) => {
    const lineId = childId(id, 4, seq);
    rows.quotedProducts.push({
      id: lineId,
      booking_id: id,
      parent_product_id: parent,
      actual_product_id_c: null,
      producttemplate_id_c: null,
      name: `${chosen.groupName}: ${chosen.choiceName}`,
      quantity: 1,
      unit_price: free ? 0 : chosen.rrp,
      discount_price: free ? 0 : chosen.pricebook,
      engraving_text: null,
      seq: seq++,
      deleted: 0,
      is_vpcreated: 1,
      package_products_c: null,
      can_be_deleted: 1,
      show_in_confirmation_email: 1,
      option_group_id: chosen.groupId,
      option_choice_id: chosen.choiceId,
    });
  };
  const serviceLine = (item: Product) => line(item, { can_be_deleted: 0 });
  if (isVetSupply) {
    line(PRODUCTS.bodyBags, { quantity: 2 });
    line(PRODUCTS.tags, { quantity: 3 });
  } else if (scenario.isPackage) {
    const finish = seedOption('cedarUrn', 'Finish', 'Natural oil');
    const engraving = `${petName} - Forever in our hearts`;
    const parent = line(PRODUCTS.package, {
      package_products_c: JSON.stringify({
        [PRODUCTS.cedarUrn.id]: { options: { [finish.groupId]: finish.choiceId }, engraving_text: null },
        [PRODUCTS.clayPaw.id]: { options: {}, engraving_text: null },
        [PRODUCTS.plaque.id]: { options: {}, engraving_text: engraving },
      }),
    });
    const urn = line(PRODUCTS.cedarUrn, { parent_product_id: parent, unit_price: 0, discount_price: 0 });
    option(urn, finish);
    line(PRODUCTS.clayPaw, { parent_product_id: parent, unit_price: 0, discount_price: 0 });
    line(PRODUCTS.plaque, { parent_product_id: parent, unit_price: 0, discount_price: 0, engraving_text: engraving });
  } else if (scenario.plaque) {
    serviceLine(weight > 25 ? PRODUCTS.privateLarge : weight > 10 ? PRODUCTS.privateMedium : PRODUCTS.privateSmall);
    line(PRODUCTS[scenario.plaque]);
  } else if (service === 'privateCremation') {
    serviceLine(weight > 25 ? PRODUCTS.privateLarge : weight > 10 ? PRODUCTS.privateMedium : PRODUCTS.privateSmall);
    const extras = Math.floor(rng.next() * 3);
    for (let i = 0; i < extras; i++) {
      const item = rng.pick(KEEPSAKES);
      if (!rows.quotedProducts.some((q) => q.booking_id === id && q.actual_product_id_c === item.id)) {
        const lineId = line(item, item === PRODUCTS.plaque ? { engraving_text: `${petName} - Always loved` } : {});
        if (item === PRODUCTS.rosewoodUrn) option(lineId, rosewoodSizeFor(weight));
      }
    }
  } else if (service === 'privateCremationDispersal') {
    serviceLine(PRODUCTS.dispersal);
  } else if (service === 'communalCremationVet') {
    serviceLine(PRODUCTS.communal);
    line(PRODUCTS.clayPaw);
  } else if (service === 'communalCremationStrayWildlifeVet') {
    serviceLine(PRODUCTS.stray);
  } else {
    const urn = line(PRODUCTS.rosewoodUrn);
    // The size that suits the pet (the cart check refuses one that does not); 12 kg when it has no weight.
    option(urn, rosewoodSizeFor(weight > 0 ? weight : 12));
    line(PRODUCTS.glassHeart, { quantity: 2 });
  }

  const instructionCount = isVetSupply ? 0 : Math.floor(rng.next() * 3);
  const used = new Set<string>();
  for (let i = 0; i < instructionCount; i++) {
    const description = rng.pick(INSTRUCTIONS);
    if (used.has(description)) continue;
    used.add(description);
    rows.specialInstructions.push({
      id: childId(id, 5, i),
      opportunity_id: id,
      description,
      completed: 0,
      seq: i,
      date_entered: entered,
    });
  }

  if (!scenario.noImage && !isVetSupply && scenario.stage !== STAGES.unsubmitted) {
    rows.images.push({
      id: childId(id, 6),
      booking_id: id,
      kind: 'pet_tag',
      file_name: `pet-tag-${orderNumber}.svg`,
      content_type: 'image/svg+xml',
      content: Buffer.from(
        petTagSvg({
          orderNumber,
          petName,
          ownerName: skipOwner ? '' : lastName,
          service: serviceName,
          colour: TAG_COLOURS[service] ?? '#f7d54a',
        }),
      ),
      date_entered: iso(eventTimes[Math.min(4, eventTimes.length - 1)] ?? created),
    });
  } else if (scenario.stage === STAGES.unsubmitted && scenario.key === 'partial-1') {
    // A partial booking with a tag photo already taken.
    rows.images.push({
      id: childId(id, 6),
      booking_id: id,
      kind: 'pet_tag',
      file_name: `pet-tag-${orderNumber}.svg`,
      content_type: 'image/svg+xml',
      content: Buffer.from(petTagSvg({ orderNumber, petName, ownerName: skipOwner ? '' : lastName, service: serviceName, colour: '#f7d54a' })),
      date_entered: entered,
    });
  }
}

/** The demo bookings of one practice. */
export function demoBookingRows(practice: PracticeKey, now: number): BookingRows {
  const rows = emptyRows();
  const rng = random(1000 + PRACTICE_NUMBER[practice]);
  for (const scenario of SCENARIOS) {
    if (scenario.only && !scenario.only.includes(practice)) continue;
    addBooking(rows, { practice, scenario, id: demoBookingId(practice, scenario.key), orderNumber: demoOrderNumber(practice, scenario.key), now, rng });
  }
  return rows;
}

/** `count` generated private/communal bookings over the last year, for the benchmark. */
export function bulkBookingRows(practice: PracticeKey, count: number, now: number, offset = 0): BookingRows {
  const rows = emptyRows();
  const rng = random(77 + offset);
  const pool = [...TRACKER_STAGES, STAGES.pendingDetails, STAGES.submitted, STAGES.unsubmitted, STAGES.cancelled, 'Completed - Returned', 'Completed - Returned', 'Completed - Posted'];
  for (let i = 0; i < count; i++) {
    const n = offset + i;
    const stage = rng.pick(pool);
    const hex = n.toString(16).padStart(12, '0');
    addBooking(rows, {
      practice,
      scenario: {
        key: `bulk-${n}`,
        stage,
        age: [0, 365],
        service: rng.next() < 0.8 ? 'privateCremation' : 'communalCremationVet',
        noImage: true,
      },
      id: `68000000-0000-4000-8000-${hex}`,
      orderNumber: `BK-${n + 100000}`,
      now,
      rng,
      lean: true,
    });
  }
  return rows;
}

/** Inserts booking rows in batches (SQLite caps the variables of one statement). */
/** Inserts `rows`, the images' bytes into `files` (by default the database store on `db`). */
export async function insertBookingRows(db: PortalDb, rows: BookingRows, files: FileStore = databaseFileStore(db)): Promise<void> {
  const batches = async <T>(items: T[], size: number, insert: (batch: T[]) => Promise<unknown>) => {
    for (let i = 0; i < items.length; i += size) await insert(items.slice(i, i + size));
  };
  await batches(rows.owners, 500, (batch) => db.insertInto('owners').values(batch).execute());
  await batches(rows.pets, 500, (batch) => db.insertInto('pets').values(batch).execute());
  await batches(rows.bookings, 300, (batch) => db.insertInto('bookings').values(batch).execute());
  await indexBookingsForSearch(db, rows.bookings.map((booking) => booking.id));
  await batches(rows.collectionDetails, 500, (batch) => db.insertInto('collection_details').values(batch).execute());
  const eventsOf = new Map<string, BookingRows['orderEvents']>();
  for (const event of rows.orderEvents) eventsOf.set(event.booking_id, [...(eventsOf.get(event.booking_id) ?? []), event]);
  const sealed = [...eventsOf].flatMap(([bookingId, events]) => sealEvents(bookingId, events, undefined));
  await batches(sealed, 500, (batch) => db.insertInto('order_events').values(batch).execute());
  // Parents before their children.
  const lines = [...rows.quotedProducts].sort((a, b) => Number(Boolean(a.parent_product_id)) - Number(Boolean(b.parent_product_id)));
  await batches(lines, 500, (batch) => db.insertInto('quoted_products').values(batch).execute());
  await batches(rows.specialInstructions, 500, (batch) => db.insertInto('special_instructions').values(batch).execute());
  const images = rows.images.map(({ content, ...row }) => ({ row, file: { key: fileKeys.bookingImage(row.id), content, contentType: row.content_type } }));
  await batches(images, 100, (batch) => db.insertInto('booking_images').values(batch.map((image) => image.row)).execute());
  await putAll(files, images.map((image) => image.file));
}

/** Invoices and rebates of each practice over the last months. */
export function demoInvoices(now: number): Insertable<InvoiceTable>[] {
  const invoices: Insertable<InvoiceTable>[] = [];
  for (const practice of Object.keys(PRACTICE_IDS) as PracticeKey[]) {
    const rng = random(500 + PRACTICE_NUMBER[practice]);
    for (let month = 0; month < 6; month++) {
      const day = new Date(now - (month * 30 + 3) * DAY);
      const date = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 9));
      const lines = [
        { description: 'Private cremations (monthly statement)', quantity: 4 + Math.floor(rng.next() * 8), unit_amount: 325 },
        { description: 'Communal cremations', quantity: 2 + Math.floor(rng.next() * 6), unit_amount: 82 },
        { description: 'Collection travel costs', quantity: 6 + Math.floor(rng.next() * 6), unit_amount: 45 },
        { description: 'Keepsakes and memorial products', quantity: 1 + Math.floor(rng.next() * 5), unit_amount: 62 },
      ];
      const total = lines.reduce((sum, l) => sum + l.quantity * l.unit_amount, 0);
      const hex = Math.floor(rng.next() * 0xffffff).toString(16).padStart(6, '0');
      const status = month === 0 ? 'Awaiting Payment' : month === 1 && practice === 'referral' ? 'Overdue' : 'Paid';
      invoices.push({
        id: `9${PRACTICE_NUMBER[practice]}${String(month).padStart(6, '0')}-4c1e-4a2b-9f00-0000a1${hex}`,
        practice_id: PRACTICE_IDS[practice],
        invoice_number: `INV-${ORDER_PREFIX[practice]}${date.getUTCFullYear()}${String(date.getUTCMonth() + 1).padStart(2, '0')}`,
        type: 'Invoice',
        status,
        date: date.toISOString(),
        due_date: new Date(date.getTime() + 30 * DAY).toISOString(),
        reference: `Statement ${date.toLocaleString('en-AU', { month: 'long', year: 'numeric', timeZone: 'Etc/UTC' })}`,
        lines: JSON.stringify(lines),
        total,
      });
      if (month % 3 === 1) {
        const rebateLines = [{ description: 'Volume rebate (quarterly)', quantity: 1, unit_amount: -Math.round(total * 0.05) }];
        invoices.push({
          id: `9${PRACTICE_NUMBER[practice]}${String(month).padStart(6, '0')}-4c1e-4a2b-9f00-0000b2${Math.floor(rng.next() * 0xffffff).toString(16).padStart(6, '0')}`,
          practice_id: PRACTICE_IDS[practice],
          invoice_number: `RBT-${ORDER_PREFIX[practice]}${date.getUTCFullYear()}${String(date.getUTCMonth() + 1).padStart(2, '0')}`,
          type: 'Rebate',
          status: 'Credited',
          date: new Date(date.getTime() + DAY).toISOString(),
          due_date: null,
          reference: 'Quarterly volume rebate',
          lines: JSON.stringify(rebateLines),
          total: rebateLines[0]?.unit_amount ?? 0,
        });
      }
    }
  }
  return invoices;
}

/** All demo bookings and invoices. */
export async function seedBookings(db: PortalDb, files: FileStore, now = Date.now()): Promise<void> {
  for (const practice of Object.keys(PRACTICE_IDS) as PracticeKey[]) {
    await insertBookingRows(db, demoBookingRows(practice, now), files);
  }
  await db.insertInto('invoices').values(demoInvoices(now)).execute();
}
