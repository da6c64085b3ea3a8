import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api';

/** GET portal/vet/documents: the practice's brand documents for its region (portal-api README). */
export interface DocumentsDto {
  brand: string;
  region: string;
  region_name: string;
  grief_guidance: { name: string; file_type: string; description: string; link: string }[];
  tagging_guide: { name: string; file_type: string; link: string };
  tags: { kind: string; name: string; description: string; image: string }[];
}

export interface BrandDocument {
  name: string;
  fileType: string;
  description: string;
  url: string;
}

export interface TagImage {
  kind: string;
  name: string;
  description: string;
  imageUrl: string;
}

export interface BrandDocuments {
  brand: string;
  region: string;
  regionName: string;
  griefGuidance: BrandDocument[];
  taggingGuideUrl: string;
  tags: TagImage[];
}

export function toBrandDocuments(dto: DocumentsDto): BrandDocuments {
  return {
    brand: dto.brand,
    region: dto.region,
    regionName: dto.region_name,
    griefGuidance: dto.grief_guidance.map((row) => ({
      name: row.name,
      fileType: row.file_type,
      description: row.description,
      url: row.link,
    })),
    taggingGuideUrl: dto.tagging_guide.link,
    tags: dto.tags.map((tag) => ({ kind: tag.kind, name: tag.name, description: tag.description, imageUrl: tag.image })),
  };
}

export async function fetchBrandDocuments(api: ApiClient): Promise<BrandDocuments> {
  const body = await api.get('portal/vet/documents').json<{ data: DocumentsDto }>();
  return toBrandDocuments(body.data);
}

/** The brand's documents and tag images (asked for again after five minutes). */
export const brandDocumentsQuery = (api: ApiClient) =>
  queryOptions({ queryKey: ['brand', 'documents'], queryFn: () => fetchBrandDocuments(api), staleTime: 5 * 60_000 });
