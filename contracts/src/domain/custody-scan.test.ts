import { describe, expect, it } from 'vitest';
import { actionNotAllowedMessage, clinicScanAction, familyScanSays, sameSurname, scanAllowed, type ScanFacts } from './custody-scan';

const privateBack: Omit<ScanFacts, 'orderStage'> = { serviceTypeName: 'private cremation', returnAddOption: 'vet_address' };

describe('the one scan a booking’s stage allows at the clinic (SCAN_RULES)', () => {
  it.each([
    // | stage | private, ashes back to the clinic | ashes delivered home | communal |
    ['VP Unsubmitted', null, null, null],
    ['VP Submitted', 'handed_to_driver', 'handed_to_driver', 'handed_to_driver'],
    ['Pre-Booking', 'handed_to_driver', 'handed_to_driver', 'handed_to_driver'],
    ['Awaiting Collection', 'handed_to_driver', 'handed_to_driver', 'handed_to_driver'],
    ['Pet Collected', null, null, null],
    ['In Cremation', null, null, null],
    ['Quality Assurance Completed', 'ashes_received_at_clinic', null, null],
    ['Awaiting Return Delivery', 'ashes_received_at_clinic', null, null],
    ['Split Delivery - Awaiting Return', 'ashes_received_at_clinic', null, null],
    ['Ready at Office (Awaiting Completion)', 'collected_by_family', null, null],
    ['Ready at Office', 'collected_by_family', null, null],
    ['Returned', 'collected_by_family', null, null],
    ['Completed - Returned', null, null, null],
    ['Cancelled', null, null, null],
  ] as const)('%s: %s (home: %s, communal: %s)', (stage, clinic, home, communal) => {
    expect(clinicScanAction({ ...privateBack, orderStage: stage })).toBe(clinic);
    expect(clinicScanAction({ serviceTypeName: 'private cremation', returnAddOption: 'customer_address', orderStage: stage })).toBe(home);
    expect(clinicScanAction({ serviceTypeName: 'communal cremation - vet', returnAddOption: null, orderStage: stage })).toBe(communal);
  });

  it('lets the crematorium scan the pet received while it is collected, and the remains weighed after cremation', () => {
    expect(scanAllowed('received_at_crematorium', { ...privateBack, orderStage: 'With Contractor' })).toBe(true);
    expect(scanAllowed('received_at_crematorium', { ...privateBack, orderStage: 'Awaiting Collection' })).toBe(false);
    expect(scanAllowed('remains_weighed', { ...privateBack, orderStage: 'Ashes Processed' })).toBe(true);
    expect(scanAllowed('remains_weighed', { ...privateBack, orderStage: 'In Cremation' })).toBe(false);
    // A dispersal's ashes never come back to the clinic.
    expect(scanAllowed('ashes_received_at_clinic', { serviceTypeName: 'private cremation & dispersal of ashes', returnAddOption: null, orderStage: 'Awaiting Return Delivery' })).toBe(false);
  });

  it('says why an action cannot be recorded, and what can', () => {
    expect(actionNotAllowedMessage('collected_by_family', { ...privateBack, orderStage: 'Awaiting Collection', pet: 'Bella' })).toBe(
      "'Collected by the family' cannot be recorded now: Bella's booking is at 'Awaiting Collection'. The scan for this stage is 'Handed to the driver'.",
    );
    expect(actionNotAllowedMessage('ashes_received_at_clinic', { serviceTypeName: 'communal cremation - vet', returnAddOption: null, orderStage: 'Awaiting Return Delivery', pet: null })).toBe(
      "'Ashes received at the clinic' cannot be recorded now: no ashes come back from a communal cremation. Nothing is scanned at the clinic at this stage.",
    );
  });
});

describe('the collector’s surname', () => {
  it.each([
    ["O'Connor", 'oconnor', true],
    ["O'Connor", 'O’Connor', true],
    ['Nguyễn', 'nguyen', true],
    ['Smith-Jones', 'smith jones', true],
    ['Smith', 'Smyth', false],
    ['', '', false],
  ])('%s given as %s: %s', (onFile, given, same) => {
    expect(sameSurname(given, onFile)).toBe(same);
  });
});

describe("the family's words after a scan", () => {
  it.each([
    ['handed_to_driver', 'Female', 'Bella is on her way to the crematorium. We will look after her gently at every step.'],
    ['handed_to_driver', 'Male', 'Bella is on his way to the crematorium. We will look after him gently at every step.'],
    ['handed_to_driver', null, 'Bella is on their way to the crematorium. We will look after them gently at every step.'],
    ['received_at_crematorium', 'Female', 'Bella has arrived at the crematorium. We will look after her gently at every step.'],
    ['ashes_received_at_clinic', 'Female', "Bella's ashes are back at the clinic and ready for you to collect. Please call us to arrange a time."],
    ['collected_by_family', 'Female', "Bella's ashes have been collected from the clinic. We hope they bring you comfort."],
    ['remains_weighed', 'Female', null],
  ] as const)('%s (%s): %s', (action, sex, says) => {
    expect(familyScanSays(action, { pet: 'Bella', sex })).toBe(says);
  });
});
