import { execFileSync } from 'node:child_process';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { E2E_DATA_DIR } from './portal';

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
  collection_freight_fee_c: number;
  return_freight_fee_c: number;
  quoted_products: { name: string; quantity: number; unit_price: number; discount_price: number; child_products: { quantity: number; unit_price: number; discount_price: number }[] }[];
}

/** Calls portal-api with the signed-in person's token (the page must be signed in). */
export async function apiGet<T>(page: Page, pathAndQuery: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const response = await page.request.get(`${API}/${pathAndQuery}`, { headers: { Authorization: `Bearer ${token ?? ''}` } });
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
  return execFileSync('pnpm', ['--silent', '--filter', 'portal-api', 'backoffice', ...args], {
    cwd: root,
    env: { ...process.env, PORTAL_DATA_DIR: E2E_DATA_DIR },
    encoding: 'utf8',
  });
}

/** Serious or critical axe violations on the page as it is now. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(', ')}`);
}
