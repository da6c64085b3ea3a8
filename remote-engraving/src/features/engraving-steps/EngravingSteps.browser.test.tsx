// The staff product modal's artwork steps in Chromium at 1280 x 720, without the stack: the steps in
// the dialog remote-catalog's product modal opens them in (the UI kit's Modal, size lg), and the
// preview kept in view as the dialog scrolls to the last line typed (issue 15 item 3).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderWithProviders } from '@portal/shared/testing';
import { StaffMain } from '@portal/shared/testing/browser';
import { Modal } from '@portal/shared/ui';
import { engravingDraftStore } from '../../lib/engraving-draft';
import { fakeApi } from '../../testing/fakeApi';
import { reachable } from '../../testing/ownerPhone';
import { PHOTO_PLAQUE_URN } from '../../testing/plaqueConfig';
import EngravingSteps from './EngravingSteps';

/** A 29-character line: text line 1 and 2 take 29 (spec 001 s5). */
const FULL_LINE = 'Always loved, never forgotten';

/** The product modal of a private booking for Tilly, past its options step: a Photo Plaque Urn's artwork steps. */
function openArtworkSteps() {
  const { api } = fakeApi({ [`GET portal/engraving/config/${PHOTO_PLAQUE_URN.ID}`]: { body: { data: PHOTO_PLAQUE_URN } } });
  renderWithProviders(
    <StaffMain>
      <Modal open onClose={() => undefined} title={PHOTO_PLAQUE_URN.Product} size="lg">
        <EngravingSteps
          productId={PHOTO_PLAQUE_URN.ID}
          productName={PHOTO_PLAQUE_URN.Product}
          bookingId="b1"
          quotedProductId={null}
          petName="Tilly"
          descriptionStepTitle="Product options"
          onBackToDescription={vi.fn()}
          addToCart={vi.fn(() => Promise.resolve({ bookingId: 'b1', quotedProductId: 'q1' }))}
          onFinished={vi.fn()}
        />
      </Modal>
    </StaffMain>,
    { api },
  );
}

const dialog = () => page.getByRole('dialog', { name: PHOTO_PLAQUE_URN.Product });
const line2 = () => dialog().getByLabelText(/^Text line 2 text/);

beforeEach(() => {
  engravingDraftStore.setState({ drafts: {} });
});

describe('the staff product modal (1280 x 720)', () => {
  it('the preview is sticky in the modal: typing the last line to 29 characters, it stays in view and the field says it is full', async () => {
    await page.viewport(1280, 720);
    openArtworkSteps();
    await expect.element(dialog().getByRole('heading', { name: 'Customise text', level: 3 })).toBeVisible();
    await line2().click();
    await userEvent.keyboard(FULL_LINE);
    await expect.element(line2()).toHaveValue(FULL_LINE);
    await expect.element(dialog().getByRole('group', { name: 'Text line 2' }).getByTestId('text-fit')).toMatchTextContent('Text line 2 is full (29 characters).');
    await expect.element(line2()).toBeInViewport();
    await expect.element(dialog().getByTestId('plaque-preview')).toBeInViewport({ ratio: 1 });
    expect(reachable(line2().element())).toBe(true);
  });
});

/** Two boxes on screen share some area (the preview beside the steps covers nothing of them). */
const covers = (a: DOMRect, b: DOMRect) => a.top < b.bottom && b.top < a.bottom && a.left < b.right && b.left < a.right;

describe("the step's heading is never under the pinned preview (issue 31 item 6)", () => {
  for (const [width, height] of [
    [375, 667],
    [768, 1024],
    [1280, 720],
  ] as const) {
    it(`at ${width} x ${height}: Next from the bottom of the text step opens step 3 with 'Step 3 of 5' and its title in view, clear of the preview`, async () => {
      await page.viewport(width, height);
      openArtworkSteps();
      await expect.element(dialog().getByText('Step 2 of 5')).toBeVisible();
      for (const [label, text] of [
        ['Pet name', 'Tilly'],
        ['Text line 1', 'Forever loved'],
        ['Text line 2', '2012 - 2026'],
      ] as const) {
        await userEvent.fill(dialog().getByLabelText(new RegExp(`^${label} text`)), text);
        await userEvent.selectOptions(dialog().getByLabelText(new RegExp(`^${label} font face`)), 'Arial');
        await userEvent.selectOptions(dialog().getByLabelText(new RegExp(`^${label} font size`)), '14');
      }
      const next = dialog().getByRole('button', { name: 'Next' });
      next.element().scrollIntoView({ block: 'end' });
      await next.click();

      const heading = dialog().getByRole('heading', { level: 3 });
      await expect.element(heading).toHaveFocus();
      const eyebrow = dialog().getByText('Step 3 of 5');
      await expect.element(eyebrow).toBeInViewport({ ratio: 1 });
      await expect.element(heading).toBeInViewport({ ratio: 1 });
      const pinned = dialog().getByTestId('pinned-preview').element().getBoundingClientRect();
      expect(covers(pinned, eyebrow.element().getBoundingClientRect()), 'the preview over Step 3 of 5').toBe(false);
      expect(covers(pinned, heading.element().getBoundingClientRect()), 'the preview over the title').toBe(false);
      expect(reachable(eyebrow.element())).toBe(true);
    });
  }
});
