// A draft started from the artwork a quoted product has (its latest version): its text, icon and photo.
// The owner's change pages start from it, and so does staff's Edit of a plaque in the cart (issue 31):
// neither ever starts a blank plaque over artwork that was saved.
import type { EngravingLookupDto } from '@portal/contracts/wire/engraving';
import {
  ENGRAVING_TEXT_FIELDS,
  engravingTextLimits,
  newEngravingDraft,
  type EngravingTextField,
  type EngravingTextLine,
  type PlaqueConfig,
} from '@portal/contracts/domain/engraving';
import type { StoredEngravingDraft } from './engraving-draft';

function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('Unreadable image')));
    reader.onerror = () => reject(reader.error ?? new Error('Unreadable image'));
    reader.readAsDataURL(blob);
  });
}

/**
 * The stored photo (the version's engraving options image, the crop as applied) as a data URL: the
 * preview draws it and the artwork is made again with it, with no new crop and no cross-origin canvas.
 */
export async function photoAsDataUrl(url: string, fetchImpl: typeof fetch = fetch): Promise<string> {
  const response = await fetchImpl(url);
  if (!response.ok) throw new Error(`The photo answered ${response.status}`);
  const blob = await response.blob();
  return blobToDataUrl(blob.type.startsWith('image/') ? blob : new Blob([blob], { type: 'image/png' }));
}

/**
 * The draft of the lookup's latest version (with none, a new draft with the pet's name), on its approval
 * step. A photo that cannot be loaded is left out (chosen again).
 */
export async function draftFromVersion(
  lookup: EngravingLookupDto,
  config: PlaqueConfig,
  fetchImpl: typeof fetch = fetch,
): Promise<StoredEngravingDraft> {
  const ids = {
    productId: lookup.actual_products[0]?.id || config.ID,
    bookingId: lookup.booking_id,
    quotedProductId: lookup.quoted_product_id,
  };
  const base: StoredEngravingDraft = { ...newEngravingDraft(config, ids, lookup.pet_name), step: 'approval' };
  const current = lookup.current;
  if (!current) return base;
  const files = current.engravingFiles;
  const limits = engravingTextLimits(config);
  const line = (field: EngravingTextField): EngravingTextLine => ({ ...files[field], max: limits[field] });
  let croppedImage: string | null = null;
  if (files.imageOptions) {
    try {
      croppedImage = await photoAsDataUrl(files.engraving_options_url, fetchImpl);
    } catch (error) {
      console.warn('The photo of the current artwork could not be loaded', error);
    }
  }
  return {
    ...base,
    ...(Object.fromEntries(ENGRAVING_TEXT_FIELDS.map((field) => [field, line(field)])) as Record<EngravingTextField, EngravingTextLine>),
    icon: files.icon,
    iconPlacement: files.iconPlacement,
    imageOptions: files.imageOptions ? { ...base.imageOptions, ...files.imageOptions, croppedImage } : base.imageOptions,
  };
}
