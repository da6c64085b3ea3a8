import { Hono } from 'hono';
import type { StaffEnv } from '../auth/caller.ts';
import { findBrandByName, findPracticeBrand } from '../data/brands.ts';
import type { PortalDb } from '../db/database.ts';
import { notFound } from '../http/api-error.ts';
import { absoluteUrl } from '../http/public-url.ts';
import { brandToWire } from '../wire/brand.ts';

/** GET brand: the named brand (?brand=, any case), else the caller's practice brand. */
export function brandRoutes(db: PortalDb, publicUrl: string | undefined) {
  return new Hono<StaffEnv>().get('/brand', async (c) => {
    const name = c.req.query('brand');
    const brand = name ? await findBrandByName(db, name) : await findPracticeBrand(db, c.get('caller').practiceId);
    if (!brand) throw notFound();
    return c.json({ data: brandToWire(brand, absoluteUrl(c, brand.logo_path, publicUrl)) });
  });
}
