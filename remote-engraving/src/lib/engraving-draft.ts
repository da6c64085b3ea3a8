// The engraving drafts (spec 001 s3, Engraving draft; s4 'each step ... stores its result in the
// engraving draft'), kept in sessionStorage so a reload keeps what was typed and cropped in this tab:
// the product modal's, one per booking, quoted product and product; the owner's change pages', one per
// booking and quoted product (ownerDraftKey).
import { createStore, useStore } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import type { EngravingDraft, EngravingStep } from '@portal/contracts/domain/engraving';
import { onMemberDataCleared } from '@portal/shared/member-storage';

export const ENGRAVING_DRAFT_STORAGE_KEY = 'engravingDraft';

/** The draft with the step the modal is on. */
export interface StoredEngravingDraft extends EngravingDraft {
  step: EngravingStep;
}

/** A change of what is engraved: the images made for approval, and the approval, no longer hold. */
export const UNAPPROVED = { customTextImage: null, engravingOptionsImage: null, approved: false } as const;

export function engravingDraftKey(ids: { bookingId: string | null; quotedProductId: string | null; productId: string }): string {
  return [ids.bookingId ?? 'new', ids.quotedProductId ?? 'new', ids.productId].join(':');
}

interface EngravingDraftState {
  drafts: Record<string, StoredEngravingDraft>;
  /** Starts a draft unless one exists for the key (initialising twice is a no-op). */
  ensure: (key: string, initial: () => StoredEngravingDraft) => void;
  update: (key: string, change: Partial<StoredEngravingDraft>) => void;
  /** Spec 001 s4, Approval finish: 'The draft images are cleared.' (and the approval given for them) */
  clearImages: (key: string) => void;
  clear: (key: string) => void;
}

/**
 * sessionStorage that never throws: a cropped photo can be large, and a full storage must not break the
 * steps (the draft then lives on in memory only, and a reload loses the photo).
 */
function safeStorage(storage: () => Storage): StateStorage {
  return {
    getItem: (name) => storage().getItem(name),
    setItem: (name, value) => {
      try {
        storage().setItem(name, value);
      } catch (error) {
        console.warn('The engraving draft could not be kept in session storage', error);
      }
    },
    removeItem: (name) => storage().removeItem(name),
  };
}

export function createEngravingDraftStore(storage: () => Storage = () => sessionStorage) {
  return createStore<EngravingDraftState>()(
    persist(
      (set) => ({
        drafts: {},
        ensure: (key, initial) => set((state) => (state.drafts[key] ? state : { drafts: { ...state.drafts, [key]: initial() } })),
        update: (key, change) =>
          set((state) => {
            const current = state.drafts[key];
            return current ? { drafts: { ...state.drafts, [key]: { ...current, ...change } } } : state;
          }),
        clearImages: (key) =>
          set((state) => {
            const current = state.drafts[key];
            if (!current) return state;
            const cleared: StoredEngravingDraft = {
              ...current,
              imageOptions: { ...current.imageOptions, croppedImage: null, fileImgSrc: null, croppedAreaPixels: null },
              customTextImage: null,
              engravingOptionsImage: null,
              approved: false,
              step: 'customise-text',
            };
            return { drafts: { ...state.drafts, [key]: cleared } };
          }),
        clear: (key) =>
          set((state) => {
            const { [key]: _gone, ...rest } = state.drafts;
            return { drafts: rest };
          }),
      }),
      {
        name: ENGRAVING_DRAFT_STORAGE_KEY,
        storage: createJSONStorage(() => safeStorage(storage)),
        version: 1,
        // The approval images are made again from the draft when the approval step opens: kept in
        // memory only, so the stored draft holds one photo, not three images.
        partialize: (state) => ({
          drafts: Object.fromEntries(
            Object.entries(state.drafts).map(([key, draft]) => [key, { ...draft, customTextImage: null, engravingOptionsImage: null }]),
          ),
        }),
      },
    ),
  );
}

export type EngravingDraftStore = ReturnType<typeof createEngravingDraftStore>;

/** The one draft store of the page. */
export const engravingDraftStore: EngravingDraftStore = createEngravingDraftStore();
// Artwork drafts are the member's: a sign-out, or another member signing in, empties them.
onMemberDataCleared(() => engravingDraftStore.setState({ drafts: {} }));

export function useEngravingDrafts<T>(selector: (state: EngravingDraftState) => T): T {
  return useStore(engravingDraftStore, selector);
}
