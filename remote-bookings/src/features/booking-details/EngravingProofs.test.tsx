import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { OrderLine } from '@portal/contracts/wire/bookings';
import type { EngravingVersionDto } from '@portal/contracts/wire/engraving';
import type { PlaqueConfigInput } from '@portal/contracts/domain/engraving';
import ky from 'ky';
import { PHOTO_MEMORIAL_TILE, renderWithProviders } from '@portal/shared/testing';
import { EngravingProofs, NO_ARTWORK_CLOSED, NO_ARTWORK_YET, awaitingOwnerWarning, engravedLines } from './EngravingProofs';

const api = ky.create({ baseUrl: 'http://api.test/', fetch: () => Promise.reject(new Error('no calls expected')) });

const line = (text: string, style: { font: 'Garamond'; size: 24 } = { font: 'Garamond', size: 24 }) => ({ text, ...style, max: 29 });

const version = (n: number, overrides: Partial<EngravingVersionDto> = {}): EngravingVersionDto => ({
  id: `v${n}`,
  version: n,
  submitted_at: `2026-11-0${n}T10:00:00Z`,
  submitted_by: 'staff',
  approved: 0,
  approved_by: null,
  approved_at: null,
  engravingFiles: {
    image_options_key: `engraving/b1/q1/custom_text-${n}.png`,
    image_options_url: `http://api.test/files/engraving/custom_text-${n}.png`,
    engraving_options_key: `engraving/b1/q1/engraving_options-${n}.png`,
    engraving_options_url: `http://api.test/files/engraving/engraving_options-${n}.png`,
    petName: line(`Rex ${n}`),
    primaryText: line('Forever loved'),
    secondaryText: line('2012 - 2026'),
    icon: 'Dog Paw',
    iconPlacement: 'Left',
    imageOptions: null,
  },
  ...overrides,
});

const orderLine = (
  id: string,
  name: string,
  versions: EngravingVersionDto[],
  childProducts: OrderLine[] = [],
  takesArtwork = false,
  plaqueConfig: PlaqueConfigInput | null = null,
): OrderLine => ({
  id,
  name,
  quantity: 1,
  unitPrice: 0,
  discountPrice: 0,
  engravingText: null,
  engravingVersions: versions,
  takesArtwork,
  plaqueConfig,
  childProducts,
});

describe('engraving proof history', () => {
  it('finds engraved lines at any depth (a package item too), in order', () => {
    const plaque = orderLine('q2', 'Engraved Brass Plaque', [version(1)]);
    const lines = [orderLine('q0', 'Private cremation', []), orderLine('q1', 'Package', [], [orderLine('q3', 'Cedar urn', []), plaque])];
    expect(engravedLines(lines).map((l) => l.id)).toEqual(['q2']);
  });

  it('shows the latest version as current with its approval state, and earlier versions newest first', () => {
    const versions = [version(1), version(2, { approved: 1, approved_by: 'staff' }), version(3, { submitted_by: 'owner', approved: 1, approved_by: 'owner' })];
    renderWithProviders(<EngravingProofs bookingId="b1" lines={[orderLine('q1', 'Photo Plaque Urn', versions)]} />, { api });
    const entry = screen.getByRole('article', { name: 'Photo Plaque Urn' });
    expect(within(entry).getByText('Version 3 (current)')).toBeInTheDocument();
    expect(within(entry).getByText('Approved')).toBeInTheDocument();
    expect(within(entry).getByText(/Submitted by the owner on/)).toBeInTheDocument();
    expect(within(entry).getByText(/Approved by the owner\./)).toBeInTheDocument();
    // An earlier version a staff member approved in staff mode says so.
    expect(within(entry).getByText(/Submitted by practice staff on .*, approved by practice staff/)).toBeInTheDocument();
    const current = within(entry).getByRole('img', { name: /Artwork version 3 for the Photo Plaque Urn: Rex 3/ });
    expect(current).toHaveAttribute('src', 'http://api.test/files/engraving/custom_text-3.png');
    const earlier = within(entry).getByRole('list', { name: 'Earlier artwork versions of the Photo Plaque Urn' });
    expect(within(earlier).getAllByRole('listitem').map((item) => within(item).getByText(/^Version \d$/).textContent)).toEqual(['Version 2', 'Version 1']);
    expect(within(entry).getByRole('link', { name: 'Open the artwork' })).toHaveAttribute('href', '/engraving/staff-login/b1/q1');
  });

  it("says when the current version waits for the owner's approval, and lists no earlier versions for a first proof", () => {
    renderWithProviders(<EngravingProofs bookingId="b1" lines={[orderLine('q1', 'Engraved Brass Plaque', [version(1)])]} />, { api });
    expect(screen.getByText("Awaiting the owner's approval")).toBeInTheDocument();
    expect(screen.getByText(/Rex 1 \/ Forever loved \/ 2012 - 2026, icon Dog Paw \(Left\)/)).toBeInTheDocument();
    expect(screen.queryByText(/Earlier versions/)).not.toBeInTheDocument();
  });

  it('lists a plaque line without artwork, with the way to prepare it while the booking may still change', () => {
    const waiting = orderLine('q4', 'Photo Memorial Tile', [], [], true);
    expect(engravedLines([orderLine('q0', 'Private cremation', []), waiting]).map((l) => l.id)).toEqual(['q4']);
    const { unmount } = renderWithProviders(<EngravingProofs bookingId="b1" lines={[waiting]} />, { api });
    const entry = screen.getByRole('article', { name: 'Photo Memorial Tile' });
    expect(within(entry).getByText(NO_ARTWORK_YET)).toBeInTheDocument();
    // Without a readable config, through the staff entry; with one, straight to its first step (below).
    expect(within(entry).getByRole('link', { name: 'Prepare the artwork' })).toHaveAttribute('href', '/engraving/staff-login/b1/q4');
    unmount();
    renderWithProviders(<EngravingProofs bookingId="b1" lines={[waiting]} editable={false} />, { api });
    expect(screen.getByText(NO_ARTWORK_CLOSED)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Prepare the artwork' })).not.toBeInTheDocument();
  });

  it('past editing, shows the proofs without offering to open the artwork (it could only say editing is over)', () => {
    renderWithProviders(<EngravingProofs bookingId="b1" lines={[orderLine('q1', 'Photo Plaque Urn', [version(1)])]} editable={false} />, { api });
    expect(screen.getByText('Version 1 (current)')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open the artwork' })).not.toBeInTheDocument();
  });

  it("a photo-only tile's summary is its photo, never the pet's name its fields keep (issue 15 item 1)", () => {
    const tile = version(1, { engravingFiles: { ...version(1).engravingFiles, petName: line('Milo'), primaryText: line(''), secondaryText: line(''), icon: '', iconPlacement: '', imageOptions: { fileImgSrc: 'milo.jpg', croppedAreaPixels: null, aspectW: 4, aspectH: 5, rotation: 0, zoom: 1 } } });
    renderWithProviders(<EngravingProofs bookingId="b1" lines={[orderLine('q1', 'Photo Memorial Tile', [tile], [], true, TILE)]} />, { api });
    const entry = screen.getByRole('article', { name: 'Photo Memorial Tile' });
    expect(within(entry).getByText('Photo only')).toBeInTheDocument();
    expect(entry).not.toHaveTextContent(/Milo/);
  });

  it("'Prepare the artwork' opens the plaque's first artwork step in staff mode: one click (issue 15 item 10)", () => {
    renderWithProviders(<EngravingProofs bookingId="b1" lines={[orderLine('q4', 'Photo Memorial Tile', [], [], true, TILE)]} />, { api });
    expect(screen.getByRole('link', { name: 'Prepare the artwork' })).toHaveAttribute('href', '/engraving/image-options?staff=1&bookingId=b1&quotedProductId=q4');
  });

  // Issue 31 item 6: a completed booking said it 'has reached Completed - Returned, where plaques are engraved'.
  it('a finished booking whose artwork the owner never approved says so as done, not as about to be engraved', () => {
    renderWithProviders(
      <EngravingProofs bookingId="b1" lines={[orderLine('q1', 'Photo Plaque Urn', [version(2)])]} editable={false} orderStage="Completed - Returned" />,
      { api },
    );
    const warning = screen.getByTestId('awaiting-owner-warning');
    expect(warning).toHaveTextContent('This booking is Completed - Returned, and the owner never approved the artwork (version 2 was still waiting for them).');
    expect(warning).not.toHaveTextContent('where plaques are engraved');
  });

  it('warns staff when the booking reached engraving while the latest artwork still waits for the owner (issue 15 item 10)', () => {
    const { unmount } = renderWithProviders(
      <EngravingProofs bookingId="b1" lines={[orderLine('q1', 'Photo Plaque Urn', [version(1)])]} editable={false} orderStage="Awaiting Processing" />,
      { api },
    );
    expect(screen.getByText(awaitingOwnerWarning('Awaiting Processing', 1))).toBeInTheDocument();
    unmount();
    // Approved, still editable, or cancelled: nothing to warn of.
    for (const [versions, editable, stage] of [
      [[version(1, { approved: 1, approved_by: 'owner' })], false, 'Awaiting Processing'],
      [[version(1)], true, 'Awaiting Keepsakes'],
      [[version(1)], false, 'Cancelled'],
    ] as const) {
      const view = renderWithProviders(<EngravingProofs bookingId="b1" lines={[orderLine('q1', 'Photo Plaque Urn', [...versions])]} editable={editable} orderStage={stage} />, { api });
      expect(screen.queryByTestId('awaiting-owner-warning')).toBeNull();
      view.unmount();
    }
  });
});

const TILE: PlaqueConfigInput = { ...PHOTO_MEMORIAL_TILE, ID: 'tile' };
