import { sql, type Kysely } from 'kysely';
import { bytesType } from '../dialect.ts';

/**
 * The catalog (issue 5; spec 001 s3 'Product custom fields', s9 'Stock'): products with their custom
 * fields and prices (RRP and pricebook, both per unit inc GST), per-brand stock, the service types a
 * package serves, option groups and their choices (a group may depend on a choice of another group),
 * a package's items, and the product images. Quoted products learn whether a line may be deleted
 * (the default service line may not), which option a child line is, and whether it shows in the
 * confirmation email.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('products')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('type', 'text', (col) => col.notNull().defaultTo('product').check(sql<boolean>`type in ('product', 'package')`))
    /** Recommended retail price of one unit, inc GST. */
    .addColumn('rrp', 'numeric', (col) => col.notNull().defaultTo(0))
    /** Pricebook (practice) price of one unit, inc GST. */
    .addColumn('pricebook', 'numeric', (col) => col.notNull().defaultTo(0))
    .addColumn('requires_engraving', 'integer', (col) => col.notNull().defaultTo(0))
    /** Engraving lines allowed (0: no engraving text). */
    .addColumn('engraving_max_length', 'integer', (col) => col.notNull().defaultTo(0))
    /** Characters allowed per engraving line. */
    .addColumn('engraving_max_characters', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('engraving_type', 'text', (col) =>
      col.notNull().defaultTo('none').check(sql<boolean>`engraving_type in ('none', 'text', 'plaque')`),
    )
    .addColumn('min_weight', 'double precision')
    .addColumn('max_weight', 'double precision')
    /** Days of lead time when ordered. */
    .addColumn('order_by', 'integer')
    .addColumn('special_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('send_to_inventory', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('has_inventory', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('hide_in_portal', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('show_in_confirmation_email', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('seq', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  // The product list: by category (the filter), in name order (the list's order).
  await db.schema.createIndex('products_category_name').on('products').columns(['category', 'name']).execute();
  await db.schema.createIndex('products_name').on('products').column('name').execute();

  await db.schema
    .createTable('product_stock')
    .addColumn('product_id', 'text', (col) => col.notNull().references('products.id').onDelete('cascade'))
    .addColumn('brand_code', 'text', (col) =>
      col.notNull().check(sql<boolean>`brand_code in ('WA LWD', 'VIC EDH', 'SA EDH', 'AW EDH')`),
    )
    .addColumn('available', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('minimum', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('product_stock_pk', ['product_id', 'brand_code'])
    .execute();

  await db.schema
    .createTable('product_service_types')
    .addColumn('product_id', 'text', (col) => col.notNull().references('products.id').onDelete('cascade'))
    .addColumn('service_type_id', 'text', (col) => col.notNull().references('service_types.id'))
    .addPrimaryKeyConstraint('product_service_types_pk', ['product_id', 'service_type_id'])
    .execute();

  await db.schema
    .createTable('product_option_groups')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('product_id', 'text', (col) => col.notNull().references('products.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('optional_status', 'text', (col) =>
      col.notNull().defaultTo('Required').check(sql<boolean>`optional_status in ('Required', 'Optional')`),
    )
    /** The choice (of another group of the product) that reveals this group; null at the top level. */
    .addColumn('parent_choice_id', 'text')
    .addColumn('seq', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('product_option_groups_product')
    .on('product_option_groups')
    .columns(['product_id', 'parent_choice_id', 'seq'])
    .execute();
  await db.schema.createIndex('product_option_groups_parent').on('product_option_groups').column('parent_choice_id').execute();

  await db.schema
    .createTable('product_option_choices')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('group_id', 'text', (col) => col.notNull().references('product_option_groups.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('rrp', 'numeric', (col) => col.notNull().defaultTo(0))
    .addColumn('pricebook', 'numeric', (col) => col.notNull().defaultTo(0))
    .addColumn('min_weight', 'double precision')
    .addColumn('max_weight', 'double precision')
    .addColumn('seq', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('product_option_choices_group').on('product_option_choices').columns(['group_id', 'seq']).execute();

  await db.schema
    .createTable('package_items')
    .addColumn('package_id', 'text', (col) => col.notNull().references('products.id').onDelete('cascade'))
    .addColumn('product_id', 'text', (col) => col.notNull().references('products.id'))
    .addColumn('seq', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('package_items_pk', ['package_id', 'product_id'])
    .execute();

  await db.schema
    .createTable('product_images')
    .addColumn('product_id', 'text', (col) => col.notNull().references('products.id').onDelete('cascade'))
    .addColumn('size', 'text', (col) => col.notNull().check(sql<boolean>`size in ('main', 'thumb')`))
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('content', bytesType(db), (col) => col.notNull())
    .addPrimaryKeyConstraint('product_images_pk', ['product_id', 'size'])
    .execute();

  await db.schema.alterTable('quoted_products').addColumn('can_be_deleted', 'integer', (col) => col.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('quoted_products').addColumn('option_group_id', 'text').execute();
  await db.schema.alterTable('quoted_products').addColumn('option_choice_id', 'text').execute();
  await db.schema
    .alterTable('quoted_products')
    .addColumn('show_in_confirmation_email', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('quoted_products_parent').on('quoted_products').column('parent_product_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('quoted_products_parent').execute();
  for (const column of ['show_in_confirmation_email', 'option_choice_id', 'option_group_id', 'can_be_deleted']) {
    await db.schema.alterTable('quoted_products').dropColumn(column).execute();
  }
  for (const table of [
    'product_images',
    'package_items',
    'product_option_choices',
    'product_option_groups',
    'product_service_types',
    'product_stock',
    'products',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
