import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { corsHeaders } from '../support/portal';

test.use({ as: 'directStaff' });

const REPORTS = 'http://localhost:8090/dev/error-reports';

interface StoredReport {
  exception: { type: string | null; value: string | null };
  envelope: string;
}

async function reportsMentioning(request: APIRequestContext, text: string) {
  const body = (await (await request.get(REPORTS)).json()) as { data: StoredReport[] };
  return body.data.filter((report) => report.exception.value?.includes(text));
}

test('a server error is reported through the tunnel with stack paths trimmed to the web root; a 422 is not', async ({
  page,
  request,
}) => {
  await page.route('**/portal/vet/service_types', (route) =>
    route.fulfill({ status: 422, headers: corsHeaders, json: { errors: { detail: { name: 'bad' } } } }),
  );
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: 'New Booking' })).toBeVisible();

  await page.unroute('**/portal/vet/service_types');
  await page.route('**/portal/vet/service_types', (route) =>
    route.fulfill({ status: 500, headers: corsHeaders, json: { errors: { detail: 'Server error' } } }),
  );
  await page.reload();
  await expect(page.getByRole('link', { name: 'New Booking' })).toBeVisible();

  await expect
    .poll(async () => (await reportsMentioning(request, 'service_types answered 500')).length)
    .toBeGreaterThan(0);
  expect(await reportsMentioning(request, 'service_types answered 422')).toHaveLength(0);
  const [stored] = await reportsMentioning(request, 'service_types answered 500');
  // Frames name files from the web root (~/main.js), not the host and port they were served from.
  expect(stored!.envelope).toMatch(/"filename":"~\/[^"]+\.js"/);
  expect(stored!.envelope).not.toContain('"filename":"http://localhost');
});
