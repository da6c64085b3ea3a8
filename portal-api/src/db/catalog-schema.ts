import type { Generated, Selectable } from 'kysely';
import type { StockBrandCode } from '@portal/contracts/domain/catalog';
import type { Flag } from './booking-schema.ts';

/** Tables of migration 0005_catalog (issue 5). Money is per unit, inc GST. */
export type EngravingType = 'none' | 'text' | 'plaque';
export type ProductType = 'product' | 'package';

export interface ProductTable {
  id: string;
  name: string;
  /** One of CATEGORIES of @portal/contracts/wire/catalog. */
  category: string;
  description: Generated<string>;
  type: Generated<ProductType>;
  rrp: number;
  pricebook: number;
  requires_engraving: Generated<Flag>;
  engraving_max_length: Generated<number>;
  engraving_max_characters: Generated<number>;
  engraving_type: Generated<EngravingType>;
  min_weight: number | null;
  max_weight: number | null;
  order_by: number | null;
  special_order: Generated<Flag>;
  send_to_inventory: Generated<Flag>;
  has_inventory: Generated<Flag>;
  hide_in_portal: Generated<Flag>;
  show_in_confirmation_email: Generated<Flag>;
  seq: Generated<number>;
}

export interface ProductStockTable {
  product_id: string;
  brand_code: StockBrandCode;
  available: number;
  minimum: number;
}

export interface ProductServiceTypeTable {
  product_id: string;
  service_type_id: string;
}

export interface ProductOptionGroupTable {
  id: string;
  product_id: string;
  name: string;
  optional_status: 'Required' | 'Optional';
  /** The choice that reveals this group; null for the product's top-level groups. */
  parent_choice_id: string | null;
  seq: number;
}

export interface ProductOptionChoiceTable {
  id: string;
  group_id: string;
  name: string;
  rrp: number;
  pricebook: number;
  min_weight: number | null;
  max_weight: number | null;
  seq: number;
}

export interface PackageItemTable {
  package_id: string;
  product_id: string;
  seq: number;
}

export interface ProductImageTable {
  product_id: string;
  size: 'main' | 'thumb';
  /** Its bytes are in the file store under fileKeys.productImage(product_id, size). */
  content_type: string;
}

export interface CatalogDatabase {
  products: ProductTable;
  product_stock: ProductStockTable;
  product_service_types: ProductServiceTypeTable;
  product_option_groups: ProductOptionGroupTable;
  product_option_choices: ProductOptionChoiceTable;
  package_items: PackageItemTable;
  product_images: ProductImageTable;
}

export type OptionGroup = Selectable<ProductOptionGroupTable>;
export type OptionChoice = Selectable<ProductOptionChoiceTable>;
