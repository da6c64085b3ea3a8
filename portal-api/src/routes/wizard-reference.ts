import { Hono } from 'hono';
import type { StaffEnv } from '../auth/caller.ts';
import { searchAddresses } from '../address/gazetteer.ts';
import { collectionProductsFor } from '../data/collection-products.ts';
import type { PortalDb } from '../db/database.ts';
import { containsIgnoringCase } from '../db/dialect.ts';
import { invalidFields, notFound } from '../http/api-error.ts';
import { money } from '../data/bookings.ts';
import type { PresenceTokens } from '../realtime/presence.ts';
import { realtimeToken, type AblySettings } from '../realtime/tokens.ts';

export const BREED_PAGE_SIZE = 20;

/** Ably settings when the realtime provider is Ably; absent for the local WebSocket. */
export type { AblySettings };

/**
 * What the wizards look up: GET pet_types, pet_breeds, postcode/zone, address/search and
 * authentication/{id} (presence token for a booking's channel).
 */
export function wizardReferenceRoutes(db: PortalDb, presence: PresenceTokens, ably?: AblySettings) {
  return new Hono<StaffEnv>()
    .get('/pet_types', async (c) => {
      const rows = await db.selectFrom('pet_types').select(['id', 'pet_type']).orderBy('seq').execute();
      return c.json({ data: rows });
    })
    .get('/pet_breeds', async (c) => {
      const petType = c.req.query('pet_type')?.trim();
      if (!petType) throw invalidFields({ pet_type: 'pet_type is required' });
      const search = c.req.query('search')?.trim() ?? '';
      const pageText = c.req.query('page') ?? '1';
      const page = Number(pageText);
      if (!Number.isInteger(page) || page < 1) throw invalidFields({ page: 'page must be a whole number from 1' });
      const base = db
        .selectFrom('pet_breeds')
        .where('pet_type', '=', petType)
        .$if(search !== '', (qb) => qb.where(containsIgnoringCase('name', search)));
      const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      const rows = await base
        .select(['id', 'name', 'custom_unit', 'custom_unit_to_kg_ratio'])
        .orderBy('name')
        .orderBy('id')
        .limit(BREED_PAGE_SIZE)
        .offset((page - 1) * BREED_PAGE_SIZE)
        .execute();
      return c.json({
        data: rows,
        current_page: page,
        last_page: Math.max(1, Math.ceil(Number(total) / BREED_PAGE_SIZE)),
        per_page: BREED_PAGE_SIZE,
        total: Number(total),
      });
    })
    .get('/postcode/zone', async (c) => {
      const postcode = c.req.query('postalcode')?.trim() ?? '';
      if (!/^\d{4}$/.test(postcode)) throw invalidFields({ postalcode: 'postalcode must be 4 digits' });
      const products = await collectionProductsFor(db, postcode);
      return c.json({
        data: products.map((product) => ({
          id: product.id,
          name: product.name,
          is_home_collection: product.is_home_collection ? 1 : 0,
          unit_price: money(product.unit_price),
          zone: product.zone_name,
        })),
      });
    })
    .get('/address/search', async (c) => {
      const query = c.req.query('q') ?? '';
      // The caller's practice's state, so its own places come first ("Kensington" in WA for a WA practice).
      const practice = await db
        .selectFrom('practices')
        .select('office_address_state')
        .where('id', '=', c.get('caller').practiceId)
        .executeTakeFirst();
      return c.json({ data: searchAddresses(query, { homeState: practice?.office_address_state }) });
    })
    .get('/authentication/:id', async (c) => {
      const caller = c.get('caller');
      const bookingId = c.req.param('id');
      const booking = await db
        .selectFrom('bookings')
        .select('id')
        .where('id', '=', bookingId)
        .where('practice_id', '=', caller.practiceId)
        .executeTakeFirst();
      if (!booking) throw notFound();
      return c.json({ data: await realtimeToken(db, presence, ably, { caller, channel: bookingId, capability: ['presence', 'subscribe'] }) });
    });
}
