import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { accessTokenOf, E2E_DATA_DIR } from './portal';

export const API = 'http://localhost:8090';
const root = path.resolve(import.meta.dirname, '..', '..');

export interface ApiBookingRow {
  id: string;
  order_id_c: string;
  order_stage_c: string;
  pet_first_name_c: string | null;
  pet_tag_image: { url: string } | null;
}

export interface ApiBooking extends ApiBookingRow {
  service_type: { id: string; name: string };
  collection_freight_fee_c: number;
  return_freight_fee_c: number;
  quoted_products: { name: string; quantity: number; unit_price: number; discount_price: number; child_products: { quantity: number; unit_price: number; discount_price: number }[] }[];
}

/** Calls portal-api with the signed-in person's token (the page must be signed in). */
export async function apiGet<T>(page: Page, pathAndQuery: string): Promise<T> {
  const response = await page.request.get(`${API}/${pathAndQuery}`, { headers: { Authorization: `Bearer ${await accessTokenOf(page)}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

/** The signed-in practice's first booking at a stage (newest first), from the API. */
export async function bookingAt(page: Page, stage: string, extra = ''): Promise<ApiBookingRow> {
  const body = await apiGet<{ data: ApiBookingRow[] }>(
    page,
    `portal/booking?${new URLSearchParams({ order_stage: stage, page_size: '1' }).toString()}${extra}`,
  );
  const row = body.data[0];
  if (!row) throw new Error(`No booking at ${stage}`);
  return row;
}

/** The crematorium's back office, on the e2e stack's database. */
export function backOffice(...args: string[]): string {
  // `pnpm --filter portal-api backoffice`, without pnpm's own start (a fifth of each call's CPU).
  return execFileSync(process.execPath, ['--import', 'tsx', 'src/cli/backoffice.ts', ...args], {
    cwd: path.join(root, 'portal-api'),
    env: { ...process.env, PORTAL_DATA_DIR: E2E_DATA_DIR },
    encoding: 'utf8',
  });
}

export { seriousViolations } from './a11y';

/** A private cremation booking as the wizard's first step sends it (any practice with the service type). */
export const REFERRAL_BOOKING = {
  skip_owner_details_form_c: 0,
  first_name: 'Sam',
  last_name: 'Citizen',
  email_address: 'sam@example.com',
  phone_mobile: '+61412345678',
  primary_address_street: '1 King William Street',
  primary_address_city: 'Adelaide',
  primary_address_state: 'SA',
  primary_address_postalcode: '5000',
  primary_address_country: 'Australia',
  pet_first_name_c: 'Biscuit',
  pet_last_name_c: 'Citizen',
  pet_breed_type_c: 'Dog',
  pet_breed_c: 'Beagle',
  pet_sex_c: 'Male',
  pet_weight_c: '12.50',
  vet_staff_c: 'Dr Jones',
  createBookingFlag: true,
};

/** A 1 x 1 PNG, the confirmation screenshot of bookings submitted through the API. */
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/**
 * A new booking of the signed-in member's practice for one of its service types, made through portal-api
 * as the wizard's first step would (owner and pet of REFERRAL_BOOKING unless `fields` says otherwise),
 * and submitted when asked: for a journey that starts past that step.
 */
export async function createBooking(
  page: Page,
  { serviceType = 'private cremation', fields = {}, submit = false }: { serviceType?: string; fields?: Record<string, unknown>; submit?: boolean } = {},
): Promise<ApiBookingRow> {
  const headers = { Authorization: `Bearer ${await accessTokenOf(page)}` };
  const types = await apiGet<{ data: { id: string; name: string }[] }>(page, 'portal/vet/service_types');
  const type = types.data.find((candidate) => candidate.name.toLowerCase() === serviceType);
  if (!type) throw new Error(`The practice has no ${serviceType} service type`);
  const created = await page.request.post(`${API}/portal/booking`, {
    headers,
    data: { ...REFERRAL_BOOKING, ...fields, class_pet_service_types_id_c: type.id },
  });
  expect(created.status(), await created.text()).toBe(201);
  const booking = ((await created.json()) as { data: ApiBookingRow }).data;
  if (!submit) return booking;
  return submitBooking(page, booking.id);
}

/** Submits an unsubmitted booking through portal-api, as the confirmation page's Submit booking does. */
export async function submitBooking(page: Page, bookingId: string): Promise<ApiBookingRow> {
  const headers = { Authorization: `Bearer ${await accessTokenOf(page)}` };
  const completed = await page.request.post(`${API}/portal/booking/${bookingId}/complete`, { headers, data: { screenshot_image: PNG } });
  expect(completed.status(), await completed.text()).toBe(200);
  return ((await completed.json()) as { data: ApiBookingRow }).data;
}

/** A private cremation booking of the signed-in member's practice for a pet of that name (see createBooking). */
export function createPrivateBooking(page: Page, { submit = false, petName = 'Biscuit' } = {}): Promise<ApiBookingRow> {
  return createBooking(page, { fields: { pet_first_name_c: petName }, submit });
}

interface ProductOptionsAnswer {
  data: { parents: { id: string; name: string; filteredproducts: { id: string; name: string }[] }[] };
}

/**
 * Puts a catalog product in a booking's cart through portal-api, as the product modal's Add would
 * (options by group and choice name, e.g. `{ Finish: 'Natural oil' }`): for a journey that starts at
 * the cart. Answers the new line's id.
 */
export async function addCartLine(page: Page, bookingId: string, productName: string, options: Record<string, string> = {}): Promise<string> {
  const listed = await apiGet<{ data: { id: string; name: string }[] }>(page, `portal/products?${new URLSearchParams({ search: productName }).toString()}`);
  const product = listed.data.find((candidate) => candidate.name === productName);
  if (!product) throw new Error(`No product ${productName}`);
  const groups = (await apiGet<ProductOptionsAnswer>(page, `portal/product_options/${product.id}/product/0/0/0`)).data.parents;
  const chosen = Object.fromEntries(
    Object.entries(options).map(([groupName, choiceName]) => {
      const group = groups.find((candidate) => candidate.name === groupName);
      const choice = group?.filteredproducts.find((candidate) => candidate.name === choiceName);
      if (!group || !choice) throw new Error(`No option ${groupName}: ${choiceName} of ${productName}`);
      return [group.id, choice.id];
    }),
  );
  const line = { id: null, product: product.id, quantity: 1, deleted: 0, engraving_text: null, options: chosen, package_products_c: null, editId: null, is_vpcreated: 1 };
  const response = await page.request.post(`${API}/portal/booking/${bookingId}`, {
    headers: { Authorization: `Bearer ${await accessTokenOf(page)}` },
    data: { line_items: [line] },
  });
  expect(response.status(), await response.text()).toBe(200);
  const booking = ((await response.json()) as { data: { quoted_products: { id: string; actual_product_id_c: string | null; deleted: number }[] } }).data;
  const added = booking.quoted_products.filter((candidate) => candidate.actual_product_id_c === product.id && !candidate.deleted).pop();
  if (!added) throw new Error(`${productName} was not added`);
  return added.id;
}
