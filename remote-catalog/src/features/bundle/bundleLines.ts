import type { BookingDto } from '@portal/contracts/wire/bookings';
import { PACKAGE_REQUIRED } from '@portal/contracts/domain/catalog';
import { liveLines, packageChoicesOf, productIdOf } from '../../lib/cartLines';

export const ADDITIONS_TITLE = 'Cremation package additions';
/**
 * The bundle step's package button (spec 001 s9 calls it the 'Cremation Package' button): it says what
 * it does, adding the chosen package, or saving a package already in the booking with its changed items
 * (issue 31 item 6: it read 'Cremation Package' alone).
 */
export const ADD_PACKAGE_LABEL = 'Add Cremation Package';
export const SAVE_PACKAGE_LABEL = 'Save Cremation Package';
/** The additions modal's way to the confirmation: it opens the Confirmation step, where the booking is submitted. */
export const REVIEW_AND_SUBMIT_LABEL = 'Review and submit';

/** Next pressed on a package's items before its button added it. */
export const packageNotAdded = (name: string) => `${PACKAGE_REQUIRED}. ${name} is not added yet: press "${ADD_PACKAGE_LABEL}" to add it.`;

/** The booking's package lines: a line of a listed package, or one that carries a package's customisation. */
export function packageLines(booking: BookingDto | null | undefined, packageIds: ReadonlySet<string>) {
  return liveLines(booking).filter((line) => packageIds.has(productIdOf(line)) || packageChoicesOf(line) !== null);
}
