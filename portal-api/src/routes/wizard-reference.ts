import { Hono } from 'hono';
import type { StaffEnv } from '../auth/caller.ts';
import { searchAddresses } from '../address/gazetteer.ts';
import { collectionProductsFor } from '../data/collection-products.ts';
import { findPracticeBookingId, findPracticeState } from '../data/practices.ts';
import { listPetBreeds, listPetTypes } from '../data/wizard-reference.ts';
import type { PortalDb } from '../db/database.ts';
import { invalidFields, notFound } from '../http/api-error.ts';
import type { PresenceTokens } from '../realtime/presence.ts';
import { realtimeToken, type AblySettings } from '../realtime/tokens.ts';
import { zoneProductToWire } from '../wire/collection.ts';

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
      return c.json({ data: await listPetTypes(db) });
    })
    .get('/pet_breeds', async (c) => {
      const petType = c.req.query('pet_type')?.trim();
      if (!petType) throw invalidFields({ pet_type: 'pet_type is required' });
      const search = c.req.query('search')?.trim() ?? '';
      const pageText = c.req.query('page') ?? '1';
      const page = Number(pageText);
      if (!Number.isInteger(page) || page < 1) throw invalidFields({ page: 'page must be a whole number from 1' });
      const { rows, total } = await listPetBreeds(db, petType, search, page, BREED_PAGE_SIZE);
      return c.json({
        data: rows,
        current_page: page,
        last_page: Math.max(1, Math.ceil(total / BREED_PAGE_SIZE)),
        per_page: BREED_PAGE_SIZE,
        total,
      });
    })
    .get('/postcode/zone', async (c) => {
      const postcode = c.req.query('postalcode')?.trim() ?? '';
      if (!/^\d{4}$/.test(postcode)) throw invalidFields({ postalcode: 'postalcode must be 4 digits' });
      const products = await collectionProductsFor(db, postcode);
      return c.json({ data: products.map(zoneProductToWire) });
    })
    .get('/address/search', async (c) => {
      const query = c.req.query('q') ?? '';
      // The caller's practice's state, so its own places come first ("Kensington" in WA for a WA practice).
      const homeState = await findPracticeState(db, c.get('caller').practiceId);
      return c.json({ data: searchAddresses(query, { homeState }) });
    })
    .get('/authentication/:id', async (c) => {
      const caller = c.get('caller');
      const bookingId = c.req.param('id');
      if (!(await findPracticeBookingId(db, caller.practiceId, bookingId))) throw notFound();
      return c.json({ data: await realtimeToken(db, presence, ably, { caller, channel: bookingId, capability: ['presence', 'subscribe'] }) });
    });
}
