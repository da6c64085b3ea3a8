import { describe, expect, it, vi } from 'vitest';
import { newEngravingDraft, parsePlaqueConfig } from '@portal/contracts/domain/engraving';
import { ENGRAVING_DRAFT_STORAGE_KEY, createEngravingDraftStore, engravingDraftKey, type StoredEngravingDraft } from './engraving-draft';

const config = parsePlaqueConfig({
  ID: 'p', Product: 'Plaque', Size: 'Large', Ratios: '1:1', Shape: 'Rectangle', Color: 'Gold', Dimensions: '100',
  PhotoSize: '3', Icon_Ratio: 0.2, Name_Size: 24, Text1_Size: 12, Text2_Size: 12, Name_Max: 0, Text1_Max: 0, Text2_Max: 0, Vessel_Image: 1,
});
const initial = (): StoredEngravingDraft => ({
  ...newEngravingDraft(config, { productId: 'p', bookingId: 'b', quotedProductId: null }, 'Bella'),
  step: 'customise-text',
});

describe('engraving draft store', () => {
  it('keys drafts by booking, quoted product and product', () => {
    expect(engravingDraftKey({ bookingId: null, quotedProductId: null, productId: 'p' })).toBe('new:new:p');
    expect(engravingDraftKey({ bookingId: 'b', quotedProductId: 'q', productId: 'p' })).toBe('b:q:p');
  });

  it('initialising twice keeps the draft; it is written to sessionStorage', () => {
    const store = createEngravingDraftStore();
    store.getState().ensure('b:new:p', initial);
    store.getState().update('b:new:p', { icon: 'Dog' });
    store.getState().ensure('b:new:p', initial);
    expect(store.getState().drafts['b:new:p']?.icon).toBe('Dog');
    expect(sessionStorage.getItem(ENGRAVING_DRAFT_STORAGE_KEY)).toContain('"icon":"Dog"');
  });

  it('clearing the images keeps the text and forgets the photo, the images and their approval', () => {
    const store = createEngravingDraftStore();
    store.getState().ensure('k', initial);
    store.getState().update('k', {
      imageOptions: { ...initial().imageOptions, croppedImage: 'data:image/png;base64,AA', fileImgSrc: 'bella.jpg' },
      customTextImage: 'data:1',
      engravingOptionsImage: 'data:2',
      approved: true,
      step: 'approval',
    });
    store.getState().clearImages('k');
    expect(store.getState().drafts.k).toMatchObject({
      petName: { text: 'Bella' },
      imageOptions: { croppedImage: null, fileImgSrc: null },
      customTextImage: null,
      engravingOptionsImage: null,
      approved: false,
    });
  });

  it('keeps the approval images out of sessionStorage (they are made again from the draft)', () => {
    const store = createEngravingDraftStore();
    store.getState().ensure('k', initial);
    store.getState().update('k', { customTextImage: 'data:image/png;base64,QQ==', engravingOptionsImage: 'data:image/png;base64,Qg==' });
    expect(store.getState().drafts.k?.customTextImage).toBe('data:image/png;base64,QQ==');
    const saved = sessionStorage.getItem(ENGRAVING_DRAFT_STORAGE_KEY) ?? '';
    expect(saved).not.toContain('base64,QQ==');
    expect(saved).not.toContain('base64,Qg==');
  });

  it('a full storage does not break the steps (the draft lives on in memory)', () => {
    const full = { getItem: () => null, setItem: () => { throw new DOMException('full', 'QuotaExceededError'); }, removeItem: () => undefined } as unknown as Storage;
    const store = createEngravingDraftStore(() => full);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    store.getState().ensure('k', initial);
    expect(warn).toHaveBeenCalledWith('The engraving draft could not be kept in session storage', expect.any(DOMException));
    warn.mockRestore();
    expect(store.getState().drafts.k?.petName.text).toBe('Bella');
  });
});
