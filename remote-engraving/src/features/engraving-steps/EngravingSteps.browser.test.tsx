// The staff product modal's artwork steps in Chromium at 1280 x 720, without the stack: the steps in
// the dialog remote-catalog's product modal opens them in (the UI kit's Modal, size lg), and the
// preview kept in view as the dialog scrolls to the last line typed (issue 15 item 3).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { PlaqueConfigInput } from '@portal/contracts/domain/engraving';
import { renderWithProviders } from '@portal/shared/testing';
import { plainPng, StaffMain } from '@portal/shared/testing/browser';
import { Modal } from '@portal/shared/ui';
import { engravingDraftStore } from '../../lib/engraving-draft';
import { fakeApi } from '../../testing/fakeApi';
import { reachable } from '../../testing/ownerPhone';
import { ENGRAVED_BRASS_PLAQUE, PHOTO_MEMORIAL_TILE, PHOTO_PLAQUE_URN } from '../../testing/plaqueConfig';
import EngravingSteps from './EngravingSteps';

/** A 29-character line: text line 1 and 2 take 29 (spec 001 s5). */
const FULL_LINE = 'Always loved, never forgotten';

/** The product modal of a private booking for Tilly, past its options step: a plaque's artwork steps (a Photo Plaque Urn's unless said). */
function openArtworkSteps(config: PlaqueConfigInput = PHOTO_PLAQUE_URN) {
  const { api } = fakeApi({ [`GET portal/engraving/config/${config.ID}`]: { body: { data: config } } });
  renderWithProviders(
    <StaffMain>
      <Modal open onClose={() => undefined} title={config.Product} size="lg">
        <EngravingSteps
          productId={config.ID}
          productName={config.Product}
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

const dialog = (config: PlaqueConfigInput = PHOTO_PLAQUE_URN) => page.getByRole('dialog', { name: config.Product });
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

/** A step's title in the modal (the steps' headings are level 3 under the dialog's). */
const stepHeading = (config: PlaqueConfigInput, title: string) => dialog(config).getByRole('heading', { name: title, level: 3 });

describe('the steps follow the plaque (spec 001 s2.6; the seeded plaques of portal-api)', () => {
  it("a photo-only plaque (Dimensions '0') goes straight to the photo: no text or icon step", async () => {
    openArtworkSteps(PHOTO_MEMORIAL_TILE);
    const steps = dialog(PHOTO_MEMORIAL_TILE);
    await expect.element(stepHeading(PHOTO_MEMORIAL_TILE, 'Image options')).toBeVisible();
    await expect.element(steps.getByText('Step 2 of 3')).toBeVisible();
    await expect.element(steps.getByRole('button', { name: /^Back to / })).toMatchTextContent(/^Back to /);
    // The photo chosen, turned and cropped, as the nurse does.
    await userEvent.upload(steps.getByLabelText(/^Photo/), new File([await plainPng(320, 400, '#6d4c41')], 'pet-photo.png', { type: 'image/png' }));
    await expect.element(steps.getByTestId('photo-cropper')).toBeVisible();
    await steps.getByRole('button', { name: 'Rotate 90 degrees' }).click();
    await steps.getByRole('button', { name: 'Apply' }).click();
    await expect.element(steps.getByRole('img', { name: 'The cropped photo' })).toBeVisible();
    await steps.getByRole('button', { name: 'Next' }).click();
    await expect.element(stepHeading(PHOTO_MEMORIAL_TILE, 'Approval')).toBeVisible();
    await expect.element(stepHeading(PHOTO_MEMORIAL_TILE, 'Customise text')).not.toBeInTheDocument();
  });

  it('a text file named like a picture: Chromium cannot decode it, and the photo step says so', async () => {
    openArtworkSteps(PHOTO_MEMORIAL_TILE);
    const steps = dialog(PHOTO_MEMORIAL_TILE);
    await expect.element(stepHeading(PHOTO_MEMORIAL_TILE, 'Image options')).toBeVisible();
    await userEvent.upload(steps.getByLabelText(/^Photo/), new File(['this is a text file named like a picture\n'], 'pet-photo.png', { type: 'image/png' }));
    await expect.element(steps.getByText(/could not be opened in this browser/)).toBeVisible();
  });

  it("a plaque without a photo (PhotoSize '0') goes from text and icon to the approval: no photo step", async () => {
    openArtworkSteps(ENGRAVED_BRASS_PLAQUE);
    const steps = dialog(ENGRAVED_BRASS_PLAQUE);
    await expect.element(stepHeading(ENGRAVED_BRASS_PLAQUE, 'Customise text')).toBeVisible();
    await expect.element(steps.getByText('Step 2 of 4')).toBeVisible();
    for (const [label, text, size] of [
      ['Pet name', 'Milo', '36'],
      ['Text line 1', 'Always in our hearts', '18'],
      ['Text line 2', 'Good boy', '18'],
    ] as const) {
      await userEvent.fill(steps.getByLabelText(new RegExp(`^${label} text`)), text);
      await userEvent.selectOptions(steps.getByLabelText(new RegExp(`^${label} font face`)), 'Garamond');
      await userEvent.selectOptions(steps.getByLabelText(new RegExp(`^${label} font size`)), size);
    }
    await steps.getByRole('button', { name: 'Next' }).click();
    await expect.element(stepHeading(ENGRAVED_BRASS_PLAQUE, 'Icon selection')).toBeVisible();
    await steps.getByRole('radiogroup', { name: 'Icon' }).getByRole('radio', { name: 'Heart', exact: true }).click();
    await steps.getByRole('radiogroup', { name: 'Placement' }).getByRole('radio', { name: 'Right', exact: true }).click();
    await steps.getByRole('button', { name: 'Next' }).click();
    await expect.element(stepHeading(ENGRAVED_BRASS_PLAQUE, 'Approval')).toBeVisible();
    await expect.element(stepHeading(ENGRAVED_BRASS_PLAQUE, 'Image options')).not.toBeInTheDocument();
  });
});
