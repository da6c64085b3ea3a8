/**
 * A postal address with its coordinates (null where unknown): the practice's office, a booking's owner
 * and collection addresses, an address search's result and the wizard's address fields are all this.
 */
export interface Address {
  street: string;
  city: string;
  state: string;
  postalcode: string;
  country: string;
  lat: number | null;
  lng: number | null;
}
