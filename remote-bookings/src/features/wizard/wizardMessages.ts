// What the booking wizard tells the person, in one place (the page, its hooks and its tests read them).
import { UNREACHABLE_MESSAGE } from '@portal/shared/api';

export const UPDATED_MESSAGE = 'Information updated successfully.';
export const STALE_DRAFT_MESSAGE =
  'This booking was changed since your unsaved changes here, so the latest saved version is shown.';
/** The details were saved, but the new weight does not suit what is already in the cart (portal-api names the lines). */
export const weightConflictMessage = (conflicts: readonly string[]) =>
  `Information updated, but the pet's weight does not suit an item in the cart. ${conflicts.join(' ')} Please change or remove the item before you submit the booking.`;
/** A save the server refused for the fields it named: each as the step labels it, with its message ('Pet first name: …'). */
export const fieldsFailureMessage = (named: readonly string[]) => `An error occurred. Please verify the fields are correct: ${named.join('; ')}`;
/** A save or submit that got no answer: the draft keeps everything, so the person only has to try again. */
export const UNREACHABLE_FAILURE = `${UNREACHABLE_MESSAGE} What you typed is kept.`;
export const SAVING_LABEL = 'Saving…';
export const SUBMITTING_LABEL = 'Submitting…';
export const NOT_EDITABLE_MESSAGE =
  'This booking can no longer be changed because the cremation has been approved. Please contact our Client Care team.';
