// The engraving calls (issue 6): plaque configs, uploads behind signed links, lookup, submit, approve,
// the owner's phone check with its limit (opened only by the owner's link, issue 16 item 2), the
// grant's scope, the approval request in the outbox, and the versions on the booking's lines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGRAVING_GRANT_HEADER, ENGRAVING_LINK_HEADER, type EngravingLookupDto, type EngravingSubmitDto, type EngravingVersionDto, type OwnerRequestDto, type StoredFileDto } from '@portal/contracts/wire/engraving';
import type { BookingDto } from '@portal/contracts/wire/bookings';
import {
  artworkApprovedMessage,
  IMAGE_REQUIRED_MESSAGE,
  NO_DATA_MESSAGE,
  NO_OWNER_PHONE_MESSAGE,
  NO_PRODUCT_ENGRAVED_MESSAGE,
  OWNER_LINK_INVALID_MESSAGE,
  PHONE_INVALID_FOR_ENGRAVING_MESSAGE,
  tooManyTriesMessage,
  VERIFY_PHONE_FORMAT_MESSAGE,
  sameAsLatestMessage,
  type PlaqueConfigInput,
} from '@portal/contracts/domain/engraving';
import { createOwnerGrants } from '../auth/owner-grant.ts';
import { moveBookingStage } from '../data/bookings.ts';
import { attemptPhoneCheck } from '../data/engraving.ts';
import { issueOwnerLink, ownerLinkHash } from '../data/owner-links.ts';
import { demoBookingId } from '../seed/bookings.ts';
import { SERVICE_TYPE_IDS } from '../seed/demo-data.ts';
import { CATALOG_PRODUCTS } from '../seed/catalog.ts';
import { GUEST_USERNAME } from '../seed/demo-data.ts';
import { jpegOfSize, pngOfSize } from '../testing/images.ts';
import { createTestContext, type TestContext } from '../testing/test-app.ts';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const JPEG = jpegOfSize(640, 480);

let ctx: TestContext;
const tokens = { direct: '', referral: '', guest: '' };

beforeAll(async () => {
  ctx = await createTestContext();
  tokens.direct = await ctx.tokenFor('direct.staff@example.com');
  tokens.referral = await ctx.tokenFor('referral.staff@example.com');
  tokens.guest = await ctx.tokenFor(GUEST_USERNAME);
});
afterAll(() => ctx.close());

interface CallOptions {
  token?: string;
  grant?: string;
  /** The secret of the owner's approval link (the phone check's key). */
  link?: string;
  json?: unknown;
  form?: FormData;
}

function request(method: string, path: string, { token, grant, link, json, form }: CallOptions = {}) {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (grant) headers[ENGRAVING_GRANT_HEADER] = grant;
  if (link !== undefined) headers[ENGRAVING_LINK_HEADER] = link;
  if (json !== undefined) headers['Content-Type'] = 'application/json';
  return ctx.app.request(path, { method, headers, ...(json !== undefined ? { body: JSON.stringify(json) } : form ? { body: form } : {}) });
}

async function expectJson<T>(response: Response, status: number): Promise<T> {
  const body = (await response.json()) as T;
  expect(response.status, JSON.stringify(body)).toBe(status);
  return body;
}

/** The plaque line of a seeded plaque booking. */
async function plaqueLine(key: string) {
  const bookingId = demoBookingId('direct', key);
  const { data } = await expectJson<{ data: BookingDto }>(await request('GET', `/portal/booking/${bookingId}`, { token: tokens.direct }), 200);
  const plaqueProducts = [CATALOG_PRODUCTS.photoPlaqueUrn.id, CATALOG_PRODUCTS.plaque.id, CATALOG_PRODUCTS.photoTile.id];
  const line = data.quoted_products.find((product) => plaqueProducts.includes(product.actual_product_id_c ?? ''));
  const service = data.quoted_products.find((product) => product.can_be_deleted === 0);
  if (!line || !service) throw new Error(`No plaque line on ${key}`);
  return { bookingId, lineId: line.id, serviceLineId: service.id, productId: line.actual_product_id_c ?? '' };
}

function uploadForm(quotedProductId: string, kind: string, bytes: Buffer, name = `${kind}.png`) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name, { type: 'image/png' }));
  form.append('kind', kind);
  form.append('quoted_product_id', quotedProductId);
  return form;
}

async function upload(bookingId: string, lineId: string, kind: string, auth: CallOptions = { token: tokens.direct }, bytes = PNG) {
  return request('POST', `/portal/booking/upload_engraving/${bookingId}`, { ...auth, form: uploadForm(lineId, kind, bytes) });
}

const line = (text: string, font: string, size: number, max: number) => ({ text, font, size, max });

async function submitBody(bookingId: string, lineId: string, productId: string, auth: CallOptions, petName = 'Rusty'): Promise<EngravingSubmitDto> {
  const art = await expectJson<{ data: StoredFileDto }>(await upload(bookingId, lineId, 'custom_text', auth), 201);
  const options = await expectJson<{ data: StoredFileDto }>(await upload(bookingId, lineId, 'engraving_options', auth), 201);
  return {
    actual_product_id: productId,
    engravingFiles: {
      image_options_key: art.data.key,
      image_options_url: art.data.url,
      engraving_options_key: options.data.key,
      engraving_options_url: options.data.url,
      petName: line(petName, 'Garamond', 28, 11) as never,
      primaryText: line('Forever our good boy', 'Times New Roman', 14, 29) as never,
      secondaryText: line('2012 - 2026', 'Arial', 12, 29) as never,
      icon: 'Dog Paw',
      iconPlacement: 'Left',
      imageOptions: { fileImgSrc: 'rusty.jpg', croppedAreaPixels: { x: 0, y: 0, width: 500, height: 600 }, aspectW: 5, aspectH: 6, rotation: 0, zoom: 1.2 },
    },
  };
}

async function submit(bookingId: string, lineId: string, productId: string, auth: CallOptions = { token: tokens.direct }, petName = 'Rusty') {
  const body = await submitBody(bookingId, lineId, productId, auth, petName);
  return request('POST', `/portal/engraving/${bookingId}/${lineId}`, { ...auth, json: body });
}

/** The owner's mobile as the booking holds it ('' when it has none). */
async function ownerMobile(bookingId: string) {
  const row = await ctx.db
    .selectFrom('bookings')
    .leftJoin('owners', 'owners.id', 'bookings.owner_id')
    .select('owners.phone_mobile')
    .where('bookings.id', '=', bookingId)
    .executeTakeFirst();
  return row?.phone_mobile ?? '';
}

/** The secret of a new approval link for the line, as an approval request would issue it. */
async function linkFor(bookingId: string, lineId: string, options: { now?: Date; days?: number } = {}) {
  return (await issueOwnerLink(ctx.db, { bookingId, quotedProductId: lineId, sentTo: await ownerMobile(bookingId) }, options)).secret;
}

async function verify(bookingId: string, lineId: string, phone: string, link: string | undefined) {
  return request('POST', `/portal/engraving/verify/${bookingId}/${lineId}`, { token: tokens.guest, link, json: { phone } });
}

async function verifyStatus(bookingId: string, lineId: string, link: string | undefined, token = tokens.guest) {
  return request('GET', `/portal/engraving/verify/${bookingId}/${lineId}`, { token, link });
}

async function grantFor(bookingId: string, lineId: string, phone: string) {
  const { data } = await expectJson<{ data: { grant: string; expires_at: string } }>(await verify(bookingId, lineId, phone, await linkFor(bookingId, lineId)), 200);
  return data.grant;
}

/** The secret in an approval request's link (`...#k=<secret>`). */
const secretOf = (link: string) => new URL(link).hash.replace(/^#k=/, '');

/** The approval requests in the outbox (each names its line), newest first: not the family's other texts (a submit's confirmation request, issue 36). */
async function outbox() {
  return (
    await expectJson<{ data: { to: string; body: string; link: string; booking_id: string; quoted_product_id: string | null; version_id: string | null }[] }>(
      await ctx.app.request('/dev/outbox.json'),
      200,
    )
  ).data.filter((message) => message.quoted_product_id !== null);
}

describe('the seeded plaque bookings', () => {
  it('have the ids, products and owner mobiles the e2e journeys name (e2e/support/engraving.ts)', async () => {
    for (let n = 1; n <= 9; n++) {
      const bookingId = demoBookingId('direct', `plaque-${n}`);
      expect(bookingId).toBe(`60000000-0000-4000-8001-${String(49 + n).padStart(12, '0')}`);
      const owner = await ctx.db
        .selectFrom('bookings')
        .innerJoin('owners', 'owners.id', 'bookings.owner_id')
        .select(['owners.phone_mobile', 'bookings.order_stage_c'])
        .where('bookings.id', '=', bookingId)
        .executeTakeFirstOrThrow();
      expect(owner).toEqual({ phone_mobile: `+614125550${n}${n}`, order_stage_c: 'Awaiting Keepsakes' });
    }
    const products = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8, 9].map(async (n) => (await plaqueLine(`plaque-${n}`)).productId));
    const P = CATALOG_PRODUCTS;
    expect(products).toEqual([
      P.photoPlaqueUrn.id,
      P.photoPlaqueUrn.id,
      P.plaque.id,
      P.photoTile.id,
      P.photoPlaqueUrn.id,
      P.photoPlaqueUrn.id,
      P.photoTile.id,
      P.plaque.id,
      P.plaque.id,
    ]);
  });
});

describe('GET /portal/engraving/config/{productId}', () => {
  it("answers each plaque product's config with the spec's fields, including Dimensions or PhotoSize '0'", async () => {
    const config = async (id: string) => (await expectJson<{ data: PlaqueConfigInput | null }>(await request('GET', `/portal/engraving/config/${id}`, { token: tokens.direct }), 200)).data;
    expect(await config(CATALOG_PRODUCTS.photoPlaqueUrn.id)).toEqual({
      ID: CATALOG_PRODUCTS.photoPlaqueUrn.id,
      Product: 'Photo Plaque Urn',
      Size: 'Large',
      Ratios: '5:6',
      Shape: 'Rounded Rectangle',
      Color: 'Gold',
      Dimensions: '150x100',
      PhotoSize: '5x6',
      Icon_Ratio: 0.3,
      Name_Size: 28,
      Text1_Size: 14,
      Text2_Size: 12,
      Name_Max: 11,
      Text1_Max: 29,
      Text2_Max: 29,
      Vessel_Image: 2,
    });
    expect(await config(CATALOG_PRODUCTS.plaque.id)).toMatchObject({ Product: 'Engraved Brass Plaque', Dimensions: '120x60', PhotoSize: '0' });
    expect(await config(CATALOG_PRODUCTS.photoTile.id)).toMatchObject({ Product: 'Photo Memorial Tile', Dimensions: '0', PhotoSize: '8x10' });
    expect(await config(CATALOG_PRODUCTS.cedarUrn.id)).toBeNull();
  });
});

describe('uploads', () => {
  it('stores a PNG under a server-made key and serves it behind a short-lived signed link', async () => {
    const { bookingId, lineId } = await plaqueLine('plaque-6');
    const { data } = await expectJson<{ data: StoredFileDto }>(await upload(bookingId, lineId, 'custom_text'), 201);
    expect(data.key).toMatch(new RegExp(`^engraving/${bookingId}/${lineId}/custom_text-\\d{8}T\\d{9}Z-[0-9a-f]{6}\\.png$`));
    const url = new URL(data.url);
    expect(url.pathname).toBe(`/files/${data.key}`);
    const file = await ctx.app.request(`${url.pathname}${url.search}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Type')).toBe('image/png');
    expect(file.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(file.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);
    // No signature, or another file's: refused.
    expect((await ctx.app.request(url.pathname)).status).toBe(403);
    expect((await ctx.app.request(`${url.pathname.replace('custom_text', 'engraving_options')}${url.search}`)).status).toBe(403);
  });

  it('takes a JPEG; refuses what is not an image by its bytes (whatever its name), and a file over 20 MB', async () => {
    const { bookingId, lineId } = await plaqueLine('plaque-6');
    const jpeg = await expectJson<{ data: StoredFileDto }>(await upload(bookingId, lineId, 'engraving_options', { token: tokens.direct }, JPEG), 201);
    expect(jpeg.data.key).toMatch(/\.jpg$/);
    const text = await expectJson<{ errors: { detail: Record<string, string> } }>(await upload(bookingId, lineId, 'custom_text', { token: tokens.direct }, Buffer.from('not an image')), 422);
    expect(text.errors.detail).toEqual({ file: 'The file is not a PNG or JPEG image' });
    const huge = Buffer.concat([PNG, Buffer.alloc(20 * 1024 * 1024)]);
    const tooLarge = await expectJson<{ errors: { detail: string } }>(await upload(bookingId, lineId, 'custom_text', { token: tokens.direct }, huge), 413);
    expect(tooLarge.errors.detail).toBe('The image is larger than 20MB. Please choose a smaller image.');
  });

  it('refuses (422 naming file) an image whose header claims more pixels than the page allows, or cannot be read, on the staff and the owner path (issue 29)', async () => {
    const { bookingId, lineId } = await plaqueLine('plaque-3');
    const owner = { token: tokens.guest, grant: await grantFor(bookingId, lineId, '412555033') };
    const stored = () => ctx.db.selectFrom('engraving_uploads').select('key').where('booking_id', '=', bookingId).execute();
    const tooLarge = (size: string) =>
      `The image is ${size} pixels, larger than the portal can show: at most 10,000 pixels a side and 50 megapixels. Please choose a smaller image.`;
    const unreadable = 'The image could not be read: its width and height are missing or damaged. Please choose another image.';
    const refused: [typeof PNG, string][] = [
      // The probe's files: 16000 x 16000 (1 GiB decoded) and 2^31-1 a side, each under 100 bytes.
      [pngOfSize(16000, 16000), tooLarge('16,000 x 16,000')],
      [pngOfSize(2 ** 31 - 1, 2 ** 31 - 1), tooLarge('2,147,483,647 x 2,147,483,647')],
      [pngOfSize(10_001, 1), tooLarge('10,001 x 1')],
      [jpegOfSize(9000, 9000), tooLarge('9,000 x 9,000')],
      // A PNG signature with its header cut short; a JPEG with no frame header; a PNG of 0 x 0.
      [pngOfSize(16000, 16000).subarray(0, 20), unreadable],
      [JPEG.subarray(0, 20), unreadable],
      [pngOfSize(0, 0), unreadable],
    ];
    for (const auth of [{ token: tokens.direct }, owner]) {
      const before = await stored();
      for (const [bytes, message] of refused) {
        const answer = await expectJson<{ errors: { detail: Record<string, string> } }>(await upload(bookingId, lineId, 'custom_text', auth, bytes), 422);
        expect(answer.errors.detail).toEqual({ file: message });
      }
      expect(await stored()).toEqual(before);
      // Within the limit: a 48 megapixel phone photo's size, and the artwork as the page makes it.
      await expectJson(await upload(bookingId, lineId, 'custom_text', auth, pngOfSize(8064, 6048)), 201);
      await expectJson(await upload(bookingId, lineId, 'custom_text', auth, pngOfSize(398, 10)), 201);
    }
  });

  it("names the missing field, and answers 404 for another practice's booking or a line not on the booking", async () => {
    const { bookingId, lineId } = await plaqueLine('plaque-6');
    const form = new FormData();
    form.append('kind', 'photo');
    const missing = await expectJson<{ errors: { detail: Record<string, string> } }>(
      await request('POST', `/portal/booking/upload_engraving/${bookingId}`, { token: tokens.direct, form }),
      422,
    );
    expect(Object.keys(missing.errors.detail).sort()).toEqual(['file', 'kind', 'quoted_product_id']);
    const other = await expectJson<{ errors: { detail: string } }>(await upload(bookingId, lineId, 'custom_text', { token: tokens.referral }), 404);
    expect(other.errors.detail).toBe(NO_DATA_MESSAGE);
    const notOnBooking = await expectJson<{ errors: { detail: string } }>(await upload(bookingId, demoBookingId('direct', 'plaque-7'), 'custom_text'), 404);
    expect(notOnBooking.errors.detail).toBe(NO_PRODUCT_ENGRAVED_MESSAGE);
  });

  it('refuses an upload for a line whose product takes no artwork (the service line)', async () => {
    const { bookingId, serviceLineId } = await plaqueLine('plaque-6');
    const refused = await expectJson<{ errors: { detail: Record<string, string> } }>(await upload(bookingId, serviceLineId, 'custom_text'), 422);
    expect(refused.errors.detail).toEqual({ quoted_product_id: 'This product takes no engraving artwork' });
  });
});

describe('lookup, submit and the approval request', () => {
  it("looks up the line: product, pet, plaque config, the actual product id; no artwork yet; another practice's booking is 404", async () => {
    const { bookingId, lineId, productId } = await plaqueLine('plaque-1');
    const { data } = await expectJson<{ data: EngravingLookupDto }>(await request('GET', `/portal/engraving/booking/${bookingId}/${lineId}`, { token: tokens.direct }), 200);
    expect(data).toMatchObject({
      booking_id: bookingId,
      quoted_product_id: lineId,
      product_name: 'Photo Plaque Urn',
      editable: true,
      actual_products: [{ id: productId, name: 'Photo Plaque Urn' }],
      current: null,
      versions: [],
    });
    expect(data.pet_name).not.toBe('');
    expect(data.plaque_config).toMatchObject({ ID: productId, PhotoSize: '5x6' });
    const other = await expectJson<{ errors: { detail: string } }>(await request('GET', `/portal/engraving/booking/${bookingId}/${lineId}`, { token: tokens.referral }), 404);
    expect(other.errors.detail).toBe(NO_DATA_MESSAGE);
    const noLine = await expectJson<{ errors: { detail: string } }>(await request('GET', `/portal/engraving/booking/${bookingId}/${bookingId}`, { token: tokens.direct }), 404);
    expect(noLine.errors.detail).toBe(NO_PRODUCT_ENGRAVED_MESSAGE);
  });

  it("keeps a staff member's artwork as version 1 awaiting the owner, and sends the owner the verify link", async () => {
    const { bookingId, lineId, productId } = await plaqueLine('plaque-1');
    const { data, owner_request: ownerRequest } = await expectJson<{ data: EngravingVersionDto; owner_request: OwnerRequestDto }>(await submit(bookingId, lineId, productId), 201);
    expect(data).toMatchObject({ version: 1, submitted_by: 'staff', approved: 0 });
    // The booking is past submit (Awaiting Keepsakes): the owner is asked at once.
    expect(ownerRequest).toEqual({ when: 'now', sent: true, to: '+61412555011' });
    expect(data.approved_by).toBeNull();
    expect(data.engravingFiles).toMatchObject({ petName: { text: 'Rusty' }, icon: 'Dog Paw', iconPlacement: 'Left' });
    expect(data.engravingFiles.image_options_url).toContain(`/files/${data.engravingFiles.image_options_key}?expires=`);

    const sent = (await outbox()).filter((message) => message.booking_id === bookingId);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: '+61412555011', quoted_product_id: lineId });
    expect(sent[0]?.link).toMatch(new RegExp(`^http://localhost:8083/engraving/verify/${bookingId}/${lineId}#k=[A-Za-z0-9_-]{43}$`));
    expect(sent[0]?.body).toContain(sent[0]?.link);
    // The family's practice speaks, as in the tracking texts, and says who the brand is (issue 32 item 4).
    expect(sent[0]?.body).toMatch(
      /^Perth Paws Veterinary Hospital: Hello \w+, the artwork for \w+'s .+ is ready for you to check\. Lawnswood make it for us: please approve it or ask for changes here: http/,
    );

    const lookup = await expectJson<{ data: EngravingLookupDto }>(await request('GET', `/portal/engraving/booking/${bookingId}/${lineId}`, { token: tokens.direct }), 200);
    expect(lookup.data.current?.id).toBe(data.id);
    expect(lookup.data.versions).toHaveLength(1);
  });

  it('refuses an artwork with empty text or no font, uploads of another line, and another product id (422, every field named)', async () => {
    const { bookingId, lineId, productId } = await plaqueLine('plaque-6');
    const body = await submitBody(bookingId, lineId, productId, { token: tokens.direct });
    const path = `/portal/engraving/${bookingId}/${lineId}`;
    const emptyName = { ...body, engravingFiles: { ...body.engravingFiles, petName: { ...body.engravingFiles.petName, text: ' ', font: '' as const } } };
    const problems = await expectJson<{ errors: { detail: Record<string, string> } }>(await request('POST', path, { token: tokens.direct, json: emptyName }), 422);
    expect(problems.errors.detail).toEqual({ 'petName.text': 'Pet name is required', 'petName.font': 'Please choose a font face' });
    const tooLong = { ...body, engravingFiles: { ...body.engravingFiles, petName: { ...body.engravingFiles.petName, text: 'Maximilian Jr' } } };
    expect((await expectJson<{ errors: { detail: Record<string, string> } }>(await request('POST', path, { token: tokens.direct, json: tooLong }), 422)).errors.detail).toEqual({
      'petName.text': 'Pet name is 2 characters too long (11 fit): "Jr" does not fit.',
    });
    const noIcon = { ...body, engravingFiles: { ...body.engravingFiles, icon: '' as const, iconPlacement: '' as const } };
    expect(Object.keys((await expectJson<{ errors: { detail: Record<string, string> } }>(await request('POST', path, { token: tokens.direct, json: noIcon }), 422)).errors.detail)).toEqual([
      'icon',
      'iconPlacement',
    ]);
    const other = await plaqueLine('plaque-5');
    const foreign = await submitBody(other.bookingId, other.lineId, other.productId, { token: tokens.direct });
    const swapped = { ...body, engravingFiles: { ...body.engravingFiles, image_options_key: foreign.engravingFiles.image_options_key } };
    expect((await expectJson<{ errors: { detail: Record<string, string> } }>(await request('POST', path, { token: tokens.direct, json: swapped }), 422)).errors.detail).toEqual({
      image_options_key: 'The artwork image was not uploaded for this engraving',
    });
    const kindsSwapped = {
      ...body,
      engravingFiles: { ...body.engravingFiles, image_options_key: body.engravingFiles.engraving_options_key, engraving_options_key: body.engravingFiles.image_options_key },
    };
    expect(Object.keys((await expectJson<{ errors: { detail: Record<string, string> } }>(await request('POST', path, { token: tokens.direct, json: kindsSwapped }), 422)).errors.detail)).toEqual([
      'image_options_key',
      'engraving_options_key',
    ]);
    // A photo plaque needs its cropped photo, as the image step does.
    const noPhoto = { ...body, engravingFiles: { ...body.engravingFiles, imageOptions: null } };
    expect((await expectJson<{ errors: { detail: Record<string, string> } }>(await request('POST', path, { token: tokens.direct, json: noPhoto }), 422)).errors.detail).toEqual({
      imageOptions: IMAGE_REQUIRED_MESSAGE,
    });
    // A body that is not an engraving at all is answered in words, not in the validator's.
    expect((await expectJson<{ errors: { detail: Record<string, string> } }>(await request('POST', path, { token: tokens.direct, json: { actual_product_id: productId } }), 422)).errors.detail).toEqual({
      engravingFiles: 'engravingFiles is required',
    });
    const wrongProduct = { ...body, actual_product_id: CATALOG_PRODUCTS.cedarUrn.id };
    expect(Object.keys((await expectJson<{ errors: { detail: Record<string, string> } }>(await request('POST', path, { token: tokens.direct, json: wrongProduct }), 422)).errors.detail)).toEqual([
      'actual_product_id',
    ]);
  });

  it('refuses hidden characters in the text on the staff and the owner path (422 naming the field), and counts what a person sees (issue 29)', async () => {
    const { bookingId, lineId, productId } = await plaqueLine('plaque-3');
    const path = `/portal/engraving/${bookingId}/${lineId}`;
    const owner = { token: tokens.guest, grant: await grantFor(bookingId, lineId, '412555033') };
    const fix = 'Delete it, or type the text again instead of pasting it.';
    for (const auth of [{ token: tokens.direct }, owner]) {
      const body = await submitBody(bookingId, lineId, productId, auth);
      const withText = (petName: string, primaryText = 'Forever our good boy') => ({
        ...body,
        engravingFiles: {
          ...body.engravingFiles,
          petName: { ...body.engravingFiles.petName, text: petName },
          primaryText: { ...body.engravingFiles.primaryText, text: primaryText },
        },
      });
      const refused = async (json: unknown) => (await expectJson<{ errors: { detail: Record<string, string> } }>(await request('POST', path, { ...auth, json }), 422)).errors.detail;
      expect(await refused(withText('Rus\nty'))).toEqual({ 'petName.text': 'Pet name has a line break after "Rus": it is engraved on one line. Delete the line break.' });
      expect(await refused(withText('Rusty', 'Forever \u202Eyob doog'))).toEqual({
        'primaryText.text': `Text line 1 has a hidden character that changes the order of the text (a right-to-left override) after "Forever ". ${fix}`,
      });
      expect(await refused(withText('Ru\u200Bsty'))).toEqual({ 'petName.text': `Pet name has an invisible character (a zero-width space) after "Ru". ${fix}` });
      expect(await refused(withText('Rusty\u{E0041}'))).toEqual({ 'petName.text': `Pet name has an invisible character (a tag character, U+E0041) after "Rusty". ${fix}` });
      expect(await refused(withText('Rusty\u0007'))).toEqual({ 'petName.text': `Pet name has a character that cannot be engraved (U+0007) after "Rusty". ${fix}` });
      // A family emoji is one character: 11 of them (77 code points) fit the pet name's 11, so only the icon is flagged.
      const families = { ...withText('👨‍👩‍👧‍👦'.repeat(11)), engravingFiles: { ...withText('👨‍👩‍👧‍👦'.repeat(11)).engravingFiles, icon: '' as const } };
      expect(await refused(families)).toEqual({ icon: 'Please choose an icon' });
    }
  });

  it('takes a photo-only artwork without text or icon (Dimensions 0)', async () => {
    const { bookingId, lineId, productId } = await plaqueLine('plaque-4');
    const body = await submitBody(bookingId, lineId, productId, { token: tokens.direct });
    const photoOnly = {
      ...body,
      engravingFiles: { ...body.engravingFiles, petName: line('', '', 28, 11), primaryText: line('', '', 14, 29), secondaryText: line('', '', 12, 29), icon: '', iconPlacement: '' },
    };
    const { data } = await expectJson<{ data: EngravingVersionDto }>(await request('POST', `/portal/engraving/${bookingId}/${lineId}`, { token: tokens.direct, json: photoOnly }), 201);
    expect(data.version).toBe(1);
  });
});

describe("the owner's phone check", () => {
  it('says whether the booking has an owner mobile; without one, no number passes (and none is counted)', async () => {
    const withPhone = await plaqueLine('plaque-2');
    const status = async (bookingId: string, lineId: string, link: string) =>
      (await expectJson<{ data: { has_owner_phone: boolean } }>(await verifyStatus(bookingId, lineId, link), 200)).data;
    expect(await status(withPhone.bookingId, withPhone.lineId, await linkFor(withPhone.bookingId, withPhone.lineId))).toMatchObject({ has_owner_phone: true });
    // A link sent before the booking's mobile was removed.
    const noPhone = await plaqueLine('plaque-no-phone');
    const noPhoneLink = await linkFor(noPhone.bookingId, noPhone.lineId);
    expect(await status(noPhone.bookingId, noPhone.lineId, noPhoneLink)).toMatchObject({ has_owner_phone: false });
    for (let i = 0; i < 7; i++) {
      const answer = await expectJson<{ errors: { detail: Record<string, string> } }>(await verify(noPhone.bookingId, noPhone.lineId, '412555099', noPhoneLink), 422);
      expect(answer.errors.detail).toEqual({ phone: NO_OWNER_PHONE_MESSAGE });
    }
    // A link whose line was taken off the booking since.
    const gone = await linkFor(withPhone.bookingId, 'no-such-line');
    const missing = await expectJson<{ errors: { detail: string } }>(await verifyStatus(withPhone.bookingId, 'no-such-line', gone), 404);
    expect(missing.errors.detail).toBe(NO_PRODUCT_ENGRAVED_MESSAGE);
  });

  it('allows 5 wrong tries per link in 15 minutes, then answers 429 with Retry-After, even to the right number', async () => {
    const { bookingId, lineId } = await plaqueLine('plaque-2');
    const link = await linkFor(bookingId, lineId);
    expect((await expectJson<{ errors: { detail: Record<string, string> } }>(await verify(bookingId, lineId, '04125550', link), 422)).errors.detail).toEqual({
      phone: VERIFY_PHONE_FORMAT_MESSAGE,
    });
    // Tries 2 and 3 are refused as such; the 4th warns that one try is left; the 5th says the pause began.
    const refusals = [
      PHONE_INVALID_FOR_ENGRAVING_MESSAGE,
      PHONE_INVALID_FOR_ENGRAVING_MESSAGE,
      `${PHONE_INVALID_FOR_ENGRAVING_MESSAGE} You have one more try before the check pauses for 15 minutes.`,
      `${PHONE_INVALID_FOR_ENGRAVING_MESSAGE} ${tooManyTriesMessage(15)}`,
    ];
    for (const [index, phone] of refusals.entries()) {
      const refused = await verify(bookingId, lineId, '412555099', link);
      // The refusal that begins the pause says how long, as the 429 after it does (issue 32 item 5).
      expect(refused.headers.get('Retry-After')).toBe(index === refusals.length - 1 ? String(15 * 60) : null);
      expect((await expectJson<{ errors: { detail: Record<string, string> } }>(refused, 422)).errors.detail).toEqual({ phone });
    }
    const sixth = await verify(bookingId, lineId, '412555099', link);
    expect(sixth.status).toBe(429);
    const retryAfter = Number(sixth.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(((await sixth.json()) as { errors: { detail: string } }).errors.detail).toBe(tooManyTriesMessage(15));
    expect((await verify(bookingId, lineId, '412555022', link)).status).toBe(429);
  });

  it('opens again when the oldest of the 5 wrong tries leaves the 15 minutes', async () => {
    const limit = { maxFailures: 5, windowMs: 15 * 60_000 };
    const link = { id: 'window-link', bookingId: 'window-booking' };
    const start = Date.parse('2026-11-20T10:00:00Z');
    const wrong = () => ({ ok: false, counts: true });
    for (let i = 0; i < 5; i++) {
      expect(await attemptPhoneCheck(ctx.db, link, { ...limit, now: start + i * 60_000 }, wrong)).toMatchObject({ locked: false });
    }
    expect(await attemptPhoneCheck(ctx.db, link, { ...limit, now: start + 14 * 60_000 }, wrong)).toEqual({ locked: true, retryAfterSeconds: 60 });
    const later = await attemptPhoneCheck(ctx.db, link, { ...limit, now: start + 15 * 60_000 + 1 }, () => ({ ok: true, counts: true }));
    // The right number: four of the window's failures are still in it, so one try is left.
    expect(later).toEqual({ locked: false, outcome: { ok: true, counts: true }, triesLeft: 1 });
  });

  it('takes the number as Australians write it: the leading 0, +61, spaces and brackets (issue 15 item 6)', async () => {
    const { bookingId, lineId } = await plaqueLine('plaque-4');
    const link = await linkFor(bookingId, lineId);
    for (const typed of ['0412 555 044', '+61 412 555 044', '61412555044', '(04) 1255 5044', ' 0412-555-044 ']) {
      const { data } = await expectJson<{ data: { grant: string } }>(await verify(bookingId, lineId, typed, link), 200);
      expect(data.grant.split('.'), typed).toHaveLength(3);
    }
    // Another number written the same way is still the wrong number; what is not a number is named so.
    expect((await expectJson<{ errors: { detail: Record<string, string> } }>(await verify(bookingId, lineId, '0412 555 045', link), 422)).errors.detail).toEqual({
      phone: PHONE_INVALID_FOR_ENGRAVING_MESSAGE,
    });
    expect((await expectJson<{ errors: { detail: Record<string, string> } }>(await verify(bookingId, lineId, '0412 555 04x', link), 422)).errors.detail).toEqual({
      phone: VERIFY_PHONE_FORMAT_MESSAGE,
    });
    expect((await expectJson<{ errors: { detail: Record<string, string> } }>(await verify(bookingId, lineId, '0'.repeat(41), link), 422)).errors.detail).toEqual({
      phone: VERIFY_PHONE_FORMAT_MESSAGE,
    });
  });

  it("names the booking's brand and its Client Care phone, for the owner's pages to offer a call (issue 15 item 5)", async () => {
    const { bookingId, lineId } = await plaqueLine('plaque-5');
    const { data } = await expectJson<{ data: { client_care: unknown } }>(await verifyStatus(bookingId, lineId, await linkFor(bookingId, lineId)), 200);
    expect(data.client_care).toEqual({ name: 'Lawnswood', phone: '0892401234' });
  });

  it("answers a brand's name and Client Care phone without a token, and nothing more; 404 for no such brand", async () => {
    const { data } = await expectJson<{ data: Record<string, string> }>(await request('GET', '/portal/engraving/client-care?brand=edenhills'), 200);
    expect(data).toEqual({ name: 'Edenhills', phone: '0883711234' });
    await expectJson(await request('GET', '/portal/engraving/client-care?brand=Nobody'), 404);
    await expectJson(await request('GET', '/portal/engraving/client-care'), 404);
  });

  it('issues a grant for the right number, without the +61 or the leading 0', async () => {
    const { bookingId, lineId } = await plaqueLine('plaque-3');
    const { data } = await expectJson<{ data: { grant: string; expires_at: string } }>(await verify(bookingId, lineId, '412555033', await linkFor(bookingId, lineId)), 200);
    expect(data.grant.split('.')).toHaveLength(3);
    const minutes = (Date.parse(data.expires_at) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
  });
});

describe("the owner's link is the key to the phone check (issue 16 item 2)", () => {
  /** The approval request a staff submit sends for a seeded plaque booking, and its link's secret. */
  async function approvalRequest(key: string) {
    const line = await plaqueLine(key);
    await expectJson(await submit(line.bookingId, line.lineId, line.productId), 201);
    const message = (await outbox()).find((candidate) => candidate.booking_id === line.bookingId && candidate.quoted_product_id === line.lineId);
    if (!message) throw new Error(`No approval request for ${key}`);
    return { ...line, message, secret: secretOf(message.link) };
  }

  const neutral = async (response: Response) => {
    expect(await expectJson<{ errors: { detail: string } }>(response, 404)).toEqual({ errors: { detail: OWNER_LINK_INVALID_MESSAGE } });
  };

  it('without the link (no key, a wrong key, or a real booking and line versus made-up ones) both calls say the same and reveal nothing', async () => {
    const { bookingId, lineId } = await approvalRequest('plaque-4');
    const made = ['60000000-0000-4000-8001-999999999999', 'no-such-line'] as const;
    for (const [b, q] of [[bookingId, lineId], made, [bookingId, made[1]]] as const) {
      for (const link of [undefined, '', 'not-the-key', secretOf(`http://x/#k=${'A'.repeat(43)}`)]) {
        await neutral(await verifyStatus(b, q, link));
        await neutral(await verify(b, q, '412555044', link));
        // Not even a staff member of the practice gets past without it.
        await neutral(await verifyStatus(b, q, link, tokens.direct));
      }
    }
  });

  it("tries without the link are not counted: a hundred wrong tries leave the owner's link open", async () => {
    const { bookingId, lineId, secret } = await approvalRequest('plaque-5');
    for (let i = 0; i < 100; i++) await neutral(await verify(bookingId, lineId, '412000000', i % 2 ? undefined : 'guessed'));
    const attempts = await ctx.db.selectFrom('engraving_verify_attempts').select('id').where('booking_id', '=', bookingId).execute();
    expect(attempts).toEqual([]);
    const { data } = await expectJson<{ data: { grant: string } }>(await verify(bookingId, lineId, '412555055', secret), 200);
    expect(data.grant.split('.')).toHaveLength(3);
  });

  it("the outbox's link opens the check; only the secret's SHA-256 is stored", async () => {
    const { bookingId, lineId, secret } = await approvalRequest('plaque-6');
    expect((await expectJson<{ data: { has_owner_phone: boolean } }>(await verifyStatus(bookingId, lineId, secret), 200)).data).toMatchObject({ has_owner_phone: true });
    const rows = await ctx.db.selectFrom('owner_links').selectAll().where('booking_id', '=', bookingId).execute();
    expect(rows.map((row) => [row.quoted_product_id, row.token_hash, row.sent_to, row.revoked_at])).toEqual([[lineId, ownerLinkHash(secret), '+61412555066', null]]);
    expect(JSON.stringify(rows)).not.toContain(secret);
    // 30 days.
    const [row] = rows;
    expect(Date.parse(row?.expires_at ?? '') - Date.parse(row?.created_at ?? '')).toBe(30 * 24 * 60 * 60_000);
  });

  it('refuses an expired link, and a link of another line or booking', async () => {
    const mine = await plaqueLine('plaque-1');
    const other = await plaqueLine('plaque-2');
    const counted = async () => (await ctx.db.selectFrom('engraving_verify_attempts').select('id').execute()).length;
    const before = await counted();
    const expired = await linkFor(mine.bookingId, mine.lineId, { now: new Date(Date.now() - 31 * 24 * 60 * 60_000) });
    await neutral(await verifyStatus(mine.bookingId, mine.lineId, expired));
    await neutral(await verify(mine.bookingId, mine.lineId, '412555011', expired));
    const othersLink = await linkFor(other.bookingId, other.lineId);
    await neutral(await verifyStatus(mine.bookingId, mine.lineId, othersLink));
    await neutral(await verify(mine.bookingId, mine.lineId, '412555011', othersLink));
    await neutral(await verify(other.bookingId, mine.serviceLineId, '412555022', othersLink));
    await neutral(await verify(mine.bookingId, other.lineId, '412555011', othersLink));
    expect(await counted()).toBe(before);
  });

  it('5 wrong tries lock that link only: a newer link for the same line still opens, and an older link to the same number stays valid', async () => {
    const { bookingId, lineId, productId } = await plaqueLine('plaque-7');
    const first = await linkFor(bookingId, lineId);
    for (let i = 0; i < 5; i++) await expectJson(await verify(bookingId, lineId, '412000000', first), 422);
    expect((await verify(bookingId, lineId, '412555077', first)).status).toBe(429);
    // A new approval request (a new version from the practice) sends a new link, not locked.
    await expectJson(await submit(bookingId, lineId, productId), 201);
    const latest = (await outbox()).find((message) => message.booking_id === bookingId);
    const second = secretOf(latest?.link ?? '');
    expect(second).not.toBe(first);
    const third = await linkFor(bookingId, lineId);
    await expectJson(await verify(bookingId, lineId, '412555077', second), 200);
    await expectJson(await verify(bookingId, lineId, '412555077', third), 200);
  });

  it("a new link sent after the booking's mobile changed revokes the links sent to the old number", async () => {
    const { bookingId, lineId } = await plaqueLine('plaque-8');
    const toOld = await linkFor(bookingId, lineId);
    const owner = await ctx.db.selectFrom('bookings').select('owner_id').where('id', '=', bookingId).executeTakeFirstOrThrow();
    await ctx.db.updateTable('owners').set({ phone_mobile: '+61412555000' }).where('id', '=', owner.owner_id ?? '').execute();
    try {
      const toNew = await linkFor(bookingId, lineId);
      await neutral(await verify(bookingId, lineId, '412555000', toOld));
      await expectJson(await verify(bookingId, lineId, '412555000', toNew), 200);
    } finally {
      await ctx.db.updateTable('owners').set({ phone_mobile: '+61412555088' }).where('id', '=', owner.owner_id ?? '').execute();
    }
  });
});

describe("an owner's grant reaches its own engraving and nothing else", () => {
  it('opens the lookup, upload, submit and approve of its line only; other lines, bookings and staff calls are refused', async () => {
    const mine = await plaqueLine('plaque-3');
    const other = await plaqueLine('plaque-5');
    const grant = await grantFor(mine.bookingId, mine.lineId, '412555033');
    const owner = { token: tokens.guest, grant };

    expect((await request('GET', `/portal/engraving/booking/${mine.bookingId}/${mine.lineId}`, owner)).status).toBe(200);
    // Without the grant, or with a forged or expired one: the phone check first.
    expect((await request('GET', `/portal/engraving/booking/${mine.bookingId}/${mine.lineId}`, { token: tokens.guest })).status).toBe(403);
    const forged = await createOwnerGrants('another secret').issue({ bookingId: mine.bookingId, quotedProductId: mine.lineId });
    expect((await request('GET', `/portal/engraving/booking/${mine.bookingId}/${mine.lineId}`, { token: tokens.guest, grant: forged.grant })).status).toBe(403);
    // The grant is no staff token: with a staff token, it changes nothing; without the guest token, nothing opens.
    expect((await request('GET', `/portal/engraving/booking/${mine.bookingId}/${mine.lineId}`, { grant })).status).toBe(401);

    // Another booking, and another line of the same booking.
    for (const [bookingId, lineId] of [
      [other.bookingId, other.lineId],
      [mine.bookingId, mine.serviceLineId],
    ] as const) {
      expect((await request('GET', `/portal/engraving/booking/${bookingId}/${lineId}`, owner)).status).toBe(403);
      expect((await request('POST', `/portal/booking/upload_engraving/${bookingId}`, { ...owner, form: uploadForm(lineId, 'custom_text', PNG) })).status).toBe(403);
      expect((await request('POST', `/portal/engraving/${bookingId}/${lineId}`, { ...owner, json: {} })).status).toBe(403);
      expect((await request('POST', `/portal/engraving/${bookingId}/${lineId}/approve`, { ...owner, json: { version_id: 'x' } })).status).toBe(403);
    }
    // An upload naming its booking but another booking's line.
    expect((await request('POST', `/portal/booking/upload_engraving/${mine.bookingId}`, { ...owner, form: uploadForm(other.lineId, 'custom_text', PNG) })).status).toBe(403);

    // Every staff call stays closed to the guest, grant or not.
    for (const path of ['/portal/booking', `/portal/booking/${mine.bookingId}`, `/portal/booking/image/${mine.bookingId}`, '/portal/vet', '/portal/products', '/portal/invoices']) {
      expect((await request('GET', path, owner)).status, path).toBe(403);
    }
  });

  it("keeps the owner's changed artwork as a new approved version; staff see every version on the booking", async () => {
    const { bookingId, lineId, productId } = await plaqueLine('plaque-3');
    const staffVersion = await expectJson<{ data: EngravingVersionDto }>(await submit(bookingId, lineId, productId), 201);
    const owner = { token: tokens.guest, grant: await grantFor(bookingId, lineId, '412555033') };
    const before = (await outbox()).length;
    const ownerVersion = await expectJson<{ data: EngravingVersionDto }>(await submit(bookingId, lineId, productId, owner, 'Rusty Boy'), 201);
    expect(ownerVersion.data).toMatchObject({ version: 2, submitted_by: 'owner', approved: 1 });
    expect(ownerVersion.data.approved_by).toBe('owner');
    // The owner's own change sends them nothing.
    expect((await outbox()).length).toBe(before);

    const { data } = await expectJson<{ data: BookingDto }>(await request('GET', `/portal/booking/${bookingId}`, { token: tokens.direct }), 200);
    const versions = data.quoted_products.find((product) => product.id === lineId)?.engraving_versions ?? [];
    expect(versions.map((version) => [version.version, version.submitted_by, version.approved, version.engravingFiles.petName.text])).toEqual([
      [1, 'staff', 0, 'Rusty'],
      [2, 'owner', 1, 'Rusty Boy'],
    ]);
    expect(versions[0]?.id).toBe(staffVersion.data.id);
    const service = data.quoted_products.find((product) => product.can_be_deleted === 0);
    expect(service?.engraving_versions).toEqual([]);
    // Which lines take plaque artwork, submitted or not (the details page offers to prepare it).
    expect(data.quoted_products.map((product) => [product.id === lineId ? 'plaque' : product.name, product.engraving_artwork])).toEqual([
      [service?.name, 0],
      ['plaque', 1],
    ]);
    const waiting = await plaqueLine('plaque-9');
    const fresh = await expectJson<{ data: BookingDto }>(await request('GET', `/portal/booking/${waiting.bookingId}`, { token: tokens.direct }), 200);
    expect(fresh.data.quoted_products.find((product) => product.id === waiting.lineId)).toMatchObject({ engraving_artwork: 1, engraving_versions: [] });
  });
});

describe("when the owner is asked to approve staff's artwork (issue 15 item 8)", () => {
  const PNG_URL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

  /**
   * A new, unsubmitted private cremation of the direct practice with an Engraved Brass Plaque line (as
   * the wizard makes it); an owner without a mobile has a home number.
   */
  async function unsubmittedPlaqueBooking(ownerMobile: string | null) {
    const payload = {
      skip_owner_details_form_c: 0,
      first_name: 'Sam',
      last_name: 'Citizen',
      email_address: 'sam@example.com',
      ...(ownerMobile ? { phone_mobile: ownerMobile } : { phone_home: '+61893451234' }),
      primary_address_street: '1 Hay Street',
      primary_address_city: 'Perth',
      primary_address_state: 'WA',
      primary_address_postalcode: '6000',
      primary_address_country: 'Australia',
      pet_first_name_c: 'Biscuit',
      pet_last_name_c: 'Citizen',
      pet_breed_type_c: 'Dog',
      pet_breed_c: 'Beagle',
      pet_sex_c: 'Male',
      pet_weight_c: '12.50',
      class_pet_service_types_id_c: SERVICE_TYPE_IDS.privateCremation,
      vet_staff_c: 'Dr Jones',
      createBookingFlag: true,
      line_items: [{ id: null, product: CATALOG_PRODUCTS.plaque.id, quantity: 1 }],
    };
    const { data } = await expectJson<{ data: BookingDto }>(await request('POST', '/portal/booking', { token: tokens.direct, json: payload }), 201);
    const plaque = data.quoted_products.find((product) => product.actual_product_id_c === CATALOG_PRODUCTS.plaque.id);
    if (!plaque) throw new Error('The new booking has no plaque line');
    return { bookingId: data.id, lineId: plaque.id, productId: CATALOG_PRODUCTS.plaque.id };
  }

  const submitBooking = async (bookingId: string) =>
    expectJson<{ data: BookingDto }>(await request('POST', `/portal/booking/${bookingId}/complete`, { token: tokens.direct, json: { screenshot_image: PNG_URL } }), 200);
  const sentFor = async (bookingId: string) => (await outbox()).filter((message) => message.booking_id === bookingId);
  const staffSubmit = async (bookingId: string, lineId: string, productId: string, petName = 'Biscuit') =>
    expectJson<{ data: EngravingVersionDto; owner_request: OwnerRequestDto }>(await submit(bookingId, lineId, productId, { token: tokens.direct }, petName), 201);

  it('sends nothing while the booking is unsubmitted, sends the latest version once when it is submitted, and at once after that', async () => {
    const { bookingId, lineId, productId } = await unsubmittedPlaqueBooking('+61412555123');
    const first = await staffSubmit(bookingId, lineId, productId);
    expect(first.owner_request).toEqual({ when: 'on_submit', sent: false, to: '+61412555123' });
    const second = await staffSubmit(bookingId, lineId, productId, 'Biscuit B');
    expect(second.owner_request.when).toBe('on_submit');
    expect(await sentFor(bookingId)).toEqual([]);

    await submitBooking(bookingId);
    const sent = await sentFor(bookingId);
    // One request, for the version the owner will see (the latest), to the booking's mobile.
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: '+61412555123', quoted_product_id: lineId, version_id: second.data.id });
    expect(sent[0]?.link).toMatch(new RegExp(`^http://localhost:8083/engraving/verify/${bookingId}/${lineId}#k=[A-Za-z0-9_-]{40,}$`));

    // Completing again (the confirmation page's retry) sends nothing more.
    await submitBooking(bookingId);
    expect(await sentFor(bookingId)).toHaveLength(1);

    // A version staff prepare on the submitted booking goes out with its submit.
    const third = await staffSubmit(bookingId, lineId, productId, 'Biscuit C');
    expect(third.owner_request).toEqual({ when: 'now', sent: true, to: '+61412555123' });
    expect((await sentFor(bookingId)).map((message) => message.version_id).sort()).toEqual([second.data.id, third.data.id].sort());
  });

  it('artworks sent at the same moment become versions 1, 2, 3 and 4, all kept', async () => {
    const { bookingId, lineId, productId } = await unsubmittedPlaqueBooking('+61412555127');
    const sent = await Promise.all(['Biscuit', 'Biscuit Jr', 'Biscuit B', 'Biscuit C'].map((petName) => staffSubmit(bookingId, lineId, productId, petName)));
    expect(sent.map((answer) => answer.data.version).sort()).toEqual([1, 2, 3, 4]);
    const lookup = await expectJson<{ data: EngravingLookupDto }>(await request('GET', `/portal/engraving/booking/${bookingId}/${lineId}`, { token: tokens.direct }), 200);
    expect(lookup.data.versions).toHaveLength(4);
  });

  it('two completes of one booking at the same moment submit it once: one order event, one request to the owner', async () => {
    const { bookingId, lineId, productId } = await unsubmittedPlaqueBooking('+61412555126');
    await staffSubmit(bookingId, lineId, productId);
    await Promise.all([submitBooking(bookingId), submitBooking(bookingId)]);
    expect(await sentFor(bookingId)).toHaveLength(1);
    const events = await ctx.db.selectFrom('order_events').select('to_value').where('booking_id', '=', bookingId).execute();
    expect(events.filter((event) => event.to_value === 'VP Submitted')).toHaveLength(1);
  });

  it('sends nothing on submit for artwork already approved in staff mode, or for a line taken out of the cart', async () => {
    const approved = await unsubmittedPlaqueBooking('+61412555124');
    const version = await staffSubmit(approved.bookingId, approved.lineId, approved.productId);
    await expectJson(await request('POST', `/portal/engraving/${approved.bookingId}/${approved.lineId}/approve`, { token: tokens.direct, json: { version_id: version.data.id } }), 200);
    await submitBooking(approved.bookingId);
    expect(await sentFor(approved.bookingId)).toEqual([]);

    const removed = await unsubmittedPlaqueBooking('+61412555125');
    await staffSubmit(removed.bookingId, removed.lineId, removed.productId);
    await expectJson(await request('POST', `/portal/booking/${removed.bookingId}`, { token: tokens.direct, json: { line_items: [{ id: removed.lineId, deleted: 1 }] } }), 200);
    await submitBooking(removed.bookingId);
    expect(await sentFor(removed.bookingId)).toEqual([]);
  });

  it("says 'never' for a booking without an owner mobile, and sends nothing when it is submitted", async () => {
    const { bookingId, lineId, productId } = await unsubmittedPlaqueBooking(null);
    const answer = await staffSubmit(bookingId, lineId, productId);
    expect(answer.owner_request).toEqual({ when: 'never', sent: false, to: null });
    await submitBooking(bookingId);
    expect(await sentFor(bookingId)).toEqual([]);
  });
});

describe('approving, and the end of editing', () => {
  it('approves the latest version only (409 for an earlier one, 422 for an unknown one)', async () => {
    const { bookingId, lineId, productId } = await plaqueLine('plaque-8');
    const first = await expectJson<{ data: EngravingVersionDto }>(await submit(bookingId, lineId, productId), 201);
    const second = await expectJson<{ data: EngravingVersionDto }>(await submit(bookingId, lineId, productId, { token: tokens.direct }, 'Rex'), 201);
    // A revised version's text says it is one, and which (issue 32 item 4); the first's does not.
    const texts = (await outbox()).filter((message) => message.booking_id === bookingId).map((message) => message.body);
    expect(texts[0]).toMatch(/: Hello \w+, we have changed the artwork for \w+'s .+ \(version 2\), and it is ready for you to check\. Lawnswood make it for us/);
    expect(texts[1]).toMatch(/: Hello \w+, the artwork for \w+'s .+ is ready for you to check\./);
    const owner = { token: tokens.guest, grant: await grantFor(bookingId, lineId, '412555088') };
    const path = `/portal/engraving/${bookingId}/${lineId}/approve`;
    expect((await request('POST', path, { ...owner, json: { version_id: first.data.id } })).status).toBe(409);
    expect((await request('POST', path, { ...owner, json: { version_id: 'no-such-version' } })).status).toBe(422);
    const approved = await expectJson<{ data: EngravingVersionDto }>(await request('POST', path, { ...owner, json: { version_id: second.data.id } }), 200);
    expect(approved.data).toMatchObject({ id: second.data.id, version: 2, approved: 1, submitted_by: 'staff' });
    expect(approved.data.approved_by).toBe('owner');
    // A staff member approving in staff mode is recorded as such, not as the owner.
    const third = await expectJson<{ data: EngravingVersionDto }>(await submit(bookingId, lineId, productId, { token: tokens.direct }, 'Rexy'), 201);
    const byStaff = await expectJson<{ data: EngravingVersionDto }>(await request('POST', path, { token: tokens.direct, json: { version_id: third.data.id } }), 200);
    expect(byStaff.data).toMatchObject({ version: 3, approved: 1, approved_by: 'staff' });
  });

  it("stops uploads, submits and approvals from 'Awaiting Processing' on (409); the lookup says it is no longer editable", async () => {
    const { bookingId, lineId, productId } = await plaqueLine('plaque-7');
    // A pet name of its own: another test sent plaque-7's artwork as 'Rusty' already (a copy is refused).
    const version = await expectJson<{ data: EngravingVersionDto }>(await submit(bookingId, lineId, productId, { token: tokens.direct }, 'Rusty at the end'), 201);
    const body = await submitBody(bookingId, lineId, productId, { token: tokens.direct });
    await moveBookingStage(ctx.db, { bookingId, fromStage: 'Awaiting Keepsakes', toStage: 'Awaiting Processing', isFinal: false, at: new Date().toISOString() });
    const lookup = await expectJson<{ data: EngravingLookupDto }>(await request('GET', `/portal/engraving/booking/${bookingId}/${lineId}`, { token: tokens.direct }), 200);
    expect(lookup.data.editable).toBe(false);
    expect((await request('POST', `/portal/engraving/${bookingId}/${lineId}`, { token: tokens.direct, json: body })).status).toBe(409);
    expect((await upload(bookingId, lineId, 'custom_text')).status).toBe(409);
    const owner = { token: tokens.guest, grant: await grantFor(bookingId, lineId, '412555077') };
    expect((await request('POST', `/portal/engraving/${bookingId}/${lineId}/approve`, { ...owner, json: { version_id: version.data.id } })).status).toBe(409);
  });
});

describe('no artwork twice (issue 15 item 2)', () => {
  /** A submit body with these photo bytes as the engraving options image (the cropped photo). */
  async function bodyWithPhoto(bookingId: string, lineId: string, productId: string, auth: CallOptions, photo: typeof PNG, petName = 'Rusty') {
    const body = await submitBody(bookingId, lineId, productId, auth, petName);
    const options = await expectJson<{ data: StoredFileDto }>(await upload(bookingId, lineId, 'engraving_options', auth, photo), 201);
    return { ...body, engravingFiles: { ...body.engravingFiles, engraving_options_key: options.data.key, engraving_options_url: options.data.url } };
  }

  it("refuses the latest version again (409, the server's words), whoever sends it; a new photo or new text is a new version", async () => {
    const { bookingId, lineId, productId } = await plaqueLine('plaque-1');
    const path = `/portal/engraving/${bookingId}/${lineId}`;
    const staff = { token: tokens.direct };
    const first = await expectJson<{ data: EngravingVersionDto; owner_request: OwnerRequestDto }>(await submit(bookingId, lineId, productId, staff, 'Biscuit'), 201);
    expect(first.owner_request).toEqual({ when: 'now', sent: true, to: '+61412555011' });
    const n = first.data.version;

    // The same fields and photo, uploaded again (new keys): refused, and no second request to the owner.
    const before = (await outbox()).length;
    const again = await expectJson<{ errors: { detail: string } }>(await submit(bookingId, lineId, productId, staff, 'Biscuit'), 409);
    expect(again.errors.detail).toBe(sameAsLatestMessage(n));
    expect((await outbox()).length).toBe(before);
    // Key order and a line's limit do not make another artwork.
    const reordered = await submitBody(bookingId, lineId, productId, staff, 'Biscuit');
    const files = reordered.engravingFiles;
    const shuffled = { ...reordered, engravingFiles: { ...files, petName: { max: 10, size: files.petName.size, font: files.petName.font, text: files.petName.text } } };
    expect((await request('POST', path, { ...staff, json: shuffled })).status).toBe(409);

    // The same fields with another photo: a new version.
    const newPhoto = await bodyWithPhoto(bookingId, lineId, productId, staff, JPEG, 'Biscuit');
    const second = await expectJson<{ data: EngravingVersionDto }>(await request('POST', path, { ...staff, json: newPhoto }), 201);
    expect(second.data.version).toBe(n + 1);

    // The owner approves it; the lookup says when.
    const owner = { token: tokens.guest, grant: await grantFor(bookingId, lineId, '412555011') };
    const approved = await expectJson<{ data: EngravingVersionDto }>(await request('POST', `${path}/approve`, { ...owner, json: { version_id: second.data.id } }), 200);
    expect(Date.parse(approved.data.approved_at ?? '')).not.toBeNaN();
    const lookup = await expectJson<{ data: EngravingLookupDto }>(await request('GET', `/portal/engraving/booking/${bookingId}/${lineId}`, owner), 200);
    expect(lookup.data.current).toMatchObject({ id: second.data.id, approved: 1, approved_by: 'owner', approved_at: approved.data.approved_at });

    // After approving, the owner's submit is refused with the settled state, changed or not.
    const changed = await expectJson<{ errors: { detail: string } }>(await submit(bookingId, lineId, productId, owner, 'Biscuit Boy'), 409);
    expect(changed.errors.detail).toBe(artworkApprovedMessage(approved.data));
    expect(changed.errors.detail).toMatch(/^You approved this artwork on \d{1,2} [A-Z][a-z]+ \d{4}\.$/);

    // Staff may still send a change the owner asked for (the booking is editable); it waits for the owner again.
    const third = await expectJson<{ data: EngravingVersionDto; owner_request: OwnerRequestDto }>(await submit(bookingId, lineId, productId, staff, 'Biscuit Boy'), 201);
    expect(third.data).toMatchObject({ version: n + 2, approved: 0, approved_at: null });
    expect(third.owner_request.when).toBe('now');
  });

  it("answers owner_request 'never' to the owner's own submit and for a booking without a mobile", async () => {
    const { bookingId, lineId, productId } = await plaqueLine('plaque-no-phone');
    const answer = await expectJson<{ owner_request: OwnerRequestDto }>(await submit(bookingId, lineId, productId), 201);
    expect(answer.owner_request).toEqual({ when: 'never', sent: false, to: null });
  });

  it("gives each artwork line its plaque config on the booking, so the summary lists only what the plaque carries", async () => {
    const { bookingId, lineId } = await plaqueLine('plaque-4');
    const { data } = await expectJson<{ data: BookingDto }>(await request('GET', `/portal/booking/${bookingId}`, { token: tokens.direct }), 200);
    const lines = data.quoted_products.map((product) => [product.id === lineId, product.engraving_plaque_config?.Dimensions ?? null]);
    expect(lines).toContainEqual([true, '0']);
    expect(lines).toContainEqual([false, null]);
  });
});

describe('the outbox page', () => {
  it('lists the messages with their verify links', async () => {
    const page = await ctx.app.request('/dev/outbox');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<h1>Outbox</h1>');
    expect(html).toContain(`http://localhost:8083/engraving/verify/${demoBookingId('direct', 'plaque-1')}/`);
  });

  it('is not mounted in production', async () => {
    const production = await createTestContext({ production: true });
    try {
      expect((await production.app.request('/dev/outbox.json')).status).toBe(404);
    } finally {
      await production.close();
    }
  });
});

describe('vessel images', () => {
  it("draws each view of an engraved product with the plaque's place; none for a product without a plaque", async () => {
    for (const view of [1, 2, 3]) {
      const response = await ctx.app.request(`/catalog-images/${CATALOG_PRODUCTS.photoPlaqueUrn.id}/vessel-${view}.svg`);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
      const svg = await response.text();
      expect(svg).toContain('with the plaque&#39;s place marked');
      expect(svg).toContain('Photo Plaque Urn');
    }
    expect((await ctx.app.request(`/catalog-images/${CATALOG_PRODUCTS.cedarUrn.id}/vessel-1.svg`)).status).toBe(404);
    expect((await ctx.app.request(`/catalog-images/${CATALOG_PRODUCTS.photoPlaqueUrn.id}/vessel-4.svg`)).status).toBe(404);
  });
});
