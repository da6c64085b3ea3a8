// The owner's artwork (check-existing) in Chromium on a 375 x 667 phone, without the stack: as the
// phone opens it after a right number (its first screen: the light frame, no UI kit). Its layout, touch
// sizes, what it lists and its settled state; portal-api and the file store are the test's.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { APPROVE_ARTWORK_LABEL, MAKE_CHANGES_LABEL, readEngravingQuery, type EngravingQuery } from '@portal/contracts/domain/engraving';
import { seriousViolations, touchProblems, type FileStore } from '@portal/shared/testing/browser';
import { fakeApi } from '../../testing/fakeApi';
import { QUERY, resetOwnerStores, signedInOwner } from '../../testing/ownerApp';
import { ownerRequestLookup, PHONE, renderFirstScreen, serveArtwork, staffVersion } from '../../testing/ownerPhone';
import { PHOTO_MEMORIAL_TILE, PHOTO_PLAQUE_URN } from '../../testing/plaqueConfig';
import { CheckExistingScreen } from './CheckExistingPage';

const query = readEngravingQuery(`?${QUERY}`) as EngravingQuery;
let files: FileStore | null = null;

/** The owner, past the phone check, opens the artwork of this lookup (its files served). */
async function openArtwork(lookup = ownerRequestLookup('Juniper'), { serve = true } = {}) {
  if (serve && lookup.plaque_config) files = await serveArtwork(lookup.plaque_config);
  const { api } = fakeApi({
    'GET portal/engraving/booking/b1/q1': { body: { data: lookup } },
    'GET portal/engraving/client-care': { body: { data: { name: 'Lawnswood', phone: '0892401234' } } },
  });
  const go = vi.fn();
  renderFirstScreen(<CheckExistingScreen query={query} go={go} arrival={null} />, { api });
  return { go };
}

const artwork = () => page.getByTestId('current-artwork');
const engravedHeading = () => page.getByRole('heading', { name: 'As it will be engraved' });
/** The list under 'As it will be engraved'. */
const engravedList = () => {
  const list = engravedHeading().element().nextElementSibling;
  if (!(list instanceof HTMLDListElement)) throw new Error('No list under the heading');
  return list;
};

beforeEach(async () => {
  resetOwnerStores();
  signedInOwner();
  await page.viewport(PHONE.width, PHONE.height);
});

afterEach(async () => {
  await files?.stop();
  files = null;
});

describe('check-existing on a 375 x 667 phone (issue 15 item 9)', () => {
  it('is thumb-sized: every field, button and link standing alone', async () => {
    await openArtwork(ownerRequestLookup('Pepper'));
    await expect.element(page.getByRole('button', { name: MAKE_CHANGES_LABEL })).toBeVisible();
    expect(touchProblems()).toEqual([]);
  });

  it('"I approve this artwork" and "I want to make changes" are on screen without scrolling', async () => {
    await openArtwork();
    await expect.element(artwork()).toBeVisible();
    // The page has not been scrolled: the heading took focus at the top.
    await expect.element(page.getByRole('heading', { level: 1, name: 'Current artwork' })).toHaveFocus();
    expect(window.scrollY).toBe(0);
    await expect.element(page.getByRole('button', { name: APPROVE_ARTWORK_LABEL })).toBeInViewport({ ratio: 1 });
    await expect.element(page.getByRole('button', { name: MAKE_CHANGES_LABEL })).toBeInViewport({ ratio: 1 });
  });

  it('on its side (667 x 375) the buttons stay in the page and never cover the artwork (issue 32 item 5)', async () => {
    await page.viewport(PHONE.height, PHONE.width);
    await openArtwork();
    await expect.element(artwork()).toBeVisible();
    const actions = page.getByRole('button', { name: MAKE_CHANGES_LABEL }).element().closest('.lt-actions');
    if (!actions) throw new Error('No decision bar');
    expect(getComputedStyle(actions).position).toBe('static');
    // The artwork reads whole before the buttons: the bar starts below it.
    expect(actions.getBoundingClientRect().top).toBeGreaterThanOrEqual(artwork().element().getBoundingClientRect().bottom);
  });

  it('opened again: nothing moves when the artwork arrives after the page (issue 17: its box is kept)', async () => {
    // Version 2: files no other test of this page loaded (the page keeps the images it has, by address).
    files = await serveArtwork(PHOTO_PLAQUE_URN, 2);
    // The artwork arrives only once the page below it (the text as engraved) is on screen.
    const release = files.hold('custom_text-2.png');
    let shifted = 0;
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifted += (entry as PerformanceEntry & { value: number }).value;
    });
    observer.observe({ type: 'layout-shift' });
    await openArtwork(ownerRequestLookup('Hazel', PHOTO_PLAQUE_URN, staffVersion(2, 'Hazel')), { serve: false });
    await expect.element(engravedHeading()).toBeVisible();
    await expect.poll(() => files?.asked).toContain('custom_text-2.png');
    const image = artwork().element() as HTMLImageElement;
    expect(image.complete).toBe(false);
    release();
    await expect.poll(() => image.complete && image.naturalWidth > 0).toBe(true);
    // Past the next frame, so a shift of the image's arrival is counted.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (const entry of observer.takeRecords()) shifted += (entry as PerformanceEntry & { value: number }).value;
    observer.disconnect();
    expect(shifted).toBeLessThan(0.001);
  });
});

describe('what it lists and its settled state (issue 15 items 1 and 2)', () => {
  it("a photo-only tile (Dimensions '0') lists only its photo: no pet name, empty text lines or icon", async () => {
    // The artwork's fields keep the pet's name, two lines and an icon, as the modal's draft does.
    await openArtwork(ownerRequestLookup('Milo', PHOTO_MEMORIAL_TILE));
    await expect.element(engravedHeading()).toBeVisible();
    expect([...engravedList().querySelectorAll('dt')].map((term) => term.textContent)).toEqual(['Photo']);
    expect(engravedList().textContent).not.toMatch(/Pet name|Milo|Text line|Icon/);
  });

  it('the settled page (the owner approved it): neither button, the call to Client Care, no serious accessibility violations, and it fits the phone', async () => {
    const approved = staffVersion(1, 'Pip', { approved: 1, approved_by: 'owner', approved_at: '2026-11-24T09:00:00Z' });
    await openArtwork(ownerRequestLookup('Pip', PHOTO_MEMORIAL_TILE, approved));
    await expect.element(page.getByText(/^You approved this artwork on 24 November 2026\./)).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Call Lawnswood Client Care on 08 9240 1234' })).toBeVisible();
    // Nothing to send again (the e2e 'after I approve this artwork' journey's check).
    expect(page.getByRole('button', { name: APPROVE_ARTWORK_LABEL }).elements()).toEqual([]);
    expect(page.getByRole('button', { name: MAKE_CHANGES_LABEL }).elements()).toEqual([]);
    await expect.poll(() => (artwork().element() as HTMLImageElement).complete).toBe(true);
    expect(await seriousViolations()).toEqual([]);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(PHONE.width);
  });
});
