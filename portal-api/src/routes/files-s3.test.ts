// Files in S3 (issue 20): the app configured for a bucket on a local S3-compatible server (s3rver)
// stores uploads, booking images, product pictures and generated PDFs there, not in the database, and
// serves them behind its own signed links as with the database store.
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_PRODUCTS } from '../seed/catalog.ts';
import { demoBookingId } from '../seed/bookings.ts';
import { fileKeys } from '../storage/file-store.ts';
import { startTestS3Server, type TestS3Server } from '../testing/s3-server.ts';
import { createTestContext, type TestContext } from '../testing/test-app.ts';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

let s3: TestS3Server;
let bucket: S3Client;
let ctx: TestContext;
let direct = '';
beforeAll(async () => {
  s3 = await startTestS3Server();
  bucket = new S3Client({ region: s3.settings.region, endpoint: s3.settings.endpoint, forcePathStyle: true, credentials: s3.settings.credentials! });
  ctx = await createTestContext({ s3: s3.settings });
  direct = await ctx.tokenFor('direct.staff@example.com');
});
afterAll(async () => {
  await ctx.close();
  bucket.destroy();
  await s3.close();
});

/** The keys in the bucket under `prefix`. */
async function bucketKeys(prefix: string): Promise<string[]> {
  const listed = await bucket.send(new ListObjectsV2Command({ Bucket: s3.settings.bucket, Prefix: prefix }));
  return (listed.Contents ?? []).map((object) => object.Key ?? '');
}

/** The keys in the database's stored_files table under `prefix` (none, with S3). */
async function tableKeys(prefix: string): Promise<string[]> {
  return (await ctx.db.selectFrom('stored_files').select('key').where('key', 'like', `${prefix}%`).execute()).map((row) => row.key);
}

async function fetchSigned(url: string) {
  const link = new URL(url);
  return ctx.app.request(link.pathname + link.search);
}

describe('with PORTAL_S3_BUCKET, files live in the bucket', () => {
  it('an engraving upload: stored in the bucket, served behind the signed link with its headers', async () => {
    const bookingId = demoBookingId('direct', 'plaque-6');
    const booking = (await (await ctx.call('GET', `/portal/booking/${bookingId}`, { token: direct })).json()) as {
      data: { quoted_products: { id: string; actual_product_id_c: string | null }[] };
    };
    const line = booking.data.quoted_products.find((product) => product.actual_product_id_c === CATALOG_PRODUCTS.photoPlaqueUrn.id)!;
    const form = new FormData();
    form.append('file', new File([new Uint8Array(PNG)], 'art.png', { type: 'image/png' }));
    form.append('kind', 'custom_text');
    form.append('quoted_product_id', line.id);
    const uploaded = await ctx.app.request(`/portal/booking/upload_engraving/${bookingId}`, { method: 'POST', headers: { Authorization: `Bearer ${direct}` }, body: form });
    expect(uploaded.status).toBe(201);
    const { data } = (await uploaded.json()) as { data: { key: string; url: string } };

    expect(await bucketKeys(data.key)).toEqual([data.key]);
    expect(await tableKeys('engraving/')).toEqual([]);
    const file = await fetchSigned(data.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Type')).toBe('image/png');
    expect(file.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(file.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(file.headers.get('Cross-Origin-Resource-Policy')).toBe('cross-origin');
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('booking images: the seeded pet tag photos and a confirmation screenshot are in the bucket and served from it', async () => {
    expect((await bucketKeys('booking-images/')).length).toBeGreaterThan(0);
    expect(await tableKeys('booking-images/')).toEqual([]);

    const bookingId = demoBookingId('direct', 'partial-1');
    // A partial booking's pet may have no weight yet; the submit refuses a pet without one (issue 29).
    const { pet_id: petId } = await ctx.db.selectFrom('bookings').select('pet_id').where('id', '=', bookingId).executeTakeFirstOrThrow();
    await ctx.db.updateTable('pets').set({ pet_weight_c: 12.5 }).where('id', '=', petId ?? '').execute();
    const png = `data:image/png;base64,${PNG.toString('base64')}`;
    const completed = await ctx.call('POST', `/portal/booking/${bookingId}/complete`, { token: direct, body: { screenshot_image: png } });
    expect(completed.status, await completed.clone().text()).toBe(200);
    const images = (await (await ctx.call('GET', `/portal/booking/image/${bookingId}`, { token: direct })).json()) as {
      data: { id: string; kind: string; url: string }[];
    };
    const confirmation = images.data.find((image) => image.kind === 'confirmation')!;
    expect(await bucketKeys(fileKeys.bookingImage(confirmation.id))).toEqual([fileKeys.bookingImage(confirmation.id)]);
    const file = await fetchSigned(confirmation.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Type')).toBe('image/png');
    expect(file.headers.get('Content-Security-Policy')).toContain('sandbox');
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('product pictures are read from the bucket', async () => {
    const id = CATALOG_PRODUCTS.photoPlaqueUrn.id;
    expect(await bucketKeys(fileKeys.productImage(id, 'main'))).toEqual([fileKeys.productImage(id, 'main')]);
    const image = await ctx.app.request(`/catalog-images/${id}/main.svg`);
    expect(image.status).toBe(200);
    expect(image.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(await image.text()).toContain('<svg');
  });

  it('an invoice PDF is rendered once into the bucket and served from it', async () => {
    const { Invoices } = (await (await ctx.call('GET', '/portal/invoices', { token: direct })).json()) as { Invoices: { InvoiceID: string }[] };
    const invoiceId = Invoices[0]!.InvoiceID;
    const link = (await (await ctx.call('GET', `/portal/invoices/${invoiceId}?accept=application/pdf`, { token: direct })).json()) as { url: string };
    const first = await fetchSigned(link.url);
    expect(first.status).toBe(200);
    expect(first.headers.get('Content-Type')).toBe('application/pdf');
    const pdf = Buffer.from(await first.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const stored = await bucketKeys(`documents/invoices/${invoiceId}/`);
    expect(stored).toHaveLength(1);
    expect(await tableKeys('documents/')).toEqual([]);
    // The second request is answered from the bucket: the same bytes (a new render would carry a new date).
    const second = await fetchSigned(link.url);
    expect(Buffer.from(await second.arrayBuffer()).equals(pdf)).toBe(true);
    expect(await bucketKeys(`documents/invoices/${invoiceId}/`)).toEqual(stored);
  });

  it('the bucket unreachable: 503 with the error body, not a 500; back once it is', async () => {
    const link = (await (await ctx.call('GET', `/portal/booking/image/${demoBookingId('direct', 'partial-1')}`, { token: direct })).json()) as {
      data: { url: string }[];
    };
    const url = link.data[0]!.url;
    await s3.stop();
    try {
      const down = await fetchSigned(url);
      expect(down.status).toBe(503);
      expect(await down.json()).toEqual({ errors: { detail: 'Files cannot be reached just now. Please try again in a few minutes.' } });
    } finally {
      await s3.start();
    }
    expect((await fetchSigned(url)).status).toBe(200);
  });
});
