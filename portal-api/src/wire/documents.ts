import { TAG_EXAMPLES } from '@portal/contracts/domain/tagging-guide';
import { brandSlug, documentPaths, GRIEF_DOCUMENTS, REGION_NAMES } from '../documents/catalog.ts';
import type { Brand } from '../db/schema.ts';

/** The brand's documents for a region, as GET vet/documents lists them; `link` makes a path absolute. */
export function brandDocumentsToWire(brand: Brand, region: string, link: (path: string) => string) {
  const slug = brandSlug(brand.name);
  return {
    brand: brand.name,
    region,
    region_name: REGION_NAMES[region] ?? region,
    grief_guidance: GRIEF_DOCUMENTS.map((document) => ({
      name: document.name,
      file_type: 'PDF',
      description: document.description,
      link: link(documentPaths.grief(slug, document.id)),
    })),
    tagging_guide: { name: 'Tagging Guide', file_type: 'PDF', link: link(documentPaths.taggingGuide(slug, region)) },
    tags: TAG_EXAMPLES.map((tag) => ({
      kind: tag.kind,
      name: tag.name,
      description: tag.purpose,
      image: link(documentPaths.tag(slug, region, tag.kind)),
    })),
  };
}
