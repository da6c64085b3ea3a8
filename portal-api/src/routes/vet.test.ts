import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRACTICE_IDS, SERVICE_TYPE_IDS } from '../seed/demo-data.ts';
import { createTestContext, type TestContext } from '../testing/test-app.ts';
import type { brandToWire } from '../wire/brand.ts';
import type { accountManagerToWire, practiceToWire } from '../wire/practice.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type WireVet = ReturnType<typeof practiceToWire>;

async function data<T = WireVet>(response: Response): Promise<T> {
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

describe('GET /portal/vet', () => {
  it("returns the caller's practice with its brand, logo as an absolute link", async () => {
    const vet = await data(await ctx.call('GET', '/portal/vet', { token: await ctx.tokenFor('direct.staff@example.com') }));
    expect(vet).toEqual({
      id: PRACTICE_IDS.direct,
      name: 'Perth Paws Veterinary Hospital',
      opp_temporary_id: '21000000-0000-4000-8000-000000000001',
      primary_email_address: [{ email_address: 'reception@perthpaws.example.com' }],
      office_location: {
        office_address_street: '120 Walcott Street',
        office_address_city: 'Mount Lawley',
        office_address_state: 'WA',
        office_address_postalcode: '6050',
        office_address_country: 'Australia',
        office_address_latitude: -31.9335,
        office_address_longitude: 115.872,
      },
      cstm: {
        relationship_type_c: 'vet_direct',
        has_portal_access_c: 'Yes',
        pricing_information_c: 'Pricebook',
        provides_client_details_c: 1,
        default_collection_location_c: 'Vet',
        client_details_c: 'Owner details provided by the practice',
        brand: { name: 'Lawnswood', brand_logo_link: 'http://localhost/static/brands/lawnswood.svg', parent: 'Lawnswood' },
      },
    });
  });

  it.each([
    ['referral.staff@example.com', 'referral', 'RRP', 'Edenhills', 1],
    ['unity.staff@example.com', 'vet_unity', 'No price', 'Pets in Peace', 0],
  ])('gives %s their own practice', async (email, relationship, pricing, brand, providesClientDetails) => {
    const vet = await data(await ctx.call('GET', '/portal/vet', { token: await ctx.tokenFor(email) }));
    expect(vet.cstm).toMatchObject({
      relationship_type_c: relationship,
      pricing_information_c: pricing,
      provides_client_details_c: providesClientDetails,
      brand: { name: brand },
    });
  });
});

describe('POST /portal/vet', () => {
  it('lets a Level 3 change the pricing display', async () => {
    const token = await ctx.tokenFor('direct.manager@example.com');
    const vet = await data(await ctx.call('POST', '/portal/vet', { token, body: { pricing_information_c: 'RRP' } }));
    expect(vet.cstm.pricing_information_c).toBe('RRP');
    const again = await data(await ctx.call('GET', '/portal/vet', { token }));
    expect(again.cstm.pricing_information_c).toBe('RRP');
  });

  it('refuses a Level 1 (403)', async () => {
    const response = await ctx.call('POST', '/portal/vet', {
      token: await ctx.tokenFor('direct.staff@example.com'),
      body: { pricing_information_c: 'No price' },
    });
    expect(response.status).toBe(403);
  });

  it.each([{ pricing_information_c: 'Free' }, {}])('names pricing_information_c for %j (422)', async (body) => {
    const response = await ctx.call('POST', '/portal/vet', { token: await ctx.tokenFor('direct.manager@example.com'), body });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      errors: { detail: { pricing_information_c: 'Pricing must be one of No price, Pricebook, RRP' } },
    });
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await ctx.call('POST', '/portal/vet', { token: await ctx.tokenFor('direct.manager@example.com'), body: '{oops' });
    expect(response.status).toBe(400);
  });
});

describe('GET /portal/vet/account_manager', () => {
  it("returns the practice's relationship manager with a picture link", async () => {
    const manager = await data<ReturnType<typeof accountManagerToWire>>(
      await ctx.call('GET', '/portal/vet/account_manager', { token: await ctx.tokenFor('direct.staff@example.com') }),
    );
    expect(manager).toEqual({
      first_name: 'Alex',
      last_name: 'Morgan',
      phone_mobile: '0412345678',
      email_addresses: [{ email_address: 'alex.morgan@lawnswood.example.com' }],
      picture: { src: 'http://localhost/static/account-managers/alex-morgan.svg' },
    });
  });
});

describe('GET /portal/vet/service_types', () => {
  it('gives the direct practice every service type, vet supply order included', async () => {
    const types = await data<{ id: string; name: string }[]>(await ctx.call('GET', '/portal/vet/service_types', { token: await ctx.tokenFor('direct.staff@example.com') }));
    expect(types).toHaveLength(6);
    expect(types).toContainEqual({ id: SERVICE_TYPE_IDS.vetSupplyOrder, name: 'vet supply order' });
  });

  it('gives the referral practice no vet supply order', async () => {
    const types = await data<{ id: string; name: string }[]>(await ctx.call('GET', '/portal/vet/service_types', { token: await ctx.tokenFor('referral.staff@example.com') }));
    expect(types.map((type) => type.name)).toEqual(['communal cremation - vet', 'private cremation', 'products only']);
  });
});

describe('GET /portal/brand', () => {
  it("defaults to the caller's practice brand", async () => {
    const brand = await data<ReturnType<typeof brandToWire>>(await ctx.call('GET', '/portal/brand', { token: await ctx.tokenFor('unity.staff@example.com') }));
    expect(brand).toEqual({
      name: 'Pets in Peace',
      brand_logo_link: 'http://localhost/static/brands/pets-in-peace.svg',
      phone_work: '0738061234',
      email_addresses: [{ email_address: 'care@petsinpeace.example.com' }],
      parent: 'Pets in Peace',
    });
  });

  it('finds a brand by name, ignoring case', async () => {
    const token = await ctx.tokenFor('direct.staff@example.com');
    const brand = await data<ReturnType<typeof brandToWire>>(await ctx.call('GET', '/portal/brand?brand=nsw%20pet%20cremation', { token }));
    expect(brand).toMatchObject({ name: 'NSW Pet Cremation', phone_work: '0296331234' });
  });

  it('answers 404 for an unknown brand', async () => {
    const response = await ctx.call('GET', '/portal/brand?brand=Nowhere', { token: await ctx.tokenFor('direct.staff@example.com') });
    expect(response.status).toBe(404);
  });
});
