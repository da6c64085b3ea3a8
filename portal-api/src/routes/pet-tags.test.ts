import jsQR from 'jsqr';
import { TAG_COLOURS } from '@portal/contracts/domain/tagging-guide';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoBookingId, demoOrderNumber } from '../seed/bookings.ts';
import { pdfFillColours, pdfImages, pdfPageCount, pdfText } from '../testing/pdf-reader.ts';
import { createTestContext, type TestContext } from '../testing/test-app.ts';

let ctx: TestContext;
let direct = '';
let referral = '';
beforeAll(async () => {
  ctx = await createTestContext();
  direct = await ctx.tokenFor('direct.staff@example.com');
  referral = await ctx.tokenFor('referral.staff@example.com');
});
afterAll(() => ctx.close());

const PORTAL = 'http://lawnswood.localhost:8080';

const tagLink = (id: string, { format = 'label', portal = PORTAL, token = direct } = {}) =>
  ctx.call('GET', `/portal/booking/${id}/tag?${new URLSearchParams({ format, portal_url: portal }).toString()}`, { token });

async function tagPdf(id: string, format: 'label' | 'a4') {
  const answer = await tagLink(id, { format });
  expect(answer.status).toBe(200);
  const { url, expires_at } = (await answer.json()) as { url: string; expires_at: string };
  expect(Date.parse(expires_at) - Date.now()).toBeLessThanOrEqual(301_000);
  const file = await ctx.app.request(url.replace(/^http:\/\/localhost/, ''));
  expect(file.status).toBe(200);
  expect(file.headers.get('Content-Type')).toBe('application/pdf');
  return { url, pdf: Buffer.from(await file.arrayBuffer()), disposition: file.headers.get('Content-Disposition') };
}

describe('GET /portal/booking/{id}/tag (the printable pet tag)', () => {
  const id = demoBookingId('direct', 'submitted');

  it('labels: two 4 x 6 in tags with the service, order number, pet, owner surname, practice and a QR code of the booking page', async () => {
    const { pdf, disposition } = await tagPdf(id, 'label');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(disposition).toBe(`inline; filename="pet-tag-${demoOrderNumber('direct', 'submitted')}-label.pdf"`);
    expect(pdfPageCount(pdf)).toBe(2);
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 288 432]');
    const text = pdfText(pdf).join('\n');
    expect(text).toContain('Private Cremation');
    expect(pdfFillColours(pdf)[0]).toBe(TAG_COLOURS.private);
    expect(text).toContain(demoOrderNumber('direct', 'submitted'));
    expect(text).toMatch(/OWNER SURNAME/);
    expect(text).toMatch(/\d+\.\d\d kg/);
    const codes = pdfImages(pdf).map((image) => jsQR(image.rgba, image.width, image.height)?.data);
    expect(codes).toEqual([`${PORTAL}/booking/${id}`, `${PORTAL}/booking/${id}`]);
  });

  it('labels: each of the two pages says which copy it is and what it is for (issue 31 item 6)', async () => {
    const { pdf } = await tagPdf(id, 'label');
    const text = pdfText(pdf);
    // pdfkit writes the standard fonts in Windows-1252: the apostrophe is byte 0x92.
    const latin = (line: string) => line.replace('’', '\x92');
    const copy1 = text.indexOf('Copy 1 of 2');
    const copy2 = text.indexOf('Copy 2 of 2');
    expect(copy1).toBeGreaterThan(-1);
    expect(copy2).toBeGreaterThan(copy1);
    // A wrapped line is written in runs, each line's with its trailing space.
    const joined = (lines: string[]) => lines.join(' ').replace(/\s+/g, ' ');
    expect(joined(text.slice(copy1, copy2))).toContain(latin('Attach to the pet’s collar or leg'));
    expect(joined(text.slice(copy2))).toContain('Attach to the outside of the body bag');
  });

  it('A4: one page of four tags', async () => {
    const { pdf } = await tagPdf(id, 'a4');
    expect(pdfPageCount(pdf)).toBe(1);
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
    expect(pdfImages(pdf)).toHaveLength(4);
    expect(pdfText(pdf).filter((line) => /^Copy \d of 4$/.test(line))).toEqual(['Copy 1 of 4', 'Copy 2 of 4', 'Copy 3 of 4', 'Copy 4 of 4']);
  });

  it("prints the service type's band in the tagging guide's colour (communal: blue)", async () => {
    const { pdf } = await tagPdf(demoBookingId('direct', 'communal'), 'label');
    expect(pdfText(pdf)[0]).toBe('Communal Cremation - Vet');
    // The band is the first thing painted; the service type is written on it in white.
    expect(pdfFillColours(pdf).slice(0, 2)).toEqual([TAG_COLOURS.communal, '#ffffff']);
  });

  it("is another practice's booking: 404", async () => {
    expect((await tagLink(id, { token: referral })).status).toBe(404);
  });

  it('needs a signed-in member', async () => {
    expect((await ctx.call('GET', `/portal/booking/${id}/tag?format=label&portal_url=${PORTAL}`)).status).toBe(401);
  });

  it('refuses an unknown format or a portal address that is not one of the sites, naming the field', async () => {
    const answer = await tagLink(id, { format: 'letter', portal: 'https://evil.example.com' });
    expect(answer.status).toBe(422);
    expect(await answer.json()).toEqual({
      errors: { detail: { format: 'format must be label or a4', portal_url: 'portal_url must be the address of one of the portal’s sites' } },
    });
  });

  it('refuses a loopback address no browser could be at (port 99999, 65536), naming the field, not 500 (issue 29)', async () => {
    for (const portal of ['http://127.0.0.1:99999', 'http://[::1]:65536', 'http://localhost:123456']) {
      const answer = await tagLink(id, { portal });
      expect(answer.status, portal).toBe(422);
      expect(await answer.json()).toEqual({ errors: { detail: { portal_url: 'portal_url must be the address of one of the portal’s sites' } } });
    }
  });

  it('a products only booking sends no pet: no tag (422)', async () => {
    const answer = await tagLink(demoBookingId('direct', 'products'));
    expect(answer.status).toBe(422);
    expect(await answer.json()).toEqual({
      errors: { detail: { service_type: 'A Products Only booking sends no pet for cremation, so it has no pet tag' } },
    });
  });

  it('the PDF link is signed: another portal address, format or booking in it is refused', async () => {
    const { url } = await tagPdf(id, 'label');
    const path = url.replace(/^http:\/\/localhost/, '');
    for (const tampered of [
      path.replace(encodeURIComponent(PORTAL), encodeURIComponent('http://evil.localhost:8080')),
      path.replace('/label.pdf', '/a4.pdf'),
      path.replace(id, demoBookingId('direct', 'communal')),
      path.replace(/signature=[^&]+/, 'signature=x'),
    ]) {
      expect((await ctx.app.request(tampered)).status).toBe(403);
    }
  });
});

describe('printing the tag gives the booking its pet tag image (issue 31 item 6)', () => {
  // A partial booking with no pet tag image yet (in the dashboard's Awaiting Instructions table).
  const id = demoBookingId('direct', 'partial-2');
  const listed = async () => {
    const answer = await ctx.call('GET', `/portal/booking?${new URLSearchParams({ order_stage: 'VP Unsubmitted', page_size: '100' }).toString()}`, { token: direct });
    const rows = ((await answer.json()) as { data: { id: string; pet_tag_image: { id: string; url: string } | null }[] }).data;
    return rows.find((row) => row.id === id);
  };
  const tagImages = async () =>
    ctx.db.selectFrom('booking_images').select(['id', 'file_name']).where('booking_id', '=', id).where('kind', '=', 'pet_tag').execute();

  it('the bookings list shows the printed tag right after printing, once per version of the tag', async () => {
    expect((await listed())?.pet_tag_image).toBeNull();
    await tagPdf(id, 'label');
    const image = (await listed())?.pet_tag_image;
    expect(image).not.toBeNull();
    const picture = await ctx.app.request(image!.url.replace(/^http:\/\/localhost/, ''));
    expect(picture.status).toBe(200);
    expect(picture.headers.get('Content-Type')).toBe('image/svg+xml');
    const svg = await picture.text();
    expect(svg).toContain(demoOrderNumber('direct', 'partial-2'));
    expect(svg).toContain('OWNER SURNAME');
    // Printing the same tag again (on the other paper too) keeps the one picture.
    await tagPdf(id, 'a4');
    await tagPdf(id, 'label');
    expect(await tagImages()).toHaveLength(1);
  });
});

describe('the stored tag PDF (file store)', () => {
  const id = demoBookingId('direct', 'communal');
  const storedTags = async () =>
    (await ctx.db.selectFrom('stored_files').select('key').where('key', 'like', `documents/pet-tags/${id}/label-%`).execute()).map((row) => row.key);

  it('is rendered once per version of what the tag prints, and a changed booking never gets the old tag', async () => {
    const first = await tagPdf(id, 'label');
    const again = await tagPdf(id, 'label');
    expect(again.pdf.equals(first.pdf)).toBe(true);
    expect(await storedTags()).toHaveLength(1);

    const booking = await ctx.db.selectFrom('bookings').select('pet_id').where('id', '=', id).executeTakeFirstOrThrow();
    await ctx.db.updateTable('pets').set({ pet_weight_c: 43.21 }).where('id', '=', booking.pet_id!).execute();
    const changed = await tagPdf(id, 'label');
    expect(pdfText(changed.pdf).join('\n')).toContain('43.21 kg');
    expect(pdfText(first.pdf).join('\n')).not.toContain('43.21 kg');
    expect(await storedTags()).toHaveLength(2);
  });
});
