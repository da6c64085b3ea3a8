// The booking in progress, kept in browser storage so nothing typed is lost on a reload or a crash
// (spec 001 s3: 'A draft booking is kept in browser storage and cleared after submit'). One draft per
// wizard: 'new:<path>[:<kind>]' for a new booking, 'edit:<id>' for an edited one.
import { createStore, useStore } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { WizardStage, WizardVariant } from '@portal/contracts/domain/wizard';
import type { DetailsValues } from '@portal/contracts/schemas/booking-form';
import { canonicalJson } from '@portal/contracts/wire/canonical-json';
import { onMemberDataCleared } from '@portal/shared/member-storage';

export const DRAFT_STORAGE_KEY = 'bookingDraft';

export interface BookingDraft {
  variant: WizardVariant;
  bookingId: string | null;
  orderId: string | null;
  stage: WizardStage;
  serviceTypeId: string | null;
  serviceTypeName: string | null;
  staffName: string;
  /** Generated once per new booking: a retried create answers the same booking. */
  idempotencyKey: string;
  details: DetailsValues | null;
  /**
   * The owner/pet details as the server last had them (loaded or saved here); null before the first
   * save. Cancel compares them with `details` to know whether anything would be lost.
   */
  savedDetails?: DetailsValues | null;
  /** The owner/pet step was saved (the is-pet-next flag). */
  detailsDone: boolean;
  hadWeight: boolean;
  okToCremate: boolean;
  /** When the draft last changed in this browser (ISO); stamped by the store. */
  savedAt?: string;
  /** When the draft was started in this browser (ISO); stamped by the store. Older drafts have none. */
  startedAt?: string;
  /** An edit draft: the server's date_modified of the copy it started from or last saved. */
  serverModified?: string | null;
  /** Set when opening the edit page replaced a stale draft with the server copy (the page says so). */
  replacedStale?: boolean;
}

/** What opening an edit page did with its draft: none existed, the draft was kept, or the server copy replaced it. */
export type ResumeOutcome = 'started' | 'kept' | 'replaced';

const time = (iso: string | null | undefined) => (iso ? Date.parse(iso) : Number.NaN);

/**
 * Whether an edit draft may be shown over the server's copy (date_modified `serverModified`): only when
 * the server copy has not changed since the draft was based on it, or (a draft without that base) when
 * the draft was saved after the server copy's last change. Otherwise someone else changed the booking
 * since, and the draft is stale. A server copy without a date keeps the draft.
 */
export function isDraftCurrent(draft: BookingDraft, serverModified: string | null): boolean {
  const server = time(serverModified);
  if (Number.isNaN(server)) return true;
  const base = time(draft.serverModified);
  if (!Number.isNaN(base)) return base >= server;
  const saved = time(draft.savedAt);
  return !Number.isNaN(saved) && saved > server;
}

export interface ChooserDraft {
  staffName: string;
  option: string;
}

interface DraftState {
  chooser: ChooserDraft;
  drafts: Record<string, BookingDraft>;
  setChooser: (chooser: ChooserDraft) => void;
  /** Starts a draft unless one exists for the key (initialising twice is a no-op). */
  ensure: (key: string, initial: () => BookingDraft) => void;
  /**
   * Opens an edit draft against the server copy (its date_modified): keeps the stored draft when it is
   * current (`isDraftCurrent`), else starts again from the server copy (`initial`).
   */
  resume: (key: string, serverModified: string | null, initial: () => BookingDraft) => ResumeOutcome;
  update: (key: string, change: Partial<BookingDraft>) => void;
  /** Drops a draft (after submit, or on Cancel). */
  clear: (key: string) => void;
  clearChooser: () => void;
}

export function draftKey(mode: 'new' | 'edit', variant: WizardVariant, bookingId?: string): string {
  if (mode === 'edit') return `edit:${bookingId ?? ''}`;
  return variant.communalKind ? `new:${variant.path}:${variant.communalKind}` : `new:${variant.path}`;
}

/** Whether two sets of owner/pet details hold the same values (whatever their keys' order). */
export function sameDetails(a: DetailsValues | null | undefined, b: DetailsValues | null | undefined): boolean {
  return canonicalJson(a ?? null) === canonicalJson(b ?? null);
}

/** Whether any owner, pet, collection or instruction field of `details` holds something typed or chosen. */
function hasTypedDetails(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  if (value && typeof value === 'object') return Object.values(value as Record<string, unknown>).some(hasTypedDetails);
  return false;
}

/**
 * Whether a new booking's draft holds something a person would miss if it were started again: a booking
 * already saved on the server (an order number), or details typed. "New Booking" never takes such a draft
 * without the person choosing to continue it (issue 31).
 */
export function isUnfinishedDraft(draft: BookingDraft | undefined): draft is BookingDraft {
  if (!draft) return false;
  return draft.bookingId !== null || hasTypedDetails(draft.details);
}

export function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `k-${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

export function createDraftStore(storage: () => Storage = () => localStorage, now: () => Date = () => new Date()) {
  return createStore<DraftState>()(
    persist(
      (set, get) => ({
        chooser: { staffName: '', option: '' },
        drafts: {},
        setChooser: (chooser) => set({ chooser }),
        ensure: (key, initial) =>
          set((state) =>
            state.drafts[key]
              ? state
              : { drafts: { ...state.drafts, [key]: { ...initial(), savedAt: now().toISOString(), startedAt: now().toISOString() } } },
          ),
        resume: (key, serverModified, initial) => {
          const current = get().drafts[key];
          if (current && isDraftCurrent(current, serverModified)) return 'kept';
          set((state) => ({
            drafts: {
              ...state.drafts,
              [key]: { ...initial(), serverModified, savedAt: now().toISOString(), ...(current ? { replacedStale: true } : {}) },
            },
          }));
          return current ? 'replaced' : 'started';
        },
        update: (key, change) =>
          set((state) => {
            const current = state.drafts[key];
            return current
              ? { drafts: { ...state.drafts, [key]: { ...current, ...change, savedAt: now().toISOString() } } }
              : state;
          }),
        clear: (key) =>
          set((state) => {
            const { [key]: _gone, ...rest } = state.drafts;
            return { drafts: rest };
          }),
        clearChooser: () => set({ chooser: { staffName: '', option: '' } }),
      }),
      { name: DRAFT_STORAGE_KEY, storage: createJSONStorage(storage), version: 1 },
    ),
  );
}

export type DraftStore = ReturnType<typeof createDraftStore>;

/** The one draft store of the page (a federation singleton like every @portal/shared module). */
export const draftStore: DraftStore = createDraftStore();
// Drafts are the member's: another member, or a sign-out, empties them (@portal/shared/member-storage).
onMemberDataCleared(() => {
  draftStore.setState({ drafts: {}, chooser: { staffName: '', option: '' } });
  draftStore.persist.clearStorage();
});

export function useDrafts<T>(selector: (state: DraftState) => T): T {
  return useStore(draftStore, selector);
}
