import { Hono } from 'hono';
import { vetUpdateSchema } from '@portal/contracts/schemas/vet';
import type { StaffEnv } from '../auth/caller.ts';
import {
  findPracticeAccountManager,
  findPracticeWithBrand,
  listPracticeServiceTypes,
  updatePricing,
} from '../data/practices.ts';
import type { PortalDb } from '../db/database.ts';
import { forbidden, notFound } from '../http/api-error.ts';
import { absoluteUrl } from '../http/public-url.ts';
import { validBody } from '../http/validation.ts';
import { isManager } from '../rules/members.ts';
import { accountManagerToWire, practiceToWire } from '../wire/practice.ts';

/** The caller's practice: GET and POST vet, GET vet/account_manager, GET vet/service_types. */
export function vetRoutes(db: PortalDb, publicUrl: string | undefined) {
  return new Hono<StaffEnv>()
    .get('/vet', async (c) => {
      const found = await findPracticeWithBrand(db, c.get('caller').practiceId);
      if (!found) throw notFound();
      return c.json({ data: practiceToWire(found.practice, found.brand, absoluteUrl(c, found.brand.logo_path, publicUrl)) });
    })
    .post('/vet', async (c) => {
      const caller = c.get('caller');
      if (!isManager(caller)) throw forbidden('Only a Level 3 member can change practice settings');
      const { pricing_information_c } = await validBody(c, vetUpdateSchema);
      await updatePricing(db, caller.practiceId, pricing_information_c);
      const found = await findPracticeWithBrand(db, caller.practiceId);
      if (!found) throw notFound();
      return c.json({ data: practiceToWire(found.practice, found.brand, absoluteUrl(c, found.brand.logo_path, publicUrl)) });
    })
    .get('/vet/account_manager', async (c) => {
      const manager = await findPracticeAccountManager(db, c.get('caller').practiceId);
      if (!manager) throw notFound();
      return c.json({ data: accountManagerToWire(manager, absoluteUrl(c, manager.picture_path, publicUrl)) });
    })
    .get('/vet/service_types', async (c) => {
      return c.json({ data: await listPracticeServiceTypes(db, c.get('caller').practiceId) });
    });
}
