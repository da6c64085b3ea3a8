// The booking wizard's form values for component tests.
import type { DetailsValues } from '@portal/contracts/schemas/booking-form';
import { emptyDetails } from '../features/wizard/detailsForm';

/** Details that pass every rule: Sam Citizen's dog Bella, one special instruction. */
export function filledDetails(): DetailsValues {
  const empty = emptyDetails(false, '');
  return {
    ...empty,
    owner: {
      firstName: 'Sam',
      lastName: 'Citizen',
      phoneNumber: '0412345678',
      email: '',
      addressText: '1 Beaufort Street, Perth WA 6000',
      address: { street: '1 Beaufort Street', city: 'Perth', state: 'WA', postalcode: '6000', country: 'Australia', lat: -31.95, lng: 115.86 },
    },
    pet: { ...empty.pet, firstName: 'Bella', lastName: 'Citizen', type: 'Dog', breedText: 'Beagle', breed: { name: 'Beagle', customUnit: null, customUnitToKgRatio: null }, sex: 'Female', weight: '12.5' },
    instructions: [{ id: null, description: 'Paw print please' }],
  };
}
