import { sql, type Kysely } from 'kysely';
import { bytesType } from '../dialect.ts';

/**
 * The booking domain: owners, pets, bookings, collection details, order events, quoted products
 * (children point at their parent line), special instructions, booking images and invoices.
 * Column names are the CRM's wire names (spec 000 s3), so the booking GET answers and the wizards'
 * POST bodies map onto columns one to one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('owners')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('practice_id', 'text', (col) => col.notNull().references('practices.id'))
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('email_address', 'text')
    .addColumn('phone_mobile', 'text')
    .addColumn('phone_home', 'text')
    .addColumn('phone_work', 'text')
    .addColumn('primary_address_street', 'text')
    .addColumn('primary_address_city', 'text')
    .addColumn('primary_address_state', 'text')
    .addColumn('primary_address_postalcode', 'text')
    .addColumn('primary_address_country', 'text')
    .addColumn('primary_address_latitude', 'double precision')
    .addColumn('primary_address_longitude', 'double precision')
    .addColumn('return_add_option_c', 'text')
    .execute();
  await db.schema.createIndex('owners_practice_id').on('owners').column('practice_id').execute();

  await db.schema
    .createTable('pets')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('practice_id', 'text', (col) => col.notNull().references('practices.id'))
    .addColumn('pet_first_name_c', 'text', (col) => col.notNull())
    .addColumn('pet_last_name_c', 'text')
    .addColumn('pet_breed_type_c', 'text')
    .addColumn('pet_breed_c', 'text')
    .addColumn('pet_sex_c', 'text')
    .addColumn('pet_size_c', 'text')
    .addColumn('pet_weight_c', 'double precision')
    .addColumn('custom_unit_c', 'text')
    .addColumn('custom_unit_value_c', 'double precision')
    .addColumn('pet_collected_c', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('pet_details_checked_c', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('pet_had_issue_c', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('pets_practice_id').on('pets').column('practice_id').execute();

  await db.schema
    .createTable('bookings')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('practice_id', 'text', (col) => col.notNull().references('practices.id'))
    .addColumn('order_id_c', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text')
    .addColumn('order_stage_c', 'text', (col) => col.notNull())
    .addColumn('service_type_id', 'text', (col) => col.notNull().references('service_types.id'))
    /** Private, Communal, Products or Vet Supply: derived from the service type when written. */
    .addColumn('booking_type', 'text', (col) => col.notNull())
    .addColumn('origin', 'text', (col) => col.notNull().defaultTo('portal'))
    .addColumn('opportunity_type', 'text')
    .addColumn('owner_id', 'text', (col) => col.references('owners.id'))
    .addColumn('pet_id', 'text', (col) => col.references('pets.id'))
    .addColumn('is_open_order_c', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_final_order_stage_c', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_package_c', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('skip_owner_details_form_c', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('provided_client_details_c', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('has_default_product', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('bill_to_c', 'text')
    .addColumn('vet_staff_c', 'text')
    .addColumn('ok_prepare_c', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('ok_prepare_time_c', 'text')
    .addColumn('ok_cremate_c', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('collection_freight_fee_c', 'numeric')
    .addColumn('return_freight_fee_c', 'numeric')
    .addColumn('client_details_c', 'text')
    .addColumn('office_instruction_c', 'text')
    .addColumn('date_entered', 'text', (col) => col.notNull())
    .addColumn('date_modified', 'text', (col) => col.notNull())
    .addColumn('created_by', 'text', (col) => col.references('contacts.id'))
    .execute();
  // The all-bookings list (newest first) and the stage-filtered dashboard tables. The second index
  // holds every dashboard filter column, so counting and paging a filter never reads the table.
  await db.schema
    .createIndex('bookings_practice_entered')
    .on('bookings')
    .columns(['practice_id', 'date_entered desc', 'id desc'])
    .execute();
  await db.schema
    .createIndex('bookings_practice_stage_entered')
    .on('bookings')
    // The dashboard filters, then the list order: a page of one stage is read in index order, with
    // no sort. (origin, rarely filtered, is left out: between the filters and the order it would
    // force a sort of every match.)
    .columns(['practice_id', 'order_stage_c', 'is_open_order_c', 'booking_type', 'date_entered desc', 'id desc'])
    .execute();

  await db.schema
    .createTable('collection_details')
    .addColumn('booking_id', 'text', (col) => col.primaryKey().references('bookings.id').onDelete('cascade'))
    .addColumn('collection_add_option_c', 'text', (col) =>
      col.check(sql<boolean>`collection_add_option_c in ('vet_address', 'customer_address', 'postal_address')`),
    )
    .addColumn('collection_add_street_c', 'text')
    .addColumn('collection_add_city_c', 'text')
    .addColumn('collection_add_state_c', 'text')
    .addColumn('collection_add_postalcode_c', 'text')
    .addColumn('collection_add_country_c', 'text')
    .addColumn('collection_add_latitude_c', 'double precision')
    .addColumn('collection_add_longitude_c', 'double precision')
    .addColumn('collection_product_id', 'text')
    .addColumn('collection_product_name', 'text')
    .addColumn('collection_product_quantity', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('is_home_collection', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('order_events')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('booking_id', 'text', (col) => col.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('from_value', 'text')
    .addColumn('to_value', 'text', (col) => col.notNull())
    .addColumn('date_modified', 'text', (col) => col.notNull())
    .addColumn('created_by', 'text')
    .execute();
  await db.schema.createIndex('order_events_booking').on('order_events').columns(['booking_id', 'date_modified']).execute();

  await db.schema
    .createTable('quoted_products')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('booking_id', 'text', (col) => col.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('parent_product_id', 'text', (col) => col.references('quoted_products.id').onDelete('cascade'))
    .addColumn('actual_product_id_c', 'text')
    .addColumn('producttemplate_id_c', 'text')
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull().defaultTo(1))
    /** The recommended retail price (RRP) of one unit, inc GST. */
    .addColumn('unit_price', 'numeric', (col) => col.notNull().defaultTo(0))
    /** The practice's pricebook price of one unit, inc GST. */
    .addColumn('discount_price', 'numeric', (col) => col.notNull().defaultTo(0))
    .addColumn('engraving_text', 'text')
    .addColumn('seq', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('deleted', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_vpcreated', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('package_products_c', 'text')
    .execute();
  await db.schema.createIndex('quoted_products_booking').on('quoted_products').columns(['booking_id', 'seq']).execute();

  await db.schema
    .createTable('special_instructions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('opportunity_id', 'text', (col) => col.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('completed', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('seq', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('date_entered', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('special_instructions_booking')
    .on('special_instructions')
    .columns(['opportunity_id', 'seq'])
    .execute();

  await db.schema
    .createTable('booking_images')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('booking_id', 'text', (col) => col.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull().defaultTo('pet_tag'))
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('content', bytesType(db), (col) => col.notNull())
    .addColumn('date_entered', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('booking_images_booking').on('booking_images').columns(['booking_id', 'kind']).execute();

  await db.schema
    .createTable('invoices')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('practice_id', 'text', (col) => col.notNull().references('practices.id'))
    .addColumn('invoice_number', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull().check(sql<boolean>`type in ('Invoice', 'Rebate')`))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('date', 'text', (col) => col.notNull())
    .addColumn('due_date', 'text')
    .addColumn('reference', 'text')
    /** JSON array of { description, quantity, unit_amount } (inc GST). */
    .addColumn('lines', 'text', (col) => col.notNull())
    .addColumn('total', 'numeric', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('invoices_practice_date').on('invoices').columns(['practice_id', 'date desc']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'invoices',
    'booking_images',
    'special_instructions',
    'quoted_products',
    'order_events',
    'collection_details',
    'bookings',
    'pets',
    'owners',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
