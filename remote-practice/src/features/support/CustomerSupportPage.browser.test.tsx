// /customer-support in Chromium, without the stack: its layout on a 768 px tablet.
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { fakeApi, renderWithProviders } from '@portal/shared/testing';
import { sidewaysOverflow, StaffMain } from '@portal/shared/testing/browser';
import { CustomerSupportPage } from './CustomerSupportPage';

/** The relationship manager's picture, drawn here (an 80 px circle) instead of fetched from portal-api. */
const PICTURE = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80"><circle cx="40" cy="40" r="40" fill="#2c7a7b"/></svg>')}`;

/** Lawnswood's support contacts as portal-api's demo data answers them (direct.staff's practice), with this manager's email. */
function renderSupport(managerEmail: string) {
  const { api } = fakeApi({
    'GET portal/brand': {
      body: { data: { name: 'Lawnswood', brand_logo_link: PICTURE, phone_work: '0892401234', email_addresses: [{ email_address: 'care@lawnswood.example.com' }] } },
    },
    'GET portal/vet/account_manager': {
      body: {
        data: {
          first_name: 'Alex',
          last_name: 'Morgan',
          phone_mobile: '0412345678',
          email_addresses: [{ email_address: managerEmail }],
          picture: { src: PICTURE },
        },
      },
    },
    'GET portal/vet/documents': {
      body: {
        data: {
          brand: 'Lawnswood',
          region: 'WA',
          region_name: 'Western Australia',
          grief_guidance: [
            { name: 'Pet Bucket List', file_type: 'PDF', description: 'Ideas for the days a family has left with their pet.', link: 'http://api.test/documents/lawnswood/pet-bucket-list.pdf' },
            { name: 'Pet Loss and Grief Brochure', file_type: 'PDF', description: 'Help for the family after their pet has died.', link: 'http://api.test/documents/lawnswood/pet-loss-and-grief-brochure.pdf' },
          ],
          tagging_guide: { name: 'Tagging Guide', file_type: 'PDF', link: 'http://api.test/documents/lawnswood/wa/tagging-guide.pdf' },
          tags: [],
        },
      },
    },
  });
  renderWithProviders(
    <StaffMain>
      <CustomerSupportPage />
    </StaffMain>,
    { api, route: '/customer-support' },
  );
}

describe('customer support on a tablet', () => {
  // The demo manager's address only just fits a line of the card at 768 px (197 of 202 px here); a
  // longer one has to break. Both ran out of the card with the link's overflow-wrap set to normal.
  it.each(['alex.morgan@lawnswood.example.com', 'alexandra.montgomery-fitzwilliam@lawnswood.example.com'])(
    'fits a 768 px screen: a long email breaks inside its card (%s)',
    async (address) => {
      await page.viewport(768, 1000);
      renderSupport(address);
      const email = page.getByText(address);
      await expect.element(email).toBeVisible();
      expect(sidewaysOverflow()).toBe(0);
      const card = page.getByRole('region', { name: 'Relationship Manager' }).element().getBoundingClientRect();
      expect(email.element().getBoundingClientRect().right).toBeLessThanOrEqual(card.right);
    },
  );
});
