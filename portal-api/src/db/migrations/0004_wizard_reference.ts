import type { Kysely } from 'kysely';

/**
 * What the booking wizards need beside the booking tables of 0002 (issue 4): pet types and breeds
 * (a breed may weigh in a custom unit, e.g. grams, with its ratio to kg), collection zones over
 * Australian postcodes with their collection products, and the idempotency keys that make a retried
 * `POST portal/booking` answer the booking it already created.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pet_types')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('pet_type', 'text', (col) => col.notNull().unique())
    .addColumn('seq', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('pet_breeds')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('pet_type', 'text', (col) => col.notNull().references('pet_types.pet_type'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('custom_unit', 'text')
    .addColumn('custom_unit_to_kg_ratio', 'double precision')
    .execute();
  await db.schema.createIndex('pet_breeds_type_name').on('pet_breeds').columns(['pet_type', 'name']).unique().execute();

  await db.schema
    .createTable('collection_zones')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('collection_zone_postcodes')
    .addColumn('postcode', 'text', (col) => col.notNull())
    .addColumn('zone_id', 'text', (col) => col.notNull().references('collection_zones.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('collection_zone_postcodes_pk', ['postcode', 'zone_id'])
    .execute();
  await db.schema
    .createTable('collection_products')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('zone_id', 'text', (col) => col.notNull().references('collection_zones.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('is_home_collection', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('unit_price', 'numeric', (col) => col.notNull().defaultTo(0))
    .addColumn('seq', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('collection_products_zone').on('collection_products').columns(['zone_id', 'seq']).execute();

  await db.schema
    .createTable('booking_idempotency_keys')
    .addColumn('practice_id', 'text', (col) => col.notNull().references('practices.id'))
    .addColumn('idempotency_key', 'text', (col) => col.notNull())
    .addColumn('booking_id', 'text', (col) => col.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('booking_idempotency_keys_pk', ['practice_id', 'idempotency_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['booking_idempotency_keys', 'collection_products', 'collection_zone_postcodes', 'collection_zones', 'pet_breeds', 'pet_types']) {
    await db.schema.dropTable(table).execute();
  }
}
