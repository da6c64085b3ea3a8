import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { fakeApi, renderWithProviders } from '@portal/shared/testing';
import { CustomerSupportPage } from './CustomerSupportPage';

const documents = {
  brand: 'Edenhills',
  region: 'SA',
  region_name: 'South Australia',
  grief_guidance: [
    { name: 'Pet Bucket List', file_type: 'PDF', description: 'Ideas', link: 'http://api.test/documents/edenhills/pet-bucket-list.pdf' },
    {
      name: 'Pet Loss and Grief Brochure',
      file_type: 'PDF',
      description: 'Grief',
      link: 'http://api.test/documents/edenhills/pet-loss-and-grief-brochure.pdf',
    },
  ],
  tagging_guide: { name: 'Tagging Guide', file_type: 'PDF', link: 'http://api.test/documents/edenhills/sa/tagging-guide.pdf' },
  tags: [],
};

describe('customer support (spec 001 s2.12)', () => {
  it('shows both cards with grouped numbers and the grief guidance table', async () => {
    const { api } = fakeApi({
      'GET portal/brand': {
        body: { data: { name: 'Edenhills', brand_logo_link: 'x', phone_work: '0883711234', email_addresses: [{ email_address: 'care@edenhills.example.com' }] } },
      },
      'GET portal/vet/account_manager': {
        body: {
          data: {
            first_name: 'Priya',
            last_name: 'Shah',
            phone_mobile: '0498765432',
            email_addresses: [{ email_address: 'priya@example.com' }],
            picture: { src: 'http://api.test/static/account-managers/priya-shah.svg' },
          },
        },
      },
      'GET portal/vet/documents': { body: { data: documents } },
    });
    renderWithProviders(<CustomerSupportPage />, { api });
    const care = await screen.findByRole('region', { name: 'Client Care Team' });
    expect(await within(care).findByText('Edenhills Client Care Team')).toBeInTheDocument();
    expect(await within(care).findByRole('link', { name: '08 8371 1234' })).toHaveAttribute('href', 'tel:0883711234');
    expect(within(care).getByRole('link', { name: 'care@edenhills.example.com' })).toBeInTheDocument();
    const manager = screen.getByRole('region', { name: 'Relationship Manager' });
    expect(await within(manager).findByRole('link', { name: '0498 765 432' })).toBeInTheDocument();
    expect(within(manager).getByRole('img', { name: 'Priya Shah' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Grief guidance' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Document name',
      'File type',
      'Description',
      'Document',
    ]);
    // The header and one row per document, each with its file type.
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    for (const name of ['Pet Bucket List', 'Pet Loss and Grief Brochure']) {
      expect(within(table).getByRole('row', { name: new RegExp(name) })).toHaveTextContent('PDF');
    }
    const view = within(table).getByRole('link', { name: /^View Pet Loss and Grief Brochure/ });
    expect(view).toHaveAttribute('href', documents.grief_guidance[1]!.link);
    expect(view).toHaveAttribute('target', '_blank');
  });
});
