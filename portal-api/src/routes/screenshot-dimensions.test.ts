// The confirmation screenshot's pixels (issue 29, item 7): a data URL whose header claims more pixels
// than the portal shows, or whose header cannot be read, is refused (422 naming screenshot_image) on
// both submit calls, and nothing is submitted or stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LineItemWrite } from '@portal/contracts/wire/catalog';
import { CATALOG_PRODUCTS } from '../seed/catalog.ts';
import { SERVICE_TYPE_IDS } from '../seed/demo-data.ts';
import { SKIPPED_OWNER_BOOKING } from '../testing/booking-payloads.ts';
import { dataUrlOf, jpegOfSize, pngOfSize } from '../testing/images.ts';
import { dataOf, invalidFieldsOf } from '../testing/responses.ts';
import { createTestContext, type TestContext } from '../testing/test-app.ts';

const DIRECT = 'direct.staff@example.com';

let ctx: TestContext;
let token = '';
beforeAll(async () => {
  ctx = await createTestContext();
  token = await ctx.tokenFor(DIRECT);
});
afterAll(() => ctx.close());

const tooLarge = (size: string) =>
  `The confirmation screenshot is ${size} pixels, larger than the portal can show: at most 10,000 pixels a side and 50 megapixels. Please choose a smaller image.`;
const UNREADABLE = 'The confirmation screenshot could not be read: its width and height are missing or damaged. Please choose another image.';

const REFUSED: [string, string, string][] = [
  ['a 16000 x 16000 PNG', dataUrlOf(pngOfSize(16000, 16000)), tooLarge('16,000 x 16,000')],
  ['a PNG claiming 2^31-1 a side', dataUrlOf(pngOfSize(2 ** 31 - 1, 2 ** 31 - 1)), tooLarge('2,147,483,647 x 2,147,483,647')],
  ['a 9000 x 9000 JPEG', dataUrlOf(jpegOfSize(9000, 9000), 'jpeg'), tooLarge('9,000 x 9,000')],
  ['a PNG cut short in its header', dataUrlOf(pngOfSize(100, 100).subarray(0, 20)), UNREADABLE],
  ['a JPEG sent as a PNG', dataUrlOf(jpegOfSize(100, 100)), UNREADABLE],
  ['bytes that are no image', 'data:image/png;base64,AAAA', UNREADABLE],
];

const stageOf = (id: string) => ctx.db.selectFrom('bookings').select('order_stage_c').where('id', '=', id).executeTakeFirstOrThrow();
const imagesOf = (id: string) => ctx.db.selectFrom('booking_images').select('id').where('booking_id', '=', id).execute();

describe('the confirmation screenshot is refused when its header claims too many pixels or cannot be read', () => {
  it.each(REFUSED)('POST portal/booking/{id}/complete: %s', async (_name, screenshot, message) => {
    const created = await dataOf<{ id: string }>(await ctx.call('POST', '/portal/booking', { token, body: SKIPPED_OWNER_BOOKING }), 201);
    const refused = await ctx.call('POST', `/portal/booking/${created.id}/complete`, { token, body: { screenshot_image: screenshot } });
    expect(await invalidFieldsOf(refused)).toEqual({ screenshot_image: message });
    expect(await stageOf(created.id)).toEqual({ order_stage_c: 'VP Unsubmitted' });
    expect(await imagesOf(created.id)).toEqual([]);
  });

  it('POST portal/booking/{id}/vet_supply_submit: a 16000 x 16000 PNG is refused, a page-sized one submits', async () => {
    const line: LineItemWrite = {
      id: null,
      product: CATALOG_PRODUCTS.bodyBags.id,
      quantity: 1,
      deleted: 0,
      engraving_text: null,
      options: {},
      package_products_c: null,
      editId: null,
      is_vpcreated: 1,
    };
    const order = await dataOf<{ id: string }>(
      await ctx.call('POST', '/portal/booking', {
        token,
        body: { class_pet_service_types_id_c: SERVICE_TYPE_IDS.vetSupplyOrder, vet_staff_c: 'Dana Nguyen', createBookingFlag: true, line_items: [line] },
      }),
      201,
    );
    const path = `/portal/booking/${order.id}/vet_supply_submit`;
    const refused = await ctx.call('POST', path, { token, body: { screenshot_image: dataUrlOf(pngOfSize(16000, 16000)) } });
    expect(await invalidFieldsOf(refused)).toEqual({ screenshot_image: tooLarge('16,000 x 16,000') });
    expect(await stageOf(order.id)).toEqual({ order_stage_c: 'VP Unsubmitted' });
    expect(await imagesOf(order.id)).toEqual([]);

    // A long confirmation page as the page sends it (scaled to fit): submitted, with its image.
    const submitted = await dataOf<{ order_stage_c: string }>(await ctx.call('POST', path, { token, body: { screenshot_image: dataUrlOf(pngOfSize(1000, 10_000)) } }));
    expect(submitted.order_stage_c).toBe('VP Submitted');
    expect(await imagesOf(order.id)).toHaveLength(1);
  });
});
