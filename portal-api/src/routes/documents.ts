import { Hono, type Context } from 'hono';
import type { StaffEnv } from '../auth/caller.ts';
import { listBrands } from '../data/brands.ts';
import { findPracticeWithBrand } from '../data/practices.ts';
import type { PortalDb } from '../db/database.ts';
import type { Brand } from '../db/schema.ts';
import {
  brandDetails,
  brandRegions,
  brandSlug,
  GRIEF_DOCUMENTS,
  griefFileName,
  isGriefDocument,
  isTagKind,
  practiceRegion,
  taggingGuideFileName,
} from '../documents/catalog.ts';
import { griefPdf, taggingGuidePdf } from '../documents/pdf.ts';
import { tagSvg } from '../documents/tags.ts';
import { notFound } from '../http/api-error.ts';
import { absoluteUrl } from '../http/public-url.ts';
import { brandDocumentsToWire } from '../wire/documents.ts';

/** Content-Disposition with a plain fallback and the UTF-8 name (RFC 6266). */
function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|"/g, '_');
  return `inline; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

const CACHE_CONTROL = 'public, max-age=86400';

async function brandBySlug(db: PortalDb, slug: string): Promise<Brand | undefined> {
  const brands = await listBrands(db);
  return brands.find((brand) => brandSlug(brand.name) === slug);
}

/**
 * The brand documents as files (no auth: a link opened in a new tab carries no token, and these are
 * the crematorium's public leaflets). Made on first request and kept in memory.
 *   GET /documents/{brand}/{pet-bucket-list | pet-loss-and-grief-brochure}.pdf
 *   GET /documents/{brand}/{region}/tagging-guide.pdf
 *   GET /documents/{brand}/{region}/tags/{private | communal | hold}.svg
 */
export function documentFileRoutes(db: PortalDb) {
  const made = new Map<string, Promise<Buffer | string>>();
  const once = (key: string, make: () => Promise<Buffer | string>) => {
    let file = made.get(key);
    if (!file) {
      file = make();
      made.set(key, file);
      file.catch(() => made.delete(key));
    }
    return file;
  };
  /** The PDF of this path (made once), shown inline under its file name and cached for a day. */
  const pdfFile = async (c: Context, fileName: string, make: () => Promise<Buffer | string>) => {
    const pdf = await once(c.req.path, make);
    return c.body(new Uint8Array(pdf as Buffer), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': contentDisposition(fileName),
      'Cache-Control': CACHE_CONTROL,
    });
  };
  const regionOf = (brand: Brand, region: string) => {
    const code = region.toUpperCase();
    return brandRegions(brand).includes(code) ? code : undefined;
  };

  return new Hono()
    .get('/:brand/:file{[a-z-]+\\.pdf}', async (c) => {
      const brand = await brandBySlug(db, c.req.param('brand'));
      const id = c.req.param('file').replace(/\.pdf$/, '');
      if (!brand || !isGriefDocument(id)) throw notFound();
      const document = GRIEF_DOCUMENTS.find((candidate) => candidate.id === id)!;
      return pdfFile(c, griefFileName(brand.name, document), () => griefPdf(brandDetails(brand), id));
    })
    .get('/:brand/:region/tagging-guide.pdf', async (c) => {
      const brand = await brandBySlug(db, c.req.param('brand'));
      const region = brand && regionOf(brand, c.req.param('region'));
      if (!brand || !region) throw notFound();
      return pdfFile(c, taggingGuideFileName(brand.name, region), () => taggingGuidePdf(brandDetails(brand), region));
    })
    .get('/:brand/:region/tags/:file{[a-z]+\\.svg}', async (c) => {
      const brand = await brandBySlug(db, c.req.param('brand'));
      const region = brand && regionOf(brand, c.req.param('region'));
      const kind = c.req.param('file').replace(/\.svg$/, '');
      if (!brand || !region || !isTagKind(kind)) throw notFound();
      return c.body(tagSvg(brandDetails(brand), region, kind), 200, {
        'Content-Type': 'image/svg+xml; charset=utf-8',
        'Content-Disposition': contentDisposition(`${brand.name} ${region} - ${kind} tag.svg`),
        'Cache-Control': CACHE_CONTROL,
      });
    });
}

/** GET vet/documents (any member): the caller's brand documents for the practice's region, as links. */
export function documentRoutes(db: PortalDb, publicUrl: string | undefined) {
  return new Hono<StaffEnv>().get('/vet/documents', async (c) => {
    const found = await findPracticeWithBrand(db, c.get('caller').practiceId);
    if (!found) throw notFound();
    const { brand, practice } = found;
    const region = practiceRegion(brand, practice.region);
    return c.json({ data: brandDocumentsToWire(brand, region, (path) => absoluteUrl(c, path, publicUrl)) });
  });
}
