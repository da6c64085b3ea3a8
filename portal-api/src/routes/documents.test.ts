import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

interface DocumentsWire {
  brand: string;
  region: string;
  region_name: string;
  grief_guidance: { name: string; file_type: string; description: string; link: string }[];
  tagging_guide: { name: string; file_type: string; link: string };
  tags: { kind: string; name: string; description: string; image: string }[];
}

async function documentsOf(email: string): Promise<DocumentsWire> {
  const response = await ctx.call('GET', '/portal/vet/documents', { token: await ctx.tokenFor(email) });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: DocumentsWire }).data;
}

describe('GET /portal/vet/documents', () => {
  it.each([
    ['direct.staff@example.com', 'Lawnswood', 'lawnswood', 'WA', 'Western Australia'],
    ['referral.staff@example.com', 'Edenhills', 'edenhills', 'SA', 'South Australia'],
    ['unity.staff@example.com', 'Pets in Peace', 'pets-in-peace', 'QLD', 'Queensland'],
  ])("gives %s their brand's documents for their region", async (email, brand, slug, region, regionName) => {
    const documents = await documentsOf(email);
    expect(documents).toMatchObject({ brand, region, region_name: regionName });
    expect(documents.grief_guidance.map((row) => [row.name, row.file_type, row.link])).toEqual([
      ['Pet Bucket List', 'PDF', `http://localhost/documents/${slug}/pet-bucket-list.pdf`],
      ['Pet Loss and Grief Brochure', 'PDF', `http://localhost/documents/${slug}/pet-loss-and-grief-brochure.pdf`],
    ]);
    expect(documents.tagging_guide.link).toBe(`http://localhost/documents/${slug}/${region.toLowerCase()}/tagging-guide.pdf`);
    expect(documents.tags.map((tag) => [tag.kind, tag.name])).toEqual([
      ['private', 'Private cremation'],
      ['communal', 'Communal cremation'],
      ['hold', 'Hold'],
    ]);
    expect(documents.tags[1]!.description).toContain('not returned');
  });

  it('needs a signed-in member', async () => {
    expect((await ctx.call('GET', '/portal/vet/documents')).status).toBe(401);
  });
});

describe('GET /documents/... (the files)', () => {
  const brandsAndRegions = [
    ['edenhills', ['aw', 'sa', 'vic']],
    ['lawnswood', ['wa']],
    ['nsw-pet-cremation', ['cw', 'mo', 'sw']],
    ['pets-in-peace', ['qld']],
  ] as const;

  it.each(brandsAndRegions.flatMap(([brand, regions]) => regions.map((region) => [brand, region] as const)))(
    'serves the %s %s tagging guide as an inline PDF with its file name',
    async (brand, region) => {
      const response = await ctx.call('GET', `/documents/${brand}/${region}/tagging-guide.pdf`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toMatch(
        new RegExp(`^inline; filename=".+ ${region.toUpperCase()} - Tagging Guide\\.pdf"`),
      );
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
      expect(bytes.length).toBeGreaterThan(2000);
    },
  );

  it.each(brandsAndRegions.flatMap(([brand]) => [
    [brand, 'pet-bucket-list', 'Pet Bucket List'],
    [brand, 'pet-loss-and-grief-brochure', 'Pet Loss and Grief Brochure'],
  ]))('serves the %s %s PDF', async (brand, file, name) => {
    const response = await ctx.call('GET', `/documents/${brand}/${file}.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain(` - ${name}.pdf"`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it.each(['private', 'communal', 'hold'])('serves the %s tag image as SVG naming brand and region', async (kind) => {
    const response = await ctx.call('GET', `/documents/nsw-pet-cremation/mo/tags/${kind}.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    const svg = await response.text();
    expect(svg).toMatch(/^<svg /);
    expect(svg).toContain('NSW Pet Cremation · MO');
  });

  it.each([
    '/documents/unknown-brand/pet-bucket-list.pdf',
    '/documents/lawnswood/unknown.pdf',
    '/documents/lawnswood/sa/tagging-guide.pdf',
    '/documents/edenhills/sa/tags/unknown.svg',
  ])('answers 404 for %s', async (path) => {
    expect((await ctx.call('GET', path)).status).toBe(404);
  });
});
