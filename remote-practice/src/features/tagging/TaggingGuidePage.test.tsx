import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderWithProviders } from '@portal/shared/testing';
import { TaggingGuidePage } from './TaggingGuidePage';

const tag = (kind: string, name: string) => ({ kind, name, description: `${name} purpose`, image: `http://api.test/documents/lawnswood/wa/tags/${kind}.svg` });

describe('tagging guide (spec 001 s2.13)', () => {
  it('shows five steps, the three tags in step 2, Client Care in a modal and the brand PDF', async () => {
    const { api } = fakeApi({
      'GET portal/brand': {
        body: { data: { name: 'Lawnswood', brand_logo_link: 'x', phone_work: '0892401234', email_addresses: [{ email_address: 'care@lawnswood.example.com' }] } },
      },
      'GET portal/vet/documents': {
        body: {
          data: {
            brand: 'Lawnswood',
            region: 'WA',
            region_name: 'Western Australia',
            grief_guidance: [],
            tagging_guide: { name: 'Tagging Guide', file_type: 'PDF', link: 'http://api.test/documents/lawnswood/wa/tagging-guide.pdf' },
            tags: [tag('private', 'Private cremation'), tag('communal', 'Communal cremation'), tag('hold', 'Hold')],
          },
        },
      },
    });
    renderWithProviders(<TaggingGuidePage />, { api });
    expect(await screen.findByRole('link', { name: 'Download Tagging Guide' })).toHaveAttribute(
      'href',
      'http://api.test/documents/lawnswood/wa/tagging-guide.pdf',
    );
    expect(screen.getAllByRole('heading', { level: 2, name: /^Step \d: / })).toHaveLength(5);
    for (const name of ['Private cremation tag', 'Communal cremation tag', 'Hold tag']) {
      expect(screen.getByRole('img', { name })).toBeInTheDocument();
    }
    await userEvent.click(screen.getByRole('button', { name: 'Contact Client Care' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact Client Care' });
    expect(within(dialog).getByRole('link', { name: 'care@lawnswood.example.com' })).toBeInTheDocument();
    expect(await within(dialog).findByRole('link', { name: '08 9240 1234' })).toBeInTheDocument();
  });
});
