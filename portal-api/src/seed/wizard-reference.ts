// Reference data of the booking wizards (issue 4): pet types and breeds, collection zones and their
// collection products. Loaded on every start when missing, so a database made before migration 0004
// gets it too. Breed names come from @faker-js/faker's English animal lists (MIT): every dog and cat
// breed it knows, and the species of the other kinds. The English faker alone: the package's root
// loads every locale, which was a sixth of portal-api's start.
import { faker } from '@faker-js/faker/locale/en';
import type { PortalDb } from '../db/database.ts';
import type { PetBreedTable } from '../db/wizard-schema.ts';

export const GRAMS = { unit: 'grams', ratio: 0.001 } as const;

const { animal: animals } = faker.rawDefinitions;

/** Pet types in list order, with where their breeds come from and the unit they are weighed in. */
export const PET_TYPES: { petType: string; breeds: readonly string[]; unit?: typeof GRAMS }[] = [
  { petType: 'Dog', breeds: [...(animals?.dog ?? []), 'Mixed breed'] },
  { petType: 'Cat', breeds: [...(animals?.cat ?? []), 'Domestic Shorthair', 'Domestic Longhair', 'Mixed breed'] },
  { petType: 'Rabbit', breeds: [...(animals?.rabbit ?? [])] },
  { petType: 'Bird', breeds: [...(animals?.bird ?? [])], unit: GRAMS },
  { petType: 'Rodent', breeds: [...(animals?.rodent ?? [])], unit: GRAMS },
  { petType: 'Fish', breeds: [...(animals?.fish ?? [])], unit: GRAMS },
  { petType: 'Reptile', breeds: [...(animals?.snake ?? []), 'Bearded Dragon', 'Blue-tongue Lizard', 'Turtle'], unit: GRAMS },
  { petType: 'Other', breeds: ['Other'] },
];

export const PET_TYPE_IDS = Object.fromEntries(
  PET_TYPES.map(({ petType }, index) => [petType, `60000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`]),
);

/**
 * Collection zones over real Australian postcodes (ranges inclusive). Postcodes outside every range
 * (e.g. 0870 Alice Springs, 4870 Cairns, 6725 Broome, 7000 Hobart) have no collection products.
 */
export const COLLECTION_ZONES = [
  { id: '61000000-0000-4000-8000-000000000001', name: 'Perth Metro', state: 'WA', ranges: [[6000, 6199]] },
  { id: '61000000-0000-4000-8000-000000000002', name: 'Adelaide Metro', state: 'SA', ranges: [[5000, 5199]] },
  { id: '61000000-0000-4000-8000-000000000003', name: 'Brisbane Metro', state: 'QLD', ranges: [[4000, 4207], [4300, 4305], [4500, 4519]] },
  { id: '61000000-0000-4000-8000-000000000004', name: 'Sydney Metro', state: 'NSW', ranges: [[2000, 2249], [2555, 2574], [2740, 2786]] },
  { id: '61000000-0000-4000-8000-000000000005', name: 'Melbourne Metro', state: 'VIC', ranges: [[3000, 3207], [3335, 3341], [3750, 3810]] },
] as const;

/** Each zone offers collection from the clinic and a home collection (the $50 additional charge). */
function zoneProducts(zone: (typeof COLLECTION_ZONES)[number], index: number) {
  const n = index + 1;
  return [
    { id: `62000000-0000-4000-8000-0000000000${n}1`, zone_id: zone.id, name: `Vet clinic collection - ${zone.name}`, is_home_collection: 0 as const, unit_price: 0, seq: 1 },
    { id: `62000000-0000-4000-8000-0000000000${n}2`, zone_id: zone.id, name: `After-hours collection - ${zone.name}`, is_home_collection: 0 as const, unit_price: 35, seq: 2 },
    { id: `62000000-0000-4000-8000-0000000000${n}3`, zone_id: zone.id, name: `Home collection - ${zone.name}`, is_home_collection: 1 as const, unit_price: 50, seq: 3 },
  ];
}

const postcodesOf = (ranges: readonly (readonly [number, number])[]) =>
  ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(4, '0')));

async function isEmpty(db: PortalDb, table: 'pet_types' | 'collection_zones') {
  const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count) === 0;
}

/** Inserts the wizard reference data that is missing; returns whether it inserted any. */
export async function seedWizardReference(db: PortalDb): Promise<boolean> {
  let inserted = false;
  if (await isEmpty(db, 'pet_types')) {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('pet_types')
        .values(PET_TYPES.map(({ petType }, seq) => ({ id: PET_TYPE_IDS[petType] ?? petType, pet_type: petType, seq })))
        .execute();
      for (const { petType, breeds, unit } of PET_TYPES) {
        const unique = [...new Set(breeds.map((name) => name.trim()).filter(Boolean))];
        const rows: PetBreedTable[] = unique.map((name) => ({
          id: crypto.randomUUID(),
          pet_type: petType,
          name,
          custom_unit: unit?.unit ?? null,
          custom_unit_to_kg_ratio: unit?.ratio ?? null,
        }));
        // SQLite allows at most 32766 bound values per statement: insert in slices.
        for (let at = 0; at < rows.length; at += 500) await trx.insertInto('pet_breeds').values(rows.slice(at, at + 500)).execute();
      }
    });
    inserted = true;
  }
  if (await isEmpty(db, 'collection_zones')) {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('collection_zones')
        .values(COLLECTION_ZONES.map(({ id, name, state }) => ({ id, name, state })))
        .execute();
      for (const [index, zone] of COLLECTION_ZONES.entries()) {
        const postcodes = postcodesOf(zone.ranges).map((postcode) => ({ postcode, zone_id: zone.id }));
        for (let at = 0; at < postcodes.length; at += 500) {
          await trx.insertInto('collection_zone_postcodes').values(postcodes.slice(at, at + 500)).execute();
        }
        await trx.insertInto('collection_products').values(zoneProducts(zone, index)).execute();
      }
    });
    inserted = true;
  }
  return inserted;
}
