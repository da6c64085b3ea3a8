// Wire shapes for the catalog's component tests.
import type { BookingDto, QuotedProductDto } from '@portal/contracts/wire/bookings';
import type { CartLineDto, OptionGroupDto, PackageItemDto, ProductDetailDto, ProductDto, ProductOptionsDto } from '@portal/contracts/wire/catalog';
import type { CatalogStepProps } from '@portal/contracts/federation/catalog';
import { bookingDto } from '@portal/shared/testing';

export const product = (id: string, name: string, overrides: Partial<ProductDto> = {}): ProductDto => ({
  id,
  name,
  category: 'Urns & Vessels',
  description: `${name}, made by hand.`,
  type: 'product',
  price: 95,
  thumbnail_url: `http://api.test/static/products/${id}-thumb.png`,
  requires_engraving: 0,
  engraving_max_length: 0,
  engraving_max_characters: 0,
  engraving_type: 'none',
  special_order: 0,
  min_weight: null,
  max_weight: null,
  order_by: null,
  has_options: 0,
  ...overrides,
});

export const detail = (base: ProductDto, overrides: Partial<ProductDetailDto> = {}): ProductDetailDto => ({
  ...base,
  package_products: [],
  total_product_price: null,
  ...overrides,
});

export const packageItem = (id: string, name: string, parentId: string, overrides: Partial<PackageItemDto> = {}): PackageItemDto => ({
  id,
  baseId: id,
  parentId,
  name,
  description: `${name}, included.`,
  unit_price: 0,
  thumbnail_url: `http://api.test/static/products/${id}-thumb.png`,
  requires_engraving: 0,
  engraving_max_length: 0,
  engraving_max_characters: 0,
  engraving_type: 'none',
  has_image: 1,
  special_order: 0,
  has_options: 0,
  type: 'product',
  ...overrides,
});

export const page = (data: ProductDto[], currentPage = 1, lastPage = 1) => ({ data, current_page: currentPage, last_page: lastPage });

export const group = (id: string, name: string, choices: [string, string, (0 | 1)?][], optionalStatus: OptionGroupDto['optionalStatus'] = 'Required'): OptionGroupDto => ({
  id,
  name,
  optionalStatus,
  filteredproducts: choices.map(([choiceId, choiceName, hasChildren = 0]) => ({
    id: choiceId,
    name: choiceName,
    price: 10,
    min_weight: null,
    max_weight: null,
    has_children: hasChildren,
  })),
});

export const options = (parents: OptionGroupDto[], extra: Partial<ProductOptionsDto> = {}): { data: ProductOptionsDto } => ({
  data: {
    product: { id: 'p', name: 'p', description: '', cstm: { type_c: 'product' } },
    parents,
    defaults: {},
    contact_us: 0,
    ...extra,
  },
});

export const line = (id: string, name: string, overrides: Partial<CartLineDto> = {}): CartLineDto => ({
  id,
  name,
  quantity: 1,
  unit_price: 100,
  discount_price: 80,
  engraving_text: null,
  actual_product_id_c: null,
  producttemplate_id_c: `product-of-${id}`,
  parent_product_id: null,
  seq: 0,
  deleted: 0,
  is_vpcreated: 1,
  package_products_c: null,
  child_products: [],
  can_be_deleted: 1,
  ...overrides,
});

export const childLine = (id: string, name: string, parent: string, overrides: Partial<QuotedProductDto> = {}): QuotedProductDto => ({
  ...line(id, name, { parent_product_id: parent, ...overrides }),
});

/** A booking with these cart lines (the shared wire builder). */
export const booking = (lines: CartLineDto[], overrides: Partial<BookingDto> = {}): BookingDto => bookingDto({ quoted_products: lines, ...overrides });

export const stepProps = (overrides: Partial<CatalogStepProps> = {}): CatalogStepProps => ({
  bookingId: 'booking-1',
  serviceTypeId: 'st-private',
  serviceTypeName: 'private cremation',
  wizardPath: 'private',
  mode: 'new',
  title: 'New private cremation',
  staffName: 'Dr Jones',
  pet: { name: 'Bella Citizen', weightKg: 12.5 },
  idempotencyKey: 'key-1',
  onBookingChange: () => undefined,
  onDone: () => undefined,
  goTo: () => undefined,
  registerNavigation: () => undefined,
  ...overrides,
});
