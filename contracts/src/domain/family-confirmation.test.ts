import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  answerableAt,
  asksFamily,
  CONFIRMATION_STATE_LABELS,
  CONFIRMATION_STATES,
  confirmationReminderText,
  confirmationRequestText,
  consentWording,
  CREMATION_ON_STAGES,
  holdsCremation,
  movesIntoCremation,
  serviceKind,
  serviceWords,
  SERVICE_WORDS,
} from './family-confirmation';
import { confirmationAnswerSchema, verbalConfirmationSchema } from '../schemas/family-confirmation';
import { completeBookingSchema } from '../schemas/booking';
import { SERVICE_TYPE_NAMES } from '../wire/service-types';

describe('the family confirmation (issue 36)', () => {
  // The one wording table: every kind of service, as the family reads it.
  it.each([
    [SERVICE_TYPE_NAMES.private, 'Female', 'practice', 'private_returned', 'Bella will be cremated on her own and her ashes returned to you at the clinic.'],
    [SERVICE_TYPE_NAMES.private, 'Male', 'home', 'private_returned', 'Bella will be cremated on his own and his ashes returned to you at home.'],
    ['Private Cremation Referral', null, 'practice', 'private_returned', 'Bella will be cremated on their own and their ashes returned to you at the clinic.'],
    [SERVICE_TYPE_NAMES.dispersal, 'Female', 'practice', 'private_dispersed', 'Bella will be cremated on her own and her ashes scattered with care by the crematorium. No ashes are returned.'],
    [SERVICE_TYPE_NAMES.communal, 'Female', 'practice', 'communal', 'Bella will be cremated together with other pets. No ashes are returned.'],
    [SERVICE_TYPE_NAMES.strayWildlife, null, 'practice', 'stray_wildlife', 'Bella will be cremated together with other animals. No ashes are returned.'],
    [SERVICE_TYPE_NAMES.productsOnly, null, 'practice', 'products_only', 'No cremation is booked: only the memorial products listed below.'],
    [SERVICE_TYPE_NAMES.vetSupply, null, 'practice', 'vet_supply', 'Supplies for the practice: nothing is done for a pet.'],
    ['aquamation', 'Female', 'practice', 'other', "Bella's booking: Aquamation."],
  ] as const)('%s (%s, ashes to %s) is %s: "%s"', (name, sex, returnTo, kind, words) => {
    expect(serviceKind(name)).toBe(kind);
    expect(serviceWords({ pet: 'Bella', sex, returnTo, serviceTypeName: name })).toBe(words);
  });

  it('has a row for every kind, and says "Your pet" without a name', () => {
    expect(Object.keys(SERVICE_WORDS).sort()).toEqual(['communal', 'other', 'private_dispersed', 'private_returned', 'products_only', 'stray_wildlife', 'vet_supply']);
    expect(serviceWords({ pet: '  ', sex: null, returnTo: 'practice', serviceTypeName: SERVICE_TYPE_NAMES.communal })).toBe(
      'Your pet will be cremated together with other pets. No ashes are returned.',
    );
  });

  it('asks the family of a pet, never for vet supplies or a stray', () => {
    expect(asksFamily(SERVICE_TYPE_NAMES.private)).toBe(true);
    expect(asksFamily(SERVICE_TYPE_NAMES.communal)).toBe(true);
    expect(asksFamily(SERVICE_TYPE_NAMES.productsOnly)).toBe(true);
    expect(asksFamily(SERVICE_TYPE_NAMES.vetSupply)).toBe(false);
    expect(asksFamily(SERVICE_TYPE_NAMES.strayWildlife)).toBe(false);
  });

  it('labels every state as the practice pages say it', () => {
    expect(CONFIRMATION_STATES.map((state) => CONFIRMATION_STATE_LABELS[state])).toEqual([
      'Awaiting family confirmation',
      'Family confirmed',
      'Family raised a concern',
      'Confirmed verbally',
      'Family not asked',
    ]);
  });

  it('holds only a concern, and only a move into the cremation or past it', () => {
    expect(holdsCremation('concern')).toBe(true);
    for (const state of ['awaiting', 'confirmed', 'verbal', 'skipped'] as const) expect(holdsCremation(state)).toBe(false);
    expect(CREMATION_ON_STAGES[0]).toBe('In Cremation');
    expect(movesIntoCremation('Awaiting Cremation', 'In Cremation')).toBe(true);
    expect(movesIntoCremation('Pet Collected', 'Completed - Returned')).toBe(true);
    expect(movesIntoCremation('Pet Collected', 'Awaiting Cremation')).toBe(false);
    expect(movesIntoCremation('Pet Collected', 'Cancelled')).toBe(false);
    expect(movesIntoCremation('In Cremation', 'Awaiting Processing')).toBe(false);
    expect(answerableAt('Awaiting Cremation')).toBe(true);
    expect(answerableAt('In Cremation')).toBe(false);
    expect(answerableAt('Cancelled')).toBe(false);
  });

  it('words the consent, the request and the reminder in the practice voice', () => {
    expect(consentWording({ practice: 'Lawnswood Vets', pet: 'Bella' })).toBe(
      'I confirm that what is shown here is what I have asked Lawnswood Vets to arrange for Bella, and I understand that a cremation cannot be undone.',
    );
    const parts = { practice: 'Lawnswood Vets', owner: 'Sarah', pet: 'Bella', link: 'https://x/confirm#k=s', practicePhone: '0892001234' };
    expect(confirmationRequestText(parts)).toMatch(/^Lawnswood Vets: Hello Sarah, please check what we have arranged for Bella .* https:\/\/x\/confirm#k=s$/);
    expect(confirmationRequestText({ ...parts, changed: true })).toContain('we have changed what we arranged for Bella: please check it again');
    expect(confirmationReminderText(parts)).toMatch(/^Lawnswood Vets: Hello Sarah, a reminder .* https:\/\/x\/confirm#k=s$/);
  });

  it('takes an answer only as confirm with a name or concern with words, within their limits', () => {
    const base = { key: 'k', phone: '0412 555 011' };
    expect(v.safeParse(confirmationAnswerSchema, { ...base, answer: 'confirm', name: ' Sarah Jones ' }).output).toMatchObject({ name: 'Sarah Jones' });
    expect(v.safeParse(confirmationAnswerSchema, { ...base, answer: 'confirm', name: '   ' }).success).toBe(false);
    expect(v.safeParse(confirmationAnswerSchema, { ...base, answer: 'confirm', name: 'Sarah\u202E' }).success).toBe(false);
    expect(v.safeParse(confirmationAnswerSchema, { ...base, answer: 'concern', words: 'Her name is spelt Bela.\nAnd no urn.' }).success).toBe(true);
    expect(v.safeParse(confirmationAnswerSchema, { ...base, answer: 'concern', words: 'x'.repeat(1001) }).success).toBe(false);
    expect(v.safeParse(confirmationAnswerSchema, { ...base, answer: 'maybe' }).success).toBe(false);
    expect(v.safeParse(verbalConfirmationSchema, { reason: '' }).success).toBe(false);
    expect(v.safeParse(verbalConfirmationSchema, { reason: 'Mrs Jones confirmed by phone' }).success).toBe(true);
  });

  it('lets the submit skip the request only with a reason', () => {
    const screenshot_image = 'data:image/png;base64,AAAA';
    expect(v.safeParse(completeBookingSchema, { screenshot_image }).success).toBe(true);
    expect(v.safeParse(completeBookingSchema, { screenshot_image, skip_family_confirmation: { reason: 'Owner asked for no texts' } }).success).toBe(true);
    expect(v.safeParse(completeBookingSchema, { screenshot_image, skip_family_confirmation: { reason: ' ' } }).success).toBe(false);
  });
});
