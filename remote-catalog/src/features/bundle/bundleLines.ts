import type { BookingDto } from '@portal/shared/api/bookings';
import { PACKAGE_REQUIRED } from '@portal/shared/domain/catalog';
import { liveLines, packageChoicesOf, productIdOf } from '../../lib/cartLines';

export const ADDITIONS_TITLE = 'Cremation package additions';
export const ADD_PACKAGE_LABEL = 'Cremation Package';

/** Next pressed on a package's items before 'Cremation Package' added it. */
export const packageNotAdded = (name: string) => `${PACKAGE_REQUIRED}. ${name} is not added yet: press "${ADD_PACKAGE_LABEL}" to add it.`;

/** The booking's package lines: a line of a listed package, or one that carries a package's customisation. */
export function packageLines(booking: BookingDto | null | undefined, packageIds: ReadonlySet<string>) {
  return liveLines(booking).filter((line) => packageIds.has(productIdOf(line)) || packageChoicesOf(line) !== null);
}
