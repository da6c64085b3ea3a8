// The owner's change path in Chromium on a phone, without the stack: the pages in the owner app's
// shell, their touch sizes (issue 15 item 9), and the text page as a thumb types on it (item 3): a
// full line says so in its field's live region, the preview stays in view without covering the field,
// a line drawn squeezed is flagged, and held sideways the preview is not pinned.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { plainPng, seriousViolations, sidewaysOverflow, StaffMain, touchProblems, type FileStore } from '@portal/shared/testing/browser';
import { fakeApi } from '../../testing/fakeApi';
import { lookupOf, QUERY, renderOwnerApp, resetOwnerStores, signedInOwner, signedInStaff } from '../../testing/ownerApp';
import { overlap, ownerRequestLookup, PHONE, reachable, renderOwnerShell, serveArtwork } from '../../testing/ownerPhone';
import { PHOTO_PLAQUE_URN } from '../../testing/plaqueConfig';
import { OWNER_APPROVAL_LABEL } from '../../components/artwork/artworkWords';
import { PREPARE_ARTWORK_LABEL } from './CheckExistingPage';

/** A 29-character line: text line 1 and 2 take 29 (spec 001 s5). */
const FULL_LINE = 'Always loved, never forgotten';

let files: FileStore | null = null;

/** The owner, past the phone check and 'I want to make changes', on `step` of a Photo Plaque Urn's artwork (text, icon and photo). */
async function ownerOnStep(petName: string, step = 'customise-text') {
  files = await serveArtwork(PHOTO_PLAQUE_URN);
  let uploads = 0;
  const { api } = fakeApi({
    'GET portal/engraving/booking/b1/q1': { body: { data: ownerRequestLookup(petName) } },
    'GET portal/engraving/client-care': { body: { data: { name: 'Lawnswood', phone: '0892401234' } } },
    'POST portal/booking/upload_engraving/b1': () => {
      uploads += 1;
      return { status: 201, body: { data: { key: `engraving/b1/q1/file-${uploads}.png`, url: `http://files.test/file-${uploads}.png` } } };
    },
    // The owner's submit is their approval: portal-api answers the version approved.
    'POST portal/engraving/b1/q1': { status: 201, body: { data: { id: 'v2', version: 2, approved: 1 }, owner_request: { when: 'never', sent: false, to: null } } },
  });
  renderOwnerShell(`/engraving/${step}?${QUERY}`, { api });
}

const next = () => page.getByRole('button', { name: 'Next' });
const preview = () => page.getByTestId('plaque-preview');
const textField = (label: string) => page.getByLabelText(new RegExp(`^${label} text`));
/** A text line's field on the owner's pages, named in the owner's words ('First line'). */
const ownerField = (label: string) => page.getByLabelText(label, { exact: true });
/** The live region under a text field (what is said of it as it is typed). */
const fitNote = (label: string) => page.getByRole('group', { name: label }).getByTestId('text-fit');

/** Taps the field, selects what it holds and types `text` over it, key by key. */
async function typeLine(label: string, text: string) {
  await ownerField(label).click();
  await userEvent.keyboard('{Control>}a{/Control}');
  await userEvent.keyboard(text);
  await expect.element(ownerField(label)).toHaveValue(text);
}

beforeEach(() => {
  resetOwnerStores();
  signedInOwner();
});

afterEach(async () => {
  await files?.stop();
  files = null;
});

describe('the change path on a 375 x 667 phone (issue 15 item 9)', () => {
  it('is thumb-sized: text, icon, photo (choosing, cropping, cropped), final approval and thank-you', async () => {
    await page.viewport(PHONE.width, PHONE.height);
    await ownerOnStep('Biscuit');
    await expect.element(ownerField("Your pet's name")).toBeVisible();
    expect(touchProblems(), 'customise-text').toEqual([]);
    await next().click();

    await expect.element(page.getByRole('radiogroup', { name: 'Icon' })).toBeVisible();
    expect(touchProblems(), 'engraving-options').toEqual([]);
    await next().click();

    await expect.element(page.getByRole('img', { name: 'The cropped photo' })).toBeVisible();
    expect(touchProblems(), 'image-options').toEqual([]);
    await userEvent.upload(page.getByLabelText(/^Photo/), new File([await plainPng(320, 400, '#6d4c41')], 'pet-photo.png', { type: 'image/png' }));
    await expect.element(page.getByTestId('photo-cropper')).toBeVisible();
    await expect.element(page.getByLabelText('Zoom')).toBeVisible();
    expect(touchProblems(), 'image-options, cropping').toEqual([]);
    await page.getByRole('button', { name: 'Apply' }).click();
    // Apply waits 2 s (spec 001 s4), then shows the crop.
    await expect.element(page.getByRole('button', { name: 'Crop again' })).toBeVisible();
    expect(touchProblems(), 'image-options, cropped').toEqual([]);
    await next().click();

    await expect.element(page.getByTestId('approval-image')).toBeVisible();
    expect(touchProblems(), 'final-approval').toEqual([]);
    await page.getByRole('checkbox', { name: OWNER_APPROVAL_LABEL }).click();
    await page.getByRole('button', { name: 'Submit final artwork' }).click();

    await expect.element(page.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();
    expect(touchProblems(), 'thank-you').toEqual([]);
  });
});

describe("the artwork's text on the owner's phone (issue 15 item 3)", () => {
  it('on a 375 x 667 phone, typing the last line to its 29 characters: the field says it is full, and the preview stays on screen above it', async () => {
    await page.viewport(PHONE.width, PHONE.height);
    await ownerOnStep('Marlow');
    await typeLine("Second line", FULL_LINE);
    await expect.element(fitNote("Second line")).toMatchTextContent('Second line is full (29 characters).');
    // The preview has not scrolled away: it is on screen, wholly, and the field is not under it.
    await expect.element(ownerField("Second line")).toHaveFocus();
    await expect.element(preview()).toBeInViewport({ ratio: 1 });
    await expect.element(ownerField("Second line")).toBeInViewport({ ratio: 1 });
    const field = ownerField("Second line").element();
    expect(overlap(preview().element().getBoundingClientRect(), field.getBoundingClientRect())).toBe(false);
    expect(reachable(field)).toBe(true);
  });

  it('a line the preview can only draw narrower than typed is flagged beside its field, not squeezed silently', async () => {
    await page.viewport(PHONE.width, PHONE.height);
    await ownerOnStep('Rosie');
    await typeLine("First line", FULL_LINE);
    await userEvent.selectOptions(page.getByLabelText(/^First line: size/), '36');
    await expect
      .element(fitNote("First line"))
      .toMatchTextContent('First line is drawn narrower than typed to fit the plaque: choose a smaller size or shorter text.');
    // A smaller size that fits takes the flag away.
    await userEvent.selectOptions(page.getByLabelText(/^First line: size/), '10');
    await expect.element(fitNote("First line")).not.toMatchTextContent('drawn narrower');
  });

  it('held sideways (667 x 375) the preview is not pinned: the field typed in and the Next button stay clear of it', async () => {
    await page.viewport(PHONE.height, PHONE.width);
    await ownerOnStep('Hazel');
    await ownerField("Second line").click();
    await expect.element(ownerField("Second line")).toHaveFocus();
    await expect.element(ownerField("Second line")).toBeInViewport({ ratio: 1 });
    expect(reachable(ownerField("Second line").element())).toBe(true);
    next().element().scrollIntoView({ block: 'center' });
    await expect.element(next()).toBeInViewport({ ratio: 1 });
    expect(reachable(next().element())).toBe(true);
  });
});

describe('the step heading and the pinned preview (issue 31 item 6)', () => {
  for (const [width, height] of [
    [375, 667],
    [768, 1024],
    [1280, 720],
  ] as const) {
    it(`at ${width} x ${height}, Next from the bottom of step 2 opens step 3 with 'Step 3 of 4' and its heading clear of the preview`, async () => {
      await page.viewport(width, height);
      await ownerOnStep('Pepper', 'engraving-options');
      await expect.element(page.getByText('Step 2 of 4')).toBeVisible();
      // Scrolled down to Next, as a person taps it at the end of the step.
      next().element().scrollIntoView({ block: 'end' });
      await next().click();

      const heading = page.getByRole('heading', { level: 1 });
      await expect.element(heading).toHaveFocus();
      const eyebrow = page.getByText('Step 3 of 4');
      await expect.element(eyebrow).toBeInViewport({ ratio: 1 });
      await expect.element(heading).toBeInViewport({ ratio: 1 });
      const pinned = page.getByTestId('pinned-preview').element().getBoundingClientRect();
      expect(overlap(pinned, eyebrow.element().getBoundingClientRect()), 'the preview over Step 3 of 4').toBe(false);
      expect(overlap(pinned, heading.element().getBoundingClientRect()), 'the preview over the heading').toBe(false);
      expect(reachable(eyebrow.element())).toBe(true);
    });
  }
});

describe("the artwork's text in staff mode on a phone (375 x 667)", () => {
  it('a full field says so, text typed past it is kept and named, and Next waits until it fits', async () => {
    await page.viewport(PHONE.width, PHONE.height);
    resetOwnerStores();
    signedInStaff();
    // A plaque line with no artwork yet: the nurse prepares it from the booking's page (staff=1).
    const { api } = fakeApi({ 'GET portal/engraving/booking/b1/q1': { body: { data: lookupOf({ product_name: PHOTO_PLAQUE_URN.Product, pet_name: 'Milo', current: null, versions: [] }, PHOTO_PLAQUE_URN) } } });
    renderOwnerApp('/engraving/check-existing?staff=1&bookingId=b1&quotedProductId=q1', { api, wrap: (pages) => <StaffMain>{pages}</StaffMain> });
    const location = page.getByTestId('location');
    await page.getByRole('button', { name: PREPARE_ARTWORK_LABEL }).click();
    await expect.element(location).toMatchTextContent(/^\/engraving\/customise-text\?staff=1&/);

    const name = textField('Pet name');
    await userEvent.fill(name, 'Bartholomew');
    // The spec's 11 reached: said next to the field (it used to show only '11/11').
    await expect.element(page.getByText('Pet name is full (11 characters).')).toBeVisible();
    await name.click();
    await userEvent.keyboard('{End} the Great');
    // Kept as typed, not cut: what does not fit is named, read with the field, and the field is invalid.
    await expect.element(name).toHaveValue('Bartholomew the Great');
    const problem = 'Pet name is 10 characters too long (11 fit): " the Great" does not fit.';
    await expect.element(page.getByText(problem)).toBeVisible();
    await expect.element(name).toHaveAttribute('aria-invalid', 'true');
    await expect.element(name).toHaveAccessibleDescription(`21/11 characters ${problem}`);
    expect(sidewaysOverflow()).toBe(0);
    expect(await seriousViolations()).toEqual([]);

    for (const [label, text, font, size] of [
      ['Text line 1', 'Always by our side', 'Garamond', '18'],
      ['Text line 2', '2011 - 2026', 'Arial', '14'],
    ] as const) {
      await userEvent.fill(textField(label), text);
      await userEvent.selectOptions(page.getByLabelText(new RegExp(`^${label} font face`)), font);
      await userEvent.selectOptions(page.getByLabelText(new RegExp(`^${label} font size`)), size);
    }
    await userEvent.selectOptions(page.getByLabelText(/^Pet name font face/), 'Garamond');
    await next().click();
    await expect.element(name).toHaveFocus();
    await expect.element(location).toMatchTextContent(/^\/engraving\/customise-text\?/);
    await userEvent.fill(name, 'Bartholomew');
    await next().click();
    await expect.element(location).toMatchTextContent(/^\/engraving\/engraving-options\?/);
  });
});
