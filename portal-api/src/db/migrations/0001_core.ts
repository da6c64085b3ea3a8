import { sql, type Kysely } from 'kysely';
import { autoIncrementKey } from '../dialect.ts';

/** CHECK (column IN (...)): the closed value sets of the CRM picklists. */
function sqlIn(column: string, values: readonly string[]) {
  return sql<boolean>`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;
}

/** Brands, practices, contacts, service types, account managers and stored error reports. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('brands')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull().unique())
    .addColumn('logo_path', 'text', (col) => col.notNull())
    .addColumn('phone_work', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('parent', 'text')
    .addColumn('regions', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('account_managers')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('phone_mobile', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('picture_path', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('practices')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('opp_temporary_id', 'text')
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('office_address_street', 'text', (col) => col.notNull())
    .addColumn('office_address_city', 'text', (col) => col.notNull())
    .addColumn('office_address_state', 'text', (col) => col.notNull())
    .addColumn('office_address_postalcode', 'text', (col) => col.notNull())
    .addColumn('office_address_country', 'text', (col) => col.notNull())
    .addColumn('office_address_latitude', 'double precision')
    .addColumn('office_address_longitude', 'double precision')
    .addColumn('relationship_type_c', 'text', (col) =>
      col.notNull().check(sqlIn('relationship_type_c', ['vet_direct', 'referral', 'vet_unity'])),
    )
    .addColumn('has_portal_access_c', 'text', (col) => col.notNull().check(sqlIn('has_portal_access_c', ['Yes', 'No'])))
    .addColumn('pricing_information_c', 'text', (col) =>
      col.notNull().check(sqlIn('pricing_information_c', ['No price', 'Pricebook', 'RRP'])),
    )
    .addColumn('provides_client_details_c', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('default_collection_location_c', 'text', (col) =>
      col.notNull().check(sqlIn('default_collection_location_c', ['Vet', 'Customer'])),
    )
    .addColumn('client_details_c', 'text')
    .addColumn('brand_id', 'text', (col) => col.notNull().references('brands.id'))
    .addColumn('account_manager_id', 'text', (col) => col.references('account_managers.id'))
    .execute();

  await db.schema
    .createTable('contacts')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('practice_id', 'text', (col) => col.notNull().references('practices.id'))
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('cognito_username_c', 'text', (col) => col.notNull().unique())
    .addColumn('portal_access_c', 'text', (col) => col.notNull().check(sqlIn('portal_access_c', ['Level 1', 'Level 3'])))
    .addColumn('cognito_portal_active_c', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('contacts_practice_id').on('contacts').column('practice_id').execute();

  await db.schema
    .createTable('service_types')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull().unique())
    .execute();

  await db.schema
    .createTable('practice_service_types')
    .addColumn('practice_id', 'text', (col) => col.notNull().references('practices.id'))
    .addColumn('service_type_id', 'text', (col) => col.notNull().references('service_types.id'))
    .addPrimaryKeyConstraint('practice_service_types_pk', ['practice_id', 'service_type_id'])
    .execute();

  await db.schema
    .createTable('error_reports')
    .addColumn('id', ...autoIncrementKey(db))
    .addColumn('event_id', 'text')
    .addColumn('received_at', 'text', (col) => col.notNull())
    .addColumn('level', 'text')
    .addColumn('message', 'text')
    .addColumn('exception_type', 'text')
    .addColumn('exception_value', 'text')
    .addColumn('tags', 'text', (col) => col.notNull())
    .addColumn('booking_id', 'text')
    .addColumn('order_number', 'text')
    .addColumn('envelope', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'error_reports',
    'practice_service_types',
    'service_types',
    'contacts',
    'practices',
    'account_managers',
    'brands',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
