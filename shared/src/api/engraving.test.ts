import { describe, expect, it } from 'vitest';
import ky from 'ky';
import { QueryClient } from '@tanstack/react-query';
import { engravingStepCheckQuery, fetchEngravingLookup, fetchPlaqueConfig, submitEngraving, uploadEngravingImage } from './engraving';
import { actualProductId, type EngravingLookupDto } from '@portal/contracts/wire/engraving';

/** A client whose every call answers `body`; each request is kept with its body read (form or JSON). */
function apiAnswering(body: unknown, status = 200) {
  const requests: { url: string; method: string; form?: FormData; json?: unknown }[] = [];
  const api = ky.create({
    baseUrl: 'http://api.test/',
    retry: 0,
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const type = request.headers.get('content-type') ?? '';
      requests.push({
        url: request.url,
        method: request.method,
        form: type.startsWith('multipart/') ? await request.formData() : undefined,
        json: type.startsWith('application/json') ? ((await request.json()) as unknown) : undefined,
      });
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    },
  });
  return { api, requests };
}

describe('engraving calls', () => {
  it('GET portal/engraving/config/{productId}: the checked config (numbers from text), or null when not engravable', async () => {
    const config = {
      ID: 'p 1', Product: 'Plaque', Size: 'Large', Ratios: '4:5', Shape: 'Rectangle', Color: 'Gold', Dimensions: '150x100',
      PhotoSize: '0', Icon_Ratio: '0.25', Name_Size: '36', Text1_Size: 18, Text2_Size: 14, Name_Max: '0', Text1_Max: 0, Text2_Max: 0, Vessel_Image: '3',
    };
    const { api, requests } = apiAnswering({ data: config });
    expect(await fetchPlaqueConfig(api, 'p 1')).toMatchObject({ ID: 'p 1', Icon_Ratio: 0.25, Name_Size: 36, Vessel_Image: 3 });
    expect(new URL(requests[0]!.url).pathname).toBe('/portal/engraving/config/p%201');
    expect(await fetchPlaqueConfig(apiAnswering({ data: null }).api, 'p')).toBeNull();
    await expect(fetchPlaqueConfig(apiAnswering({ data: { ...config, Vessel_Image: 4 } }).api, 'p')).rejects.toThrow('Vessel_Image must be 1, 2 or 3');
  });

  it('POST portal/booking/upload_engraving/{bookingId}: multipart file, kind and quoted_product_id', async () => {
    const { api, requests } = apiAnswering({ data: { key: 'engraving/b/q/custom_text-1.png', url: 'http://files.test/1' } }, 201);
    const stored = await uploadEngravingImage(api, 'b', { file: new Blob(['png'], { type: 'image/png' }), kind: 'custom_text', quotedProductId: 'q' });
    expect(stored).toEqual({ key: 'engraving/b/q/custom_text-1.png', url: 'http://files.test/1' });
    const request = requests[0]!;
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/portal/booking/upload_engraving/b');
    const form = request.form!;
    expect(form.get('kind')).toBe('custom_text');
    expect(form.get('quoted_product_id')).toBe('q');
    expect((form.get('file') as File).type).toBe('image/png');
  });

  it('the lookup names the actual product (actual_products[0].id), or none', async () => {
    const lookup: EngravingLookupDto = {
      booking_id: 'b',
      quoted_product_id: 'q',
      product_name: 'Plaque',
      pet_name: 'Rex',
      plaque_config: null,
      editable: true,
      actual_products: [{ id: 'a1', name: 'Plaque' }], current: null, versions: [] };
    const { api, requests } = apiAnswering({ data: lookup });
    const answer = await fetchEngravingLookup(api, 'b', 'q');
    expect(new URL(requests[0]!.url).pathname).toBe('/portal/engraving/booking/b/q');
    expect(actualProductId(answer)).toBe('a1');
    expect(actualProductId({ ...lookup, actual_products: [] })).toBeNull();
    expect(actualProductId({ ...lookup, actual_products: [{ id: '', name: '' }] })).toBeNull();
  });

  it('POST portal/engraving/{bookingId}/{quotedProductId} sends the product id and the engraving files', async () => {
    const { api, requests } = apiAnswering({ data: { id: 'v1', version: 1 } }, 201);
    const line = { text: 'Bella', size: 36 as const, font: 'Garamond' as const, max: 11 };
    await submitEngraving(api, 'b', 'q', {
      actual_product_id: 'a1',
      engravingFiles: {
        image_options_key: 'k1', image_options_url: 'u1', engraving_options_key: 'k2', engraving_options_url: 'u2',
        petName: line, primaryText: line, secondaryText: line, icon: 'Heart', iconPlacement: 'Left', imageOptions: null,
      },
    });
    expect(new URL(requests[0]!.url).pathname).toBe('/portal/engraving/b/q');
    expect(requests[0]!.json).toMatchObject({ actual_product_id: 'a1', engravingFiles: { image_options_key: 'k1', icon: 'Heart' } });
  });
});

describe("the change path's step check (a query)", () => {
  it("is one query per opening of a step, staff's and the owner's apart, never kept, and its signal goes with the request", async () => {
    const { api } = apiAnswering({});
    const owner = { staff: false, bookingId: 'b', quotedProductId: 'q' };
    const keyOf = (query: typeof owner, opening: string) => JSON.stringify(engravingStepCheckQuery(api, query, opening).queryKey);
    expect(keyOf(owner, 'k1')).not.toBe(keyOf(owner, 'k2'));
    expect(keyOf(owner, 'k1')).not.toBe(keyOf({ ...owner, staff: true }, 'k1'));
    expect(engravingStepCheckQuery(api, owner, 'k1')).toMatchObject({ gcTime: 0, networkMode: 'always', refetchOnReconnect: false });

    const signals: AbortSignal[] = [];
    const held = ky.create({
      baseUrl: 'http://api.test/',
      retry: 0,
      fetch: (input: RequestInfo | URL, init?: RequestInit) => {
        const request = input instanceof Request ? input : new Request(input, init);
        signals.push(request.signal);
        return new Promise<Response>(() => undefined);
      },
    });
    const client = new QueryClient();
    void client.fetchQuery(engravingStepCheckQuery(held, owner, 'k1')).catch(() => undefined);
    await expect.poll(() => signals.length).toBe(1);
    await client.cancelQueries();
    expect(signals[0]!.aborted).toBe(true);
  });
});
