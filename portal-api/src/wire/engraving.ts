import type { ClientCareDto, EngravingDraftFieldsDto, EngravingLookupDto, EngravingVersionDto } from '@portal/contracts/wire/engraving';
import { engravingEditable, ownerNumberWithoutCountryCode, type PlaqueConfigInput } from '@portal/contracts/domain/engraving';
import type { EngravingBooking, EngravingLine } from '../data/engraving.ts';
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

/** A brand's Client Care line as the owner's pages show it (its name and phone, nothing else). */
export const clientCareToWire = (brand: { name: string; phone_work: string }): ClientCareDto => ({ name: brand.name, phone: brand.phone_work });

/** GET engraving/verify: whether the booking has an owner's mobile to check, and whom to call. */
export function phoneCheckPageToWire(booking: EngravingBooking) {
  const clientCare = clientCareToWire({ name: booking.brand_name, phone_work: booking.brand_phone });
  return { has_owner_phone: ownerNumberWithoutCountryCode(booking.owner_phone_mobile) !== null, client_care: clientCare };
}

/** GET engraving/booking: the line's artwork with its plaque config and every version, the latest as `current`. */
export function engravingLookupToWire(
  found: { booking: EngravingBooking; line: EngravingLine; plaqueConfig: PlaqueConfigInput | null; versions: readonly EngravingVersionRow[]; productName: string | undefined },
  signFile: (key: string) => string,
): EngravingLookupDto {
  const { booking, line } = found;
  const wired = found.versions.map((version) => versionToWire(version, signFile));
  return {
    booking_id: booking.id,
    quoted_product_id: line.id,
    product_name: line.name,
    pet_name: booking.pet_name ?? '',
    plaque_config: found.plaqueConfig,
    editable: engravingEditable(booking.order_stage_c),
    actual_products: line.actual_product_id_c ? [{ id: line.actual_product_id_c, name: found.productName ?? line.name }] : [],
    current: wired.at(-1) ?? null,
    versions: wired,
  };
}
