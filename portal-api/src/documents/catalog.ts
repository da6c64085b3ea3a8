// The brand documents (spec 001 s2.12, s2.13): grief guidance PDFs per brand, and a tagging guide PDF
// and tag images per brand and region. They are made by this server (pdfkit, SVG) from the brand's
// own details, and served as static files under /documents.
import { TAG_EXAMPLES, type TagKind } from '@portal/contracts/domain/tagging-guide';
import type { Brand } from '../db/schema.ts';

/** Region codes of spec 001 s1 with the names the documents print. */
export const REGION_NAMES: Readonly<Record<string, string>> = {
  WA: 'Western Australia',
  AW: 'Albury-Wodonga',
  SA: 'South Australia',
  VIC: 'Victoria',
  CW: 'Central West NSW',
  MO: 'Monaro NSW',
  SW: 'South West NSW',
  QLD: 'Queensland',
};

/** Each brand's colours (as in its logo): a dark one for headings and bands, a light accent. */
const BRAND_COLOURS: Readonly<Record<string, { dark: string; light: string }>> = {
  lawnswood: { dark: '#2f5d50', light: '#d9c38a' },
  edenhills: { dark: '#3d4f7d', light: '#9fc2a4' },
  'nsw-pet-cremation': { dark: '#7a2e39', light: '#f0d6a8' },
  'pets-in-peace': { dark: '#4b3f72', light: '#e8c9d9' },
};
const DEFAULT_COLOURS = { dark: '#2c3e50', light: '#d5dde5' };

export function brandSlug(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function brandRegions(brand: Brand): string[] {
  return brand.regions
    .split(',')
    .map((region) => region.trim().toUpperCase())
    .filter(Boolean);
}

/** The practice's region if it is one of the brand's, else the brand's first region. */
export function practiceRegion(brand: Brand, region: string | null): string {
  const regions = brandRegions(brand);
  const wanted = region?.trim().toUpperCase();
  return wanted && regions.includes(wanted) ? wanted : (regions[0] ?? '');
}

/** What a document is made from: the brand's public details. */
export interface BrandDetails {
  name: string;
  slug: string;
  phone: string;
  email: string;
  colours: { dark: string; light: string };
}

/** A brand's colours, by its name. */
export const brandColours = (name: string) => BRAND_COLOURS[brandSlug(name)] ?? DEFAULT_COLOURS;

export function brandDetails(brand: Brand): BrandDetails {
  return { name: brand.name, slug: brandSlug(brand.name), phone: brand.phone_work, email: brand.email, colours: brandColours(brand.name) };
}

export type GriefDocumentId = 'pet-bucket-list' | 'pet-loss-and-grief-brochure';

export interface GriefDocument {
  id: GriefDocumentId;
  name: string;
  description: string;
}

/** The grief guidance table's rows (spec 001 s2.12). */
export const GRIEF_DOCUMENTS: readonly GriefDocument[] = [
  {
    id: 'pet-bucket-list',
    name: 'Pet Bucket List',
    description:
      'Gentle ideas for making the most of the time a family has left with their pet, with space to plan and to keep memories.',
  },
  {
    id: 'pet-loss-and-grief-brochure',
    name: 'Pet Loss and Grief Brochure',
    description:
      'What grief after losing a pet can feel like, how to support children and other pets, and where to find help.',
  },
];

export function isGriefDocument(id: string): id is GriefDocumentId {
  return GRIEF_DOCUMENTS.some((document) => document.id === id);
}

export function isTagKind(kind: string): kind is TagKind {
  return TAG_EXAMPLES.some((tag) => tag.kind === kind);
}

/** Paths (under the server) of one brand's documents for one region. */
export const documentPaths = {
  grief: (slug: string, id: GriefDocumentId) => `/documents/${slug}/${id}.pdf`,
  taggingGuide: (slug: string, region: string) => `/documents/${slug}/${region.toLowerCase()}/tagging-guide.pdf`,
  tag: (slug: string, region: string, kind: TagKind) => `/documents/${slug}/${region.toLowerCase()}/tags/${kind}.svg`,
};

/** The file name a browser saves a document under, e.g. 'Edenhills - Pet Bucket List.pdf'. */
export function griefFileName(brandName: string, document: GriefDocument): string {
  return `${brandName} - ${document.name}.pdf`;
}

export function taggingGuideFileName(brandName: string, region: string): string {
  return `${brandName} ${region} - Tagging Guide.pdf`;
}
