import { describe, expect, it } from 'vitest';
import { createDraftStore, isDraftCurrent, isUnfinishedDraft, sameDetails, type BookingDraft } from '@portal/shared/booking-draft';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

function draft(firstName: string, extra: Partial<BookingDraft> = {}): BookingDraft {
  return {
    variant: { path: 'referral' },
    bookingId: 'b-1',
    orderId: 'ORD-1',
    stage: 'Unsubmitted',
    serviceTypeId: 'st-1',
    serviceTypeName: 'private cremation',
    staffName: 'Dr Jones',
    idempotencyKey: 'k-1',
    details: {
      skipOwner: false,
      owner: { firstName, lastName: '', phoneNumber: '', email: '', addressText: '', address: null },
      pet: { firstName: '', lastName: '', type: '', breedText: '', breed: null, sex: '', weight: '', customUnitValue: '' },
      collection: { option: '', addressText: '', address: null, productId: '', productName: '', isHomeCollection: false, outsideZones: false },
      instructions: [],
    },
    detailsDone: true,
    hadWeight: false,
    okToCremate: false,
    ...extra,
  };
}

const ownerName = (store: ReturnType<typeof createDraftStore>, key: string) => store.getState().drafts[key]?.details?.owner.firstName;

describe('isDraftCurrent: an edit draft is shown over the server copy only when it is not stale', () => {
  it.each([
    ['server unchanged since the draft was based on it', { serverModified: '2026-05-01T10:00:00.000Z' }, '2026-05-01T10:00:00.000Z', true],
    ['server changed since (another nurse saved)', { serverModified: '2026-05-01T10:00:00.000Z', savedAt: '2026-05-01T12:00:00.000Z' }, '2026-05-01T11:00:00.000Z', false],
    ['no base: draft saved after the server change', { savedAt: '2026-05-01T12:00:00.000Z' }, '2026-05-01T11:00:00.000Z', true],
    ['no base: draft saved before the server change', { savedAt: '2026-05-01T10:00:00.000Z' }, '2026-05-01T11:00:00.000Z', false],
    ['no base and no save time (an old draft)', {}, '2026-05-01T11:00:00.000Z', false],
    ['the server copy has no date', { savedAt: '2026-05-01T10:00:00.000Z' }, null, true],
  ] as const)('%s', (_case, extra, serverModified, expected) => {
    expect(isDraftCurrent(draft('Sam', extra), serverModified)).toBe(expected);
  });
});

describe('draft store resume (edit pages)', () => {
  it('starts from the server copy when there is no draft, and records its date', () => {
    const store = createDraftStore(memoryStorage);
    expect(store.getState().resume('edit:b-1', '2026-05-01T10:00:00.000Z', () => draft('Server'))).toBe('started');
    expect(store.getState().drafts['edit:b-1']?.serverModified).toBe('2026-05-01T10:00:00.000Z');
    expect(store.getState().drafts['edit:b-1']?.replacedStale).toBeUndefined();
  });

  it('keeps unsaved changes while the server copy is unchanged', () => {
    const store = createDraftStore(memoryStorage);
    store.getState().resume('edit:b-1', '2026-05-01T10:00:00.000Z', () => draft('Server'));
    store.getState().update('edit:b-1', { details: draft('Typed here').details });
    expect(store.getState().resume('edit:b-1', '2026-05-01T10:00:00.000Z', () => draft('Server'))).toBe('kept');
    expect(ownerName(store, 'edit:b-1')).toBe('Typed here');
  });

  it('loads the newer server copy over a stale draft', () => {
    const store = createDraftStore(memoryStorage);
    store.getState().resume('edit:b-1', '2026-05-01T10:00:00.000Z', () => draft('Server'));
    store.getState().update('edit:b-1', { details: draft('Typed here').details });
    expect(store.getState().resume('edit:b-1', '2026-05-01T11:00:00.000Z', () => draft('Saved elsewhere'))).toBe('replaced');
    expect(ownerName(store, 'edit:b-1')).toBe('Saved elsewhere');
    expect(store.getState().drafts['edit:b-1']?.replacedStale).toBe(true);
    expect(store.getState().drafts['edit:b-1']?.serverModified).toBe('2026-05-01T11:00:00.000Z');
  });

  it('after its own save the draft is based on the saved copy, so it is kept', () => {
    const store = createDraftStore(memoryStorage);
    store.getState().resume('edit:b-1', '2026-05-01T10:00:00.000Z', () => draft('Server'));
    store.getState().update('edit:b-1', { details: draft('Saved here').details, serverModified: '2026-05-01T11:00:00.000Z' });
    expect(store.getState().resume('edit:b-1', '2026-05-01T11:00:00.000Z', () => draft('Server'))).toBe('kept');
    expect(ownerName(store, 'edit:b-1')).toBe('Saved here');
  });

  it('stamps every change with the time it was made', () => {
    let now = new Date('2026-05-01T09:00:00.000Z');
    const store = createDraftStore(memoryStorage, () => now);
    store.getState().ensure('new:referral', () => draft('A', { bookingId: null }));
    expect(store.getState().drafts['new:referral']?.savedAt).toBe('2026-05-01T09:00:00.000Z');
    now = new Date('2026-05-01T09:05:00.000Z');
    store.getState().update('new:referral', { staffName: 'Dr Lee' });
    expect(store.getState().drafts['new:referral']?.savedAt).toBe('2026-05-01T09:05:00.000Z');
  });
});

describe('sameDetails', () => {
  it('compares values, not the order of keys, and ignores undefined entries', () => {
    const a = draft('Sam').details;
    if (!a) throw new Error('draft() has details');
    const { owner, pet, ...rest } = a;
    const reordered = JSON.parse(JSON.stringify({ pet, ...rest, owner })) as typeof a;
    expect(sameDetails(a, reordered)).toBe(true);
    expect(sameDetails(a, { ...a, owner: { ...a.owner, firstName: 'Sal' } })).toBe(false);
    expect(sameDetails(a, null)).toBe(false);
    expect(sameDetails(null, undefined)).toBe(true);
  });
});

describe('isUnfinishedDraft: what New Booking must not take without asking', () => {
  it('a draft saved on the server is unfinished even before anything is typed', () => {
    expect(isUnfinishedDraft(draft('', { bookingId: 'b-9' }))).toBe(true);
  });

  it('an unsaved draft is unfinished once a field holds something, spaces aside', () => {
    expect(isUnfinishedDraft(draft('Sam', { bookingId: null }))).toBe(true);
    expect(isUnfinishedDraft(draft('   ', { bookingId: null }))).toBe(false);
    const blank = draft('', { bookingId: null });
    const withInstruction = blank.details && { ...blank.details, instructions: [{ id: null, description: '' }] };
    expect(isUnfinishedDraft({ ...blank, details: withInstruction as typeof blank.details })).toBe(true);
  });

  it('a blank unsaved draft, or none, is not', () => {
    expect(isUnfinishedDraft(draft('', { bookingId: null }))).toBe(false);
    expect(isUnfinishedDraft(draft('', { bookingId: null, details: null }))).toBe(false);
    expect(isUnfinishedDraft(undefined)).toBe(false);
  });

  it('the store stamps when a draft was started, and keeps it through changes', () => {
    let now = new Date('2026-05-01T09:00:00.000Z');
    const store = createDraftStore(memoryStorage, () => now);
    store.getState().ensure('new:referral', () => draft('A', { bookingId: null }));
    now = new Date('2026-05-01T09:05:00.000Z');
    store.getState().update('new:referral', { staffName: 'Dr Lee' });
    expect(store.getState().drafts['new:referral']?.startedAt).toBe('2026-05-01T09:00:00.000Z');
  });
});
