import type { ComponentType } from 'react';

/**
 * `remote_engraving/EngravingSteps`: the artwork steps of the product modal (spec 001 s2.6: customise
 * text, icon selection, image options, approval), loaded by remote-catalog's product modal for a
 * product whose engraving type is 'plaque'. The engraving issue fills it; the catalog only mounts it.
 *
 * Flow: the modal shows its description step (options) first; its Next opens these steps. 'Back to
 * {previous step}' on the first artwork step calls `onBackToDescription`. 'Finish and add to cart'
 * calls `addToCart` (the modal adds or updates the quoted product with the description step's choices
 * and answers where it is), then uploads and submits the engraving files itself, then `onFinished`.
 */
export interface EngravingStepsProps {
  productId: string;
  productName: string;
  /** The booking the product is added to (null until the add creates it). */
  bookingId: string | null;
  /** Edit mode: the quoted product whose artwork is changed. */
  quotedProductId: string | null;
  petName: string;
  /** The title of the modal's description step, for 'Back to {previous step}'. */
  descriptionStepTitle: string;
  onBackToDescription: () => void;
  addToCart: () => Promise<{ bookingId: string; quotedProductId: string }>;
  onFinished: () => void;
}

export interface EngravingStepsModule {
  default: ComponentType<EngravingStepsProps>;
  /**
   * Drops what the steps kept of this product in the modal (typed text, icon, photo): the modal calls it
   * when it closes before Finish, so an abandoned add or edit leaves nothing for the next (issue 31).
   * Optional: an engraving remote released before it has none, and the modal then skips it.
   */
  discardDraft?: (ids: Pick<EngravingStepsProps, 'bookingId' | 'quotedProductId' | 'productId'>) => void;
}

export const ENGRAVING_STEPS_ID = 'remote_engraving/EngravingSteps';
