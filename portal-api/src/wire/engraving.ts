import type { EngravingDraftFieldsDto, EngravingVersionDto } from '@portal/contracts/wire/engraving';
import type { PlaqueConfigInput } from '@portal/contracts/domain/engraving';
import type { EngravingVersionRow, PlaqueConfigRow } from '../db/engraving-schema.ts';

/** A plaque config with the spec's field names (spec 001 s3). */
export function plaqueConfigToWire(row: PlaqueConfigRow, productName: string | null): PlaqueConfigInput {
  return {
    ID: row.product_id,
    Product: productName ?? '',
    Size: row.size,
    Ratios: row.ratios,
    Shape: row.shape,
    Color: row.color,
    Dimensions: row.dimensions,
    PhotoSize: row.photo_size,
    Icon_Ratio: row.icon_ratio,
    Name_Size: row.name_size,
    Text1_Size: row.text1_size,
    Text2_Size: row.text2_size,
    Name_Max: row.name_max,
    Text1_Max: row.text1_max,
    Text2_Max: row.text2_max,
    Vessel_Image: row.vessel_image,
  };
}

/** A version with fresh short-lived links to its two images. */
export function versionToWire(row: EngravingVersionRow, signFile: (key: string) => string): EngravingVersionDto {
  const fields = JSON.parse(row.fields) as EngravingDraftFieldsDto;
  return {
    id: row.id,
    version: row.version,
    submitted_at: row.submitted_at,
    submitted_by: row.submitted_by,
    approved: row.approved ? 1 : 0,
    approved_by: row.approved ? row.approved_by : null,
    approved_at: row.approved ? row.approved_at : null,
    engravingFiles: {
      ...fields,
      image_options_key: row.image_options_key,
      image_options_url: signFile(row.image_options_key),
      engraving_options_key: row.engraving_options_key,
      engraving_options_url: signFile(row.engraving_options_key),
    },
  };
}
