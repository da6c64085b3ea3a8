// Wire shapes for the catalog's component tests.
import type { BookingDto, QuotedProductDto } from '@portal/shared/api/bookings';
import type { CartLineDto, OptionGroupDto, PackageItemDto, ProductDetailDto, ProductDto, ProductOptionsDto } from '@portal/shared/api/catalog';
import type { CatalogStepProps } from '@portal/shared/contracts/catalog';

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

export const booking = (lines: CartLineDto[], overrides: Partial<BookingDto> = {}): BookingDto => ({
  id: 'booking-1',
  order_id_c: '100234',
  name: 'Bella Citizen',
  order_stage_c: 'VP Unsubmitted',
  service_type: { id: 'st-private', name: 'private cremation' },
  is_open_order_c: 1,
  is_final_order_stage_c: 0,
  is_package_c: 0,
  skip_owner_details_form_c: 0,
  provided_client_details_c: 1,
  ok_prepare_c: 0,
  ok_prepare_time_c: null,
  ok_cremate_c: 0,
  collection_freight_fee_c: 25,
  return_freight_fee_c: 15,
  vet_staff_c: 'Dr Jones',
  bill_to_c: null,
  date_entered: '2026-01-01T00:00:00Z',
  date_modified: '2026-01-01T00:00:00Z',
  first_name: 'Sam',
  last_name: 'Citizen',
  email_address: null,
  phone_mobile: null,
  phone_home: null,
  phone_work: null,
  primary_address_street: null,
  primary_address_city: null,
  primary_address_state: null,
  primary_address_postalcode: null,
  primary_address_country: null,
  primary_address_latitude: null,
  primary_address_longitude: null,
  pet_first_name_c: 'Bella',
  pet_last_name_c: 'Citizen',
  pet_breed_type_c: 'Dog',
  pet_breed_c: 'Beagle',
  pet_sex_c: 'Female',
  pet_weight_c: 12.5,
  custom_unit_c: null,
  custom_unit_value_c: null,
  collection_add_option_c: 'vet_address',
  collection_add_street_c: null,
  collection_add_city_c: null,
  collection_add_state_c: null,
  collection_add_postalcode_c: null,
  collection_add_country_c: null,
  collection_add_latitude_c: null,
  collection_add_longitude_c: null,
  pet_tag_image: null,
  order_events: [],
  quoted_products: lines,
  special_instructions: [],
  ...overrides,
});

export const vetDto = (pricing: 'No price' | 'Pricebook' | 'RRP' = 'Pricebook') => ({
  id: 'practice-id',
  name: 'Perth Paws Veterinary Hospital',
  office_location: {
    office_address_street: '120 Walcott Street',
    office_address_city: 'Mount Lawley',
    office_address_state: 'WA',
    office_address_postalcode: '6050',
    office_address_country: 'Australia',
    office_address_latitude: -31.9,
    office_address_longitude: 115.8,
  },
  cstm: {
    relationship_type_c: 'vet_direct',
    has_portal_access_c: 'Yes',
    pricing_information_c: pricing,
    provides_client_details_c: 1,
    default_collection_location_c: 'Vet',
    brand: { name: 'Lawnswood', brand_logo_link: 'http://api.test/static/brands/lawnswood.svg' },
  },
});

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
