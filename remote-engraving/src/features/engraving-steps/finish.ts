// 'Finish and add to cart' (spec 001 s4, Approval finish; s8): add the product (the modal's addToCart),
// then send the artwork (upload, lookup, submit: lib/submit-artwork). A failed lookup, or none, is said
// and nothing is submitted; a failed submit is only logged.
import type { ApiClient } from '@portal/shared/api';
import { DEFAULT_FAILURE } from '@portal/contracts/domain/identity-errors';
import type { EngravingDraft } from '@portal/contracts/domain/engraving';
import { submitArtwork, type ArtworkImages } from '../../lib/submit-artwork';

export type Added = { bookingId: string; quotedProductId: string };

export interface FinishInput {
  api: ApiClient;
  draft: EngravingDraft;
  /** What an earlier, interrupted Finish already added (a retry adds nothing twice). */
  added: Added | null;
  addToCart: () => Promise<Added>;
  /** The two images (PNG data URLs), as the approval step shows them. */
  images: () => Promise<ArtworkImages>;
  onAdded: (added: Added) => void;
}

export type FinishOutcome = { ok: true; added: Added } | { ok: false; alert: string };

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
  const outcome = await submitArtwork({ api, draft, ...added, images, submitFailure: 'log' });
  return outcome.ok ? { ok: true, added } : { ok: false, alert: outcome.alert };
}
