// Sending an artwork (spec 001 s4, Approval finish; s7 'Upload engraving', 'Engraving lookup', 'Submit
// engraving'; s8): upload the two images, look up the booking's actual product id, submit the engraving
// files with the draft's fields. Used by the staff product modal's Finish (after its add to cart) and by
// the owner's 'Submit final artwork'. A failed lookup, or none, is said and nothing is submitted.
import type { ApiClient } from '@portal/shared/api';
import { fetchEngravingLookup, submitEngraving, uploadEngravingImage } from '@portal/shared/api/engraving';
import { actualProductId, type EngravingDraftFieldsDto, type EngravingLookupDto, type EngravingVersionDto, type OwnerRequestDto, type StoredFileDto } from '@portal/contracts/wire/engraving';
import { DEFAULT_FAILURE } from '@portal/contracts/domain/identity-errors';
import { NO_PRODUCT_ID_MESSAGE, PRODUCT_ID_LOOKUP_FAILED_MESSAGE, type EngravingDraft, type PlaqueConfig } from '@portal/contracts/domain/engraving';
import { report } from '@portal/shared/reporting';
import { dataUrlToBlob, makeArtworkImages } from '../components/artwork/preview/render';

export interface ArtworkImages {
  customTextImage: string;
  engravingOptionsImage: string;
}

/** The two images (PNG data URLs) as the approval step made them, or made now from the draft. */
export function artworkImagesOf(config: PlaqueConfig, draft: EngravingDraft): Promise<ArtworkImages> {
  return draft.customTextImage && draft.engravingOptionsImage
    ? Promise.resolve({ customTextImage: draft.customTextImage, engravingOptionsImage: draft.engravingOptionsImage })
    : makeArtworkImages(config, draft);
}

/** The draft's fields as a version keeps them (the images are the uploads). */
export function draftFields(draft: EngravingDraft): EngravingDraftFieldsDto {
  const { croppedImage: _image, ...imageOptions } = draft.imageOptions;
  return {
    petName: draft.petName,
    primaryText: draft.primaryText,
    secondaryText: draft.secondaryText,
    icon: draft.icon,
    iconPlacement: draft.iconPlacement,
    imageOptions: draft.imageOptions.croppedImage ? imageOptions : null,
  };
}

export interface SubmitArtworkInput {
  api: ApiClient;
  draft: EngravingDraft;
  bookingId: string;
  quotedProductId: string;
  images: () => Promise<ArtworkImages>;
  /**
   * What a failed submit (the last call) does. The staff modal only logs it (spec 001 s8: 'Engraving
   * submit failures are only logged.'); the owner has no other way to know, so it fails there.
   */
  submitFailure: 'log' | 'fail';
}

export type SubmitArtworkOutcome =
  /** `ownerRequest`: what the server did about the owner's approval request (null when it did not say). */
  | { ok: true; version: EngravingVersionDto | null; ownerRequest: OwnerRequestDto | null }
  /** `error`: what failed, for a caller that reads its status (an owner's ended session). */
  | { ok: false; alert: string; error: unknown };

export async function submitArtwork({ api, draft, bookingId, quotedProductId, images, submitFailure }: SubmitArtworkInput): Promise<SubmitArtworkOutcome> {
  let uploads: [StoredFileDto, StoredFileDto];
  try {
    const { customTextImage, engravingOptionsImage } = await images();
    uploads = await Promise.all([
      uploadEngravingImage(api, bookingId, { file: dataUrlToBlob(customTextImage), kind: 'custom_text', quotedProductId }),
      uploadEngravingImage(api, bookingId, { file: dataUrlToBlob(engravingOptionsImage), kind: 'engraving_options', quotedProductId }),
    ]);
  } catch (error) {
    report(error, { bookingId });
    return { ok: false, alert: DEFAULT_FAILURE, error };
  }

  let lookup: EngravingLookupDto;
  try {
    lookup = await fetchEngravingLookup(api, bookingId, quotedProductId);
  } catch (error) {
    console.error(PRODUCT_ID_LOOKUP_FAILED_MESSAGE, error);
    return { ok: false, alert: PRODUCT_ID_LOOKUP_FAILED_MESSAGE, error };
  }
  const productId = actualProductId(lookup);
  if (!productId) return { ok: false, alert: NO_PRODUCT_ID_MESSAGE, error: null };

  const [artwork, options] = uploads;
  try {
    const { version, ownerRequest } = await submitEngraving(api, bookingId, quotedProductId, {
      actual_product_id: productId,
      engravingFiles: {
        image_options_key: artwork.key,
        image_options_url: artwork.url,
        engraving_options_key: options.key,
        engraving_options_url: options.url,
        ...draftFields(draft),
      },
    });
    return { ok: true, version, ownerRequest };
  } catch (error) {
    console.error('The engraving could not be submitted', error);
    if (submitFailure === 'log') return { ok: true, version: null, ownerRequest: null };
    report(error, { bookingId });
    return { ok: false, alert: DEFAULT_FAILURE, error };
  }
}
