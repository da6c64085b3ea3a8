// 'Finish and add to cart' (spec 001 s4, Approval finish; s8): add the product (the modal's addToCart),
// upload the two images, look up the booking's actual product id, submit the engraving files. A failed
// lookup, or none, is said and nothing is submitted; a failed submit is only logged.
import type { ApiClient } from '@portal/shared/api';
import {
  actualProductId,
  fetchEngravingLookup,
  submitEngraving,
  uploadEngravingImage,
  type EngravingLookupDto,
} from '@portal/shared/api/engraving';
import { DEFAULT_FAILURE } from '@portal/shared/domain/identity-errors';
import { NO_PRODUCT_ID_MESSAGE, PRODUCT_ID_LOOKUP_FAILED_MESSAGE, type EngravingDraft } from '@portal/shared/domain/engraving';
import { report } from '@portal/shared/reporting';
import { dataUrlToBlob } from './preview/render';

export type Added = { bookingId: string; quotedProductId: string };

export interface FinishInput {
  api: ApiClient;
  draft: EngravingDraft;
  /** What an earlier, interrupted Finish already added (a retry adds nothing twice). */
  added: Added | null;
  addToCart: () => Promise<Added>;
  /** The two images (PNG data URLs), as the approval step shows them. */
  images: () => Promise<{ customTextImage: string; engravingOptionsImage: string }>;
  onAdded: (added: Added) => void;
}

export type FinishOutcome = { ok: true; added: Added } | { ok: false; alert: string };

/** The draft's fields as a version keeps them (the images are the uploads). */
function draftFields(draft: EngravingDraft) {
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

export async function finishEngraving({ api, draft, added: before, addToCart, images, onAdded }: FinishInput): Promise<FinishOutcome> {
  let added = before;
  if (!added) {
    try {
      added = await addToCart();
      onAdded(added);
    } catch (error) {
      console.error('The product could not be added to the cart', error);
      return { ok: false, alert: DEFAULT_FAILURE };
    }
  }
  const { bookingId, quotedProductId } = added;

  let uploads: [{ key: string; url: string }, { key: string; url: string }];
  try {
    const { customTextImage, engravingOptionsImage } = await images();
    uploads = await Promise.all([
      uploadEngravingImage(api, bookingId, { file: dataUrlToBlob(customTextImage), kind: 'custom_text', quotedProductId }),
      uploadEngravingImage(api, bookingId, { file: dataUrlToBlob(engravingOptionsImage), kind: 'engraving_options', quotedProductId }),
    ]);
  } catch (error) {
    report(error, { bookingId });
    return { ok: false, alert: DEFAULT_FAILURE };
  }

  let lookup: EngravingLookupDto;
  try {
    lookup = await fetchEngravingLookup(api, bookingId, quotedProductId);
  } catch (error) {
    console.error(PRODUCT_ID_LOOKUP_FAILED_MESSAGE, error);
    return { ok: false, alert: PRODUCT_ID_LOOKUP_FAILED_MESSAGE };
  }
  const productId = actualProductId(lookup);
  if (!productId) return { ok: false, alert: NO_PRODUCT_ID_MESSAGE };

  const [artwork, options] = uploads;
  try {
    await submitEngraving(api, bookingId, quotedProductId, {
      actual_product_id: productId,
      engravingFiles: {
        image_options_key: artwork.key,
        image_options_url: artwork.url,
        engraving_options_key: options.key,
        engraving_options_url: options.url,
        ...draftFields(draft),
      },
    });
  } catch (error) {
    // Spec 001 s8: 'Engraving submit failures are only logged.'
    console.error('The engraving could not be submitted', error);
  }
  return { ok: true, added };
}
