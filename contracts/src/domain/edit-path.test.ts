import { describe, expect, it } from 'vitest';
import { AWAITING_INSTRUCTIONS_HINT, awaitingInstructionsAction, editLink, editPath, productsEditLink } from './edit-path';


const booking = {
  id: 'b1',
  serviceTypeName: 'private cremation',
  isPackage: false,
  relationshipType: 'vet_direct' as const,
  isFinalStage: false,
  isOpenOrder: false,
  okToCremate: false,
};

describe('edit path per booking (spec 000 s2; spec 001: no edit route for vet supply)', () => {
  it.each([
    ['private cremation', false, 'vet_direct', 'private'],
    ['private cremation', false, 'referral', 'referral'],
    ['private cremation', false, 'vet_unity', 'vetunity-private'],
    ['private cremation & dispersal of ashes', true, 'vet_direct', 'package'],
    ['private cremation', true, 'vet_direct', 'package'],
    ['communal cremation - vet', false, 'vet_direct', 'communal'],
    ['communal cremation - vet', false, 'vet_unity', 'vetunity-communal'],
    ['communal cremation - stray / wildlife - vet', false, 'vet_direct', 'communal'],
    ['products only', false, 'vet_direct', 'urns-and-memorabilia'],
    ['vet supply order', false, 'vet_direct', undefined],
  ] as const)('%s (package %s, %s) -> %s', (serviceTypeName, isPackage, relationshipType, path) => {
    expect(editPath({ serviceTypeName, isPackage, relationshipType })).toBe(path);
  });


  it('links Edit only for an editable, Unsubmitted booking with an edit path', () => {
    expect(editLink({ ...booking, orderStage: 'VP Unsubmitted' })).toBe('/edit-booking-private/b1');
    expect(editLink({ ...booking, orderStage: 'VP Submitted' })).toBeUndefined();
    expect(editLink({ ...booking, orderStage: 'VP Unsubmitted', okToCremate: true })).toBeUndefined();
    expect(editLink({ ...booking, orderStage: 'VP Unsubmitted', serviceTypeName: 'vet supply order' })).toBeUndefined();
  });
});

describe("the next step at 'Pet Collected - Pending Details' (the Awaiting Instructions table; issue 31 item 6)", () => {
  const pending = { ...booking, orderStage: 'Pet Collected - Pending Details' };
  const edit = 'Edit the booking to add them, then save each step.';
  const clientCare = 'This booking can no longer be changed here: please send them to our Client Care team.';

  it.each([
    ['editable, private, vet_direct', {}, edit, '/edit-booking-private/b1'],
    ['editable, referral', { relationshipType: 'referral' as const }, edit, '/edit-booking-referral/b1'],
    ['a package', { isPackage: true }, edit, '/edit-booking-package/b1'],
    ['ok to cremate (not editable)', { okToCremate: true }, clientCare, undefined],
  ])('%s', (_, change, action, href) => {
    const next = awaitingInstructionsAction({ ...pending, ...change });
    expect(next?.text).toBe(`${AWAITING_INSTRUCTIONS_HINT} ${action}`);
    expect(next?.link?.href).toBe(href);
    if (href) expect(next?.link?.label).toBe('Add the family’s instructions');
  });

  it.each([
    ['VP Unsubmitted', false],
    ['VP Submitted', false],
    ['Awaiting Collection', false],
    // An open order at the stage shows as In Progress (spec 000 s4), not in the table.
    ['Pet Collected - Pending Details', true],
  ])('nothing at %s (open order %s)', (orderStage, isOpenOrder) => {
    expect(awaitingInstructionsAction({ ...booking, orderStage, isOpenOrder })).toBeUndefined();
  });
});

describe("where a family's concern about products is fixed: the edit wizard's product list (issue 36)", () => {
  it.each([
    ['private, vet_direct', {}, '/edit-booking-private/b1#product-list'],
    ['communal: the keepsake wizard', { serviceTypeName: 'communal cremation - vet' }, '/edit-booking-communal/b1?kind=keepsake#product-list'],
    ['a dispersal package: its bundle', { isPackage: true, serviceTypeName: 'private cremation & dispersal of ashes' }, '/edit-booking-package/b1#bundle'],
    ['urns and memorabilia', { serviceTypeName: 'products only' }, '/edit-booking-urns-and-memorabilia/b1#product-list'],
    ['a stray: no owner, no products', { serviceTypeName: 'communal cremation - stray / wildlife - vet' }, undefined],
    ['referral: no product step', { relationshipType: 'referral' as const }, undefined],
    ['ok to cremate (not editable)', { okToCremate: true }, undefined],
    ['a vet supply order: no edit wizard', { serviceTypeName: 'vet supply order' }, undefined],
  ])('%s', (_, change, href) => {
    expect(productsEditLink({ ...booking, ...change })).toBe(href);
  });
});
