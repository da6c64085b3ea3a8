// Which travel lines an order shows (issue 31 item 6: vet supply, urns-only and communal carts showed
// '$0.00' travel lines for journeys that never happen). A line shows when the booking's service has that
// journey (a private cremation collects the pet and returns the ashes; a communal cremation, or one whose
// ashes are dispersed, only collects), or whenever it is charged: a fee is never hidden.
import { isCommunalCremation, isDispersal, isPrivateCremation } from '@portal/contracts/wire/service-types';

export interface TravelLines<T> {
  collection: T | null;
  return: T | null;
}

/** The journeys a service type makes: collecting the pet, returning the ashes. */
export function travelLegs(serviceTypeName: string): { collection: boolean; return: boolean } {
  if (isDispersal(serviceTypeName)) return { collection: true, return: false };
  if (isPrivateCremation(serviceTypeName)) return { collection: true, return: true };
  if (isCommunalCremation(serviceTypeName)) return { collection: true, return: false };
  return { collection: false, return: false };
}

/** The travel fees as the order shows them: a fee of a journey the service does not make, and is not charged, is left out (null). */
export function shownTravel(serviceTypeName: string, fees: { collection: number; return: number }): TravelLines<number> {
  const legs = travelLegs(serviceTypeName);
  return {
    collection: legs.collection || fees.collection ? fees.collection : null,
    return: legs.return || fees.return ? fees.return : null,
  };
}
