// The pet tag rules of @portal/contracts/domain/pet-tag, on a booking built from shared's DTO fixtures
// (which set up the session and config, so this test stays beside them in shared).
import { describe, expect, it } from 'vitest';
import { toBooking } from '@portal/contracts/wire/bookings';
import { bookingDto } from '@portal/shared/testing/dtos';
import { bookingLink, hasPetTag, OWNER_NOT_PROVIDED, petTagContent, petTagCopies, tagKindForServiceType } from '@portal/contracts/domain/pet-tag';
import { TAG_COLOURS } from '@portal/contracts/domain/tagging-guide';

describe('the tag of each service type (the tagging guide: private, communal, hold)', () => {
  it.each([
    ['private cremation', 'private', '#1f6f43'],
    ['private cremation & dispersal of ashes', 'private', '#1f6f43'],
    ['Private Cremation', 'private', '#1f6f43'],
    ['communal cremation - vet', 'communal', '#1e5a96'],
    ['communal cremation - stray / wildlife - vet', 'communal', '#1e5a96'],
    ['products only', undefined, undefined],
    ['vet supply order', undefined, undefined],
  ] as const)('%s -> %s tag in %s', (serviceType, kind, colour) => {
    expect(tagKindForServiceType(serviceType)).toBe(kind);
    expect(hasPetTag(serviceType)).toBe(kind !== undefined);
    expect(kind ? TAG_COLOURS[kind] : undefined).toBe(colour);
  });

  it('the three tags differ in colour', () => {
    expect(new Set(Object.values(TAG_COLOURS)).size).toBe(3);
  });
});

describe('what the pet tag says', () => {
  const portal = 'http://lawnswood.localhost:8080';

  it('a private cremation: the service in green, order number, pet, species, weight, owner surname, practice, link', () => {
    expect(petTagContent(toBooking(bookingDto()), 'Lawnswood Vet Clinic', portal)).toEqual({
      kind: 'private',
      serviceType: 'Private Cremation',
      colour: '#1f6f43',
      orderNumber: '100234',
      petName: 'Bella Citizen',
      species: 'Dog',
      weight: '12.50 kg',
      ownerSurname: 'Citizen',
      practiceName: 'Lawnswood Vet Clinic',
      link: 'http://lawnswood.localhost:8080/booking/booking-1',
    });
  });

  it('a communal cremation without owner details: blue, and the owner line says so', () => {
    const booking = toBooking(
      bookingDto({ service_type: { id: 'st-c', name: 'communal cremation - vet' }, skip_owner_details_form_c: 1, first_name: null, last_name: null }),
    );
    const tag = petTagContent(booking, 'Clinic', portal);
    expect(tag).toMatchObject({ kind: 'communal', serviceType: 'Communal Cremation - Vet', colour: '#1e5a96', ownerSurname: OWNER_NOT_PROVIDED });
  });

  it("a breed weighed in its own unit keeps that unit", () => {
    const booking = toBooking(bookingDto({ pet_breed_type_c: 'Bird', custom_unit_c: 'g', custom_unit_value_c: 85, pet_weight_c: 0.09 }));
    expect(petTagContent(booking, 'Clinic', portal)).toMatchObject({ species: 'Bird', weight: '85.00 g' });
  });

  it('a products only or vet supply booking has no tag', () => {
    for (const name of ['products only', 'vet supply order']) {
      expect(petTagContent(toBooking(bookingDto({ service_type: { id: 'x', name } })), 'Clinic', portal)).toBeUndefined();
    }
  });

  it('the link is the booking page on the portal the tag was printed from', () => {
    expect(bookingLink('https://portal.example.com', 'a b/c')).toBe('https://portal.example.com/booking/a%20b%2Fc');
    expect(bookingLink('http://localhost:8080/', 'id-1')).toBe('http://localhost:8080/booking/id-1');
  });
});

describe('the printed copies, each named with what it is for (issue 31 item 6; the tagging guide, step 4)', () => {
  it.each([
    ['label', [['Copy 1 of 2', 'Attach to the pet’s collar or leg'], ['Copy 2 of 2', 'Attach to the outside of the body bag']]],
    [
      'a4',
      [
        ['Copy 1 of 4', 'Attach to the pet’s collar or leg'],
        ['Copy 2 of 4', 'Attach to the outside of the body bag'],
        ['Copy 3 of 4', 'Spare'],
        ['Copy 4 of 4', 'Spare'],
      ],
    ],
  ] as const)('%s', (format, copies) => {
    expect(petTagCopies(format).map(({ name, use }) => [name, use])).toEqual(copies);
  });
});
