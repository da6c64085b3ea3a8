import { describe, expect, it } from 'vitest';
import type { PetTagContent } from '@portal/contracts/domain/pet-tag';
import type { PracticeWithBrand } from '../data/practices.ts';
import type { Invoice } from '../db/booking-schema.ts';
import { invoiceDocumentKey, INVOICE_LAYOUT_VERSION } from '../invoices/pdf.ts';
import { PET_TAG_LAYOUT_VERSION, petTagDocumentKey } from './pet-tag-pdf.ts';

// A stored document is answered again only while what it prints and how it is drawn are the same.
describe('the keys of stored documents', () => {
  const tag: PetTagContent = {
    kind: 'private',
    serviceType: 'Private Cremation',
    colour: '#1f6f43',
    orderNumber: 'PP-1012',
    petName: 'Milo',
    species: 'Dog',
    weight: '10.86 kg',
    ownerSurname: "O'Connor",
    practiceName: 'Mount Lawley Vet',
    link: 'http://localhost:8080/booking/b-1',
  };

  it('a pet tag: the same key for the same tag, a new one when the tag or its layout changes', () => {
    const key = petTagDocumentKey('b-1', 'label', tag);
    expect(petTagDocumentKey('b-1', 'label', { ...tag })).toBe(key);
    expect(petTagDocumentKey('b-1', 'label', { ...tag, weight: '11 kg' })).not.toBe(key);
    expect(petTagDocumentKey('b-1', 'a4', tag)).not.toBe(key);
    expect(petTagDocumentKey('b-1', 'label', tag, PET_TAG_LAYOUT_VERSION + 1)).not.toBe(key);
  });

  it('an invoice: the same key for the same invoice and practice, a new one when either or the layout changes', () => {
    const invoice = { id: 'inv-1', invoice_number: 'INV-1', status: 'Unpaid' } as unknown as Invoice;
    const practice = { practice: { id: 'p-1', name: 'Mount Lawley Vet' }, brand: { name: 'Lawnswood' } } as unknown as PracticeWithBrand;
    const key = invoiceDocumentKey(invoice, practice);
    expect(invoiceDocumentKey({ ...invoice }, practice)).toBe(key);
    expect(invoiceDocumentKey({ ...invoice, status: 'Paid' }, practice)).not.toBe(key);
    expect(invoiceDocumentKey(invoice, { ...practice, practice: { ...practice.practice, name: 'Other' } })).not.toBe(key);
    expect(invoiceDocumentKey(invoice, practice, INVOICE_LAYOUT_VERSION + 1)).not.toBe(key);
  });
});
