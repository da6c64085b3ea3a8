import { readFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { apiGet, createBooking } from './bookings';
import { accessTokenOf, API_URL } from './portal';

// The engraving journeys (issue 6): the product modal's artwork steps and the owner's approval pages.

export const FIXTURES = path.resolve(import.meta.dirname, '..', 'fixtures');
export const PET_PHOTO = path.join(FIXTURES, 'pet-photo.png');

/** The owner app (remote-engraving on its own origin), as the outbox's links name it. */
export const OWNER_APP = 'http://localhost:8083';
/** A phone held upright. */
export const PHONE_VIEWPORT = { width: 375, height: 667 };

const PLAQUE_PRODUCTS = ['Photo Plaque Urn', 'Engraved Brass Plaque', 'Photo Memorial Tile'] as const;
type PlaqueProduct = (typeof PLAQUE_PRODUCTS)[number];

export const artworkSteps = (dialog: Locator) => dialog.getByTestId('engraving-steps');
export const stepHeading = (scope: Locator | Page, title: string) => scope.getByRole('heading', { name: title, level: 3 });

/** One text line of the customise-text step: its text, font face and size. */
export async function fillTextLine(scope: Locator | Page, label: 'Pet name' | 'Text line 1' | 'Text line 2', line: { text: string; font: string; size: string }) {
  await scope.getByLabel(new RegExp(`^${label} text`)).fill(line.text);
  await scope.getByLabel(new RegExp(`^${label} font face`)).selectOption(line.font);
  await scope.getByLabel(new RegExp(`^${label} font size`)).selectOption(line.size);
}

export async function chooseIcon(scope: Locator | Page, icon: string, placement: 'Left' | 'Right') {
  await scope.getByRole('radiogroup', { name: 'Icon' }).getByRole('radio', { name: icon, exact: true }).check();
  await scope.getByRole('radiogroup', { name: 'Placement' }).getByRole('radio', { name: placement, exact: true }).check();
}

/** Chooses the photo, waits out Apply's 2 s, and sees the cropped result. */
export async function cropPhoto(scope: Locator | Page, file = PET_PHOTO) {
  await scope.getByLabel(/^Photo/).setInputFiles(file);
  await expect(scope.getByTestId('photo-cropper')).toBeVisible();
  await scope.getByRole('button', { name: 'Rotate 90 degrees' }).click();
  await scope.getByRole('button', { name: 'Apply' }).click();
  await expect(scope.getByRole('img', { name: 'The cropped photo' })).toBeVisible();
}

export interface OutboxMessage {
  to: string;
  body: string;
  link: string;
  booking_id: string;
  quoted_product_id: string;
}

/** The approval requests portal-api "sent" (its outbox, listed outside production). */
export async function outbox(page: Page): Promise<OutboxMessage[]> {
  const response = await page.request.get(`${API_URL}/dev/outbox.json`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: OutboxMessage[] }).data;
}

/**
 * The seeded plaque bookings of the direct practice (portal-api seed/bookings.ts, scenarios 'plaque-1'
 * to 'plaque-9', each with its own owner mobile; engraving.test.ts there checks these ids): one per
 * journey, so the tests never share an artwork.
 */
export const plaqueBookingId = (n: number) => `60000000-0000-4000-8001-${String(49 + n).padStart(12, '0')}`;
/** What the owner of plaque booking n types on the verify page (+61 4125550nn without +61). */
export const plaqueOwnerDigits = (n: number) => `4125550${n}${n}`;

/**
 * A new private cremation of the signed-in nurse's practice (portal-api, as the wizard's first step
 * and the product list would make it) with an Engraved Brass Plaque line, its artwork not yet made:
 * for a journey that starts at the artwork pages.
 */
export async function newPlaqueLine(
  page: Page,
  petName: string,
  { product = 'Engraved Brass Plaque', submit = false }: { product?: PlaqueProduct; submit?: boolean } = {},
): Promise<{ bookingId: string; lineId: string }> {
  return newPlaqueBooking(page, product, { petName, submit });
}

/** What the owner of a booking made by createBooking types on the verify page (REFERRAL_BOOKING's +61 412 345 678). */
export const NEW_BOOKING_OWNER_DIGITS = '412345678';

/**
 * A new submitted booking of the nurse's practice with a plaque line (a Photo Plaque Urn unless said:
 * text, icon and photo, so every owner page) whose artwork the nurse has sent: the owner's approval
 * request, for a journey of the owner's pages that needs none of the seeded plaque bookings.
 */
export async function newOwnerRequest(page: Page, petName: string, product: (typeof PLAQUE_PRODUCTS)[number] = 'Photo Plaque Urn'): Promise<OutboxMessage> {
  const { bookingId } = await newPlaqueLine(page, petName, { product, submit: true });
  return submitStaffArtworkOf(page, bookingId);
}

async function staffHeaders(page: Page) {
  return { Authorization: `Bearer ${await accessTokenOf(page)}` };
}

/** A PNG of one colour, `width` x `height` px (8-bit RGB). */
function plainPng(width: number, height: number, rgb: [number, number, number] = [0xe8, 0xdc, 0xb8]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const framed = Buffer.alloc(body.length + 8);
    framed.writeUInt32BE(data.length, 0);
    body.copy(framed, 4);
    framed.writeUInt32BE(crc32(body), body.length + 4);
    return framed;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  // Each row: filter byte 0, then the pixels.
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

/**
 * The artwork image as the product modal's Finish makes it (spec 001 s9: 'Approval image width
 * 398'): the plaque, by its Dimensions in mm (a photo-only plaque: its PhotoSize), drawn 398 px wide.
 */
export function artworkPng(plaque: { Dimensions: string; PhotoSize: string }): Buffer {
  const size = (value: string) => {
    const [width = 0, height = width] = value.split(/\s*[x×X]\s*/).map(Number);
    return width > 0 && height > 0 ? { width, height } : null;
  };
  const drawn = size(plaque.Dimensions) ?? size(plaque.PhotoSize) ?? { width: 1, height: 1 };
  return plainPng(398, Math.round((398 * drawn.height) / drawn.width));
}

/** What portal-api answered a staff submit: the version, and whether (and when) the owner is asked. */
export interface StaffArtworkAnswer {
  data: { id: string; version: number };
  owner_request: { when: 'now' | 'on_submit' | 'never'; sent: boolean; to: string | null };
}

/**
 * What the product modal's Finish does, through the API as the signed-in nurse: looks up the actual
 * product, uploads the two images (the artwork the size the Finish draws it, one colour; the fixture
 * photo as the engraving options image) and submits the next version of the booking line's artwork.
 * Answers portal-api's answer.
 */
export async function submitStaffArtworkFor(page: Page, bookingId: string, lineId: string, text = { line1: 'Forever our good boy', line2: '2012 - 2026' }): Promise<StaffArtworkAnswer> {
  const headers = await staffHeaders(page);
  const lookupResponse = await page.request.get(`${API_URL}/portal/engraving/booking/${bookingId}/${lineId}`, { headers });
  expect(lookupResponse.ok()).toBe(true);
  const lookup = ((await lookupResponse.json()) as {
    data: { pet_name: string; actual_products: { id: string }[]; plaque_config: { Dimensions: string; PhotoSize: string } };
  }).data;
  const upload = async (kind: string, buffer: Buffer) => {
    const response = await page.request.post(`${API_URL}/portal/booking/upload_engraving/${bookingId}`, {
      headers,
      multipart: { file: { name: `${kind}.png`, mimeType: 'image/png', buffer }, kind, quoted_product_id: lineId },
    });
    expect(response.status()).toBe(201);
    return ((await response.json()) as { data: { key: string; url: string } }).data;
  };
  const [artwork, options] = [await upload('custom_text', artworkPng(lookup.plaque_config)), await upload('engraving_options', readFileSync(PET_PHOTO))];
  const photo = lookup.plaque_config.PhotoSize !== '0';
  const submitted = await page.request.post(`${API_URL}/portal/engraving/${bookingId}/${lineId}`, {
    headers,
    data: {
      actual_product_id: lookup.actual_products[0]?.id,
      engravingFiles: {
        image_options_key: artwork.key,
        image_options_url: artwork.url,
        engraving_options_key: options.key,
        engraving_options_url: options.url,
        petName: { text: lookup.pet_name.slice(0, 11), font: 'Garamond', size: 28, max: 11 },
        primaryText: { text: text.line1, font: 'Times New Roman', size: 14, max: 29 },
        secondaryText: { text: text.line2, font: 'Arial', size: 12, max: 29 },
        icon: 'Dog Paw',
        iconPlacement: 'Left',
        imageOptions: photo ? { fileImgSrc: 'pet-photo.png', croppedAreaPixels: { x: 0, y: 0, width: 320, height: 384 }, aspectW: 5, aspectH: 6, rotation: 0, zoom: 1 } : null,
      },
    },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);
  return (await submitted.json()) as StaffArtworkAnswer;
}

/** Whether a text asks the family to confirm what will be done (issue 36): its link opens the owner app's /confirm. */
const isConfirmationRequest = (message: OutboxMessage) => message.link.startsWith(`${OWNER_APP}/confirm#`);

/** The approval requests and family updates portal-api sent for a booking (its outbox), newest first; not the confirmation requests. */
export async function requestsFor(page: Page, bookingId: string): Promise<OutboxMessage[]> {
  return (await outbox(page)).filter((message) => message.booking_id === bookingId && !isConfirmationRequest(message));
}

/** The texts asking the family to confirm what will be done (issue 36) for a booking, newest first. */
export async function confirmationRequestsFor(page: Page, bookingId: string): Promise<OutboxMessage[]> {
  return (await outbox(page)).filter((message) => message.booking_id === bookingId && isConfirmationRequest(message));
}

/**
 * Version 1 of plaque booking n's artwork, by the signed-in nurse (submitStaffArtworkFor); answers the
 * approval request portal-api put in its outbox for the owner.
 */
export async function submitStaffArtwork(page: Page, n: number, text = { line1: 'Forever our good boy', line2: '2012 - 2026' }): Promise<OutboxMessage> {
  return submitStaffArtworkOf(page, plaqueBookingId(n), text);
}

/** submitStaffArtwork for any submitted booking of the nurse's practice with a plaque line and the owner's mobile. */
export async function submitStaffArtworkOf(page: Page, bookingId: string, text = { line1: 'Forever our good boy', line2: '2012 - 2026' }): Promise<OutboxMessage> {
  const headers = await staffHeaders(page);
  const booking = await page.request.get(`${API_URL}/portal/booking/${bookingId}`, { headers });
  expect(booking.ok()).toBe(true);
  const lines = ((await booking.json()) as { data: { quoted_products: { id: string; name: string }[] } }).data.quoted_products;
  const line = lines.find((candidate) => (PLAQUE_PRODUCTS as readonly string[]).includes(candidate.name));
  if (!line) throw new Error(`Booking ${bookingId} has no plaque line`);
  await submitStaffArtworkFor(page, bookingId, line.id, text);
  const message = (await outbox(page)).find((candidate) => candidate.booking_id === bookingId && candidate.quoted_product_id === line.id);
  if (!message) throw new Error(`No approval request for booking ${bookingId} in the outbox`);
  return message;
}

/**
 * A new submitted private cremation of the signed-in nurse's practice whose owner has this mobile
 * ('+614…'), with one plaque product on it (its artwork not yet made): for a journey of its own.
 */
export async function newPlaqueBooking(
  page: Page,
  product: PlaqueProduct,
  { petName, mobile, submit = true }: { petName: string; mobile?: string; submit?: boolean },
): Promise<{ bookingId: string; lineId: string }> {
  const found = await apiGet<{ data: { id: string; name: string }[] }>(page, `portal/products?${new URLSearchParams({ search: product }).toString()}`);
  const plaque = found.data.find((candidate) => candidate.name === product);
  if (!plaque) throw new Error(`The catalog has no ${product}`);
  const booking = await createBooking(page, { fields: { pet_first_name_c: petName, ...(mobile ? { phone_mobile: mobile } : {}), line_items: [{ id: null, product: plaque.id, quantity: 1 }] }, submit });
  const saved = await apiGet<{ data: { quoted_products: { id: string; name: string }[] } }>(page, `portal/booking/${booking.id}`);
  const line = saved.data.quoted_products.find((candidate) => candidate.name === product);
  if (!line) throw new Error(`The new booking has no ${product} line`);
  return { bookingId: booking.id, lineId: line.id };
}

/** The link of the latest approval request for a line (the verify page with its key, `#k=`), from the outbox. */
export async function ownerLinkOf(page: Page, bookingId: string, lineId: string): Promise<string> {
  const message = (await requestsFor(page, bookingId)).find((candidate) => candidate.quoted_product_id === lineId);
  if (!message) throw new Error(`No approval request for line ${lineId} of booking ${bookingId} in the outbox`);
  return message.link;
}
