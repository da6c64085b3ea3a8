import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IMAGE_REQUIRED_MESSAGE, type PlaqueConfigInput } from '@portal/contracts/domain/engraving';
import type { EngravingLookupDto } from '@portal/contracts/wire/engraving';
import { fakeApi, type FakeAnswer, type FakeReply } from '../../testing/fakeApi';
import {
  PHOTO_BYTES,
  QUERY,
  locationOf,
  lookupOf,
  photoFetch,
  renderOwnerApp,
  resetOwnerState,
  signedInOwner,
  signedInStaff,
} from '../../testing/ownerApp';
import { ENGRAVING_DRAFT_STORAGE_KEY, engravingDraftStore } from '../../lib/engraving-draft';
import type * as Render from '../../components/artwork/preview/render';
import { CLIENT_CARE_UNKNOWN } from '@portal/shared/ui';
import { OWNER_APPROVAL_LABEL, OWNER_WORDS } from '../../components/artwork/artworkWords';
import { PHOTO_NOT_LOADED_MESSAGE } from './ChangeStepPage';
import { OWNER_OUR_FAILURE_MESSAGE, ownerOfflineMessage } from './failures';
import { STAFF_SUBMITTED_MESSAGE, THANK_YOU_MESSAGE } from './DonePages';
import { BACK_TO_BOOKING_LABEL } from './OwnerPage';

// The canvas work is the browser's (happy-dom has no 2D canvas): the images are stand-ins here.
vi.mock('../../components/artwork/preview/render', async (importOriginal) => ({
  ...(await importOriginal<typeof Render>()),
  makeArtworkImages: vi.fn(() =>
    Promise.resolve({ customTextImage: 'data:image/png;base64,QVJUV09SSw==', engravingOptionsImage: 'data:image/png;base64,T1BUSU9OUw==' }),
  ),
}));

const LOOKUP = 'GET portal/engraving/booking/b1/q1';
const PHOTO_DATA_URL = `data:image/png;base64,${btoa(PHOTO_BYTES)}`;

function setup(page: string, { lookup = lookupOf(), config = {}, answers = {}, query = QUERY }: { lookup?: EngravingLookupDto; config?: Partial<PlaqueConfigInput>; answers?: Record<string, FakeReply>; query?: string } = {}) {
  const withConfig: EngravingLookupDto = { ...lookup, plaque_config: lookup.plaque_config ? { ...lookup.plaque_config, ...config } : null };
  const { api, sent, log } = fakeApi({
    [LOOKUP]: { body: { data: withConfig } },
    'POST portal/booking/upload_engraving/b1': (() => {
      let n = 0;
      return () => {
        n += 1;
        return { status: 201, body: { data: { key: `engraving/b1/q1/file-${n}.png`, url: `http://files.test/file-${n}.png` } } };
      };
    })(),
    'POST portal/engraving/b1/q1': { status: 201, body: { data: { id: 'v3', version: 3, approved: 1 } } },
    'POST portal/engraving/b1/q1/approve': { body: { data: { id: 'v3', version: 3, approved: 1 } } },
    ...answers,
  });
  return { ...renderOwnerApp(`/engraving/${page}?${query}`, { api }), sent, log };
}

const user = () => userEvent.setup();
const next = () => user().click(screen.getByRole('button', { name: 'Next' }));
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

beforeEach(() => {
  resetOwnerState();
  signedInOwner();
});

describe("the owner's change path: order (spec 001 s4, Engraving approval flow)", () => {
  it('customise-text, engraving-options, image-options, final-approval, each with Back to the page before', async () => {
    const view = setup('customise-text');
    expect(await heading('Customise text')).toHaveFocus();
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
    expect(document.title).toBe('Engraving Approval');
    expect(screen.getByRole('img', { name: /^Preview of the plaque/ })).toBeInTheDocument();
    await next();
    expect(await heading('Icon selection')).toHaveFocus();
    expect(locationOf(view)).toBe(`/engraving/engraving-options?${QUERY}`);
    expect(screen.getByRole('button', { name: 'Back to Customise text' })).toBeInTheDocument();
    // The spec's 'Cat 1' to 'Cat 4' said as the owner sees them (issue 32 item 4).
    expect(screen.getByRole('radio', { name: 'Cat, solid' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Cat 1' })).toBeNull();
    await next();
    expect(await heading('Image options')).toBeInTheDocument();
    await next();
    expect(await heading('Final approval')).toBeInTheDocument();
    expect(screen.getByText('Step 4 of 4')).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Back to Image options' }));
    expect(await heading('Image options')).toBeInTheDocument();
    // One lookup per step opened (issue 15 item 4): the path's own for the first, a check for each after.
    expect(view.log.filter((line) => line === LOOKUP)).toHaveLength(5);
  });

  it('the first page goes back to check-existing', async () => {
    const view = setup('customise-text');
    await user().click(await screen.findByRole('button', { name: 'Back to Current artwork' }));
    await waitFor(() => expect(locationOf(view)).toBe(`/engraving/check-existing?${QUERY}`));
  });

  it("Dimensions '0': image-options first (no text or icon page), then final-approval", async () => {
    const view = setup('image-options', { config: { Dimensions: '0' } });
    expect(await heading('Image options')).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Current artwork' })).toBeInTheDocument();
    // The current photo is there: no new crop is needed to go on.
    expect(await screen.findByRole('img', { name: 'The cropped photo' })).toBeInTheDocument();
    await next();
    expect(await heading('Final approval')).toBeInTheDocument();
    expect(locationOf(view)).toBe(`/engraving/final-approval?${QUERY}`);
    expect(screen.getByRole('button', { name: 'Back to Image options' })).toBeInTheDocument();
  });

  it("Dimensions '0': customise-text is not a page of the path (its first page opens)", async () => {
    const view = setup('customise-text', { config: { Dimensions: '0' } });
    expect(await heading('Image options')).toBeInTheDocument();
    expect(locationOf(view)).toBe(`/engraving/image-options?${QUERY}`);
  });

  it("PhotoSize '0': customise-text, engraving-options, then final-approval (no image-options)", async () => {
    const view = setup('customise-text', { config: { PhotoSize: '0' } });
    expect(await heading('Customise text')).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    await next();
    expect(await heading('Icon selection')).toBeInTheDocument();
    await next();
    expect(await heading('Final approval')).toBeInTheDocument();
    expect(locationOf(view)).toBe(`/engraving/final-approval?${QUERY}`);
    expect(screen.getByRole('button', { name: 'Back to Icon selection' })).toBeInTheDocument();
  });
});

describe("the owner's draft (spec 001 s3)", () => {
  it("starts from the current version's fields and its photo, fetched as a data URL", async () => {
    setup('customise-text');
    expect(await screen.findByLabelText("Your pet's name")).toHaveValue('Rex');
    expect(screen.getByLabelText('First line')).toHaveValue('Forever loved');
    expect(screen.getByLabelText('First line: lettering')).toHaveValue('Arial');
    expect(screen.getByLabelText('Second line: size')).toHaveValue('14');
    expect(photoFetch).toHaveBeenCalledWith('http://files.test/engraving_options-2.png');
    await next();
    expect(await screen.findByRole('radio', { name: 'Heart' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Left' })).toBeChecked();
    await next();
    expect(await screen.findByAltText('The cropped photo')).toHaveAttribute('src', PHOTO_DATA_URL);
    const draft = Object.values(engravingDraftStore.getState().drafts)[0];
    // The practice's file name is not the owner's to read: the photo is 'the current photo' (issue 32).
    expect(draft?.imageOptions).toMatchObject({ croppedImage: PHOTO_DATA_URL, fileImgSrc: null, rotation: 90, zoom: 1.5, aspectW: 4, aspectH: 5 });
    expect(screen.getByTestId('chosen-photo')).toHaveTextContent('Chosen: the current photo');
    expect(screen.getByText('The current photo')).toBeInTheDocument();
    expect(screen.queryByText(/rex\.jpg/)).toBeNull();
  });

  it("with no version yet, starts from the pet's name with nothing chosen; Next flags what is missing", async () => {
    setup('customise-text', { lookup: lookupOf({ current: null }) });
    expect(await screen.findByLabelText("Your pet's name")).toHaveValue('Rex');
    expect(screen.getByLabelText('First line')).toHaveValue('');
    await next();
    // In the owner's words (issue 32 item 4), as the fields are named.
    expect(screen.getByText('First line is required')).toBeInTheDocument();
    expect(screen.getAllByText('Please choose the lettering')).toHaveLength(3);
    expect(screen.queryByText(/Text line 1/)).toBeNull();
    // The first flagged field takes focus.
    expect(screen.getByLabelText("Your pet's name: lettering")).toHaveFocus();
    expect(screen.getByRole('heading', { level: 1, name: 'Customise text' })).toBeInTheDocument();
  });

  it('Next checks the page as the staff steps do: an emptied pet name is flagged and the page stays', async () => {
    const view = setup('customise-text');
    await user().clear(await screen.findByLabelText("Your pet's name"));
    await next();
    expect(screen.getByText("Your pet's name is required")).toBeInTheDocument();
    expect(locationOf(view)).toBe(`/engraving/customise-text?${QUERY}`);
  });

  it("the owner's text page says the same as the staff steps about a hidden character, and stays (issue 29)", async () => {
    const view = setup('customise-text');
    const name = await screen.findByLabelText("Your pet's name");
    await user().type(name, '\u200B');
    expect(name).toHaveValue('Rex\u200B');
    expect(screen.getByText("Your pet's name has an invisible character (a zero-width space) after \"Rex\". Delete it, or type the text again instead of pasting it.")).toBeInTheDocument();
    expect(screen.getByText('4/11 characters')).toBeInTheDocument();
    await next();
    expect(locationOf(view)).toBe(`/engraving/customise-text?${QUERY}`);
  });

  it('a photo that cannot be fetched is chosen again', async () => {
    photoFetch.mockResolvedValueOnce(new Response('gone', { status: 404 }));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setup('image-options');
    expect(await screen.findByText(PHOTO_NOT_LOADED_MESSAGE)).toBeInTheDocument();
    await next();
    expect(await screen.findByRole('alert')).toHaveTextContent(IMAGE_REQUIRED_MESSAGE);
    vi.restoreAllMocks();
  });

  it('a reload keeps what the owner changed', async () => {
    const first = setup('customise-text');
    const u = user();
    const line = await screen.findByLabelText('First line');
    await u.clear(line);
    await u.type(line, 'Best friend, always');
    first.unmount();

    // A reload: the page's store starts empty and reads sessionStorage again.
    const kept = sessionStorage.getItem(ENGRAVING_DRAFT_STORAGE_KEY) ?? '';
    engravingDraftStore.setState({ drafts: {} });
    sessionStorage.setItem(ENGRAVING_DRAFT_STORAGE_KEY, kept);
    await engravingDraftStore.persist.rehydrate();
    photoFetch.mockClear();
    setup('customise-text');
    expect(await screen.findByLabelText('First line')).toHaveValue('Best friend, always');
    expect(photoFetch).not.toHaveBeenCalled();
  });
});

describe('final-approval (spec 001 s5 Approval; s8)', () => {
  it('needs the green checkbox, then uploads both images, looks up, submits (which approves) and opens thank-you; the draft is cleared', async () => {
    const view = setup('customise-text');
    const u = user();
    const line = await screen.findByLabelText('First line');
    await u.clear(line);
    await u.type(line, 'Best friend, always');
    await next();
    await heading('Icon selection');
    await next();
    await heading('Image options');
    await next();
    expect(await screen.findByTestId('approval-image')).toHaveAttribute('src', 'data:image/png;base64,QVJUV09SSw==');
    await u.click(screen.getByRole('button', { name: 'Submit final artwork' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(OWNER_WORDS.approvalRequired);
    expect(view.log.filter((line) => line.startsWith('POST'))).toEqual([]);

    await u.click(screen.getByRole('checkbox', { name: OWNER_APPROVAL_LABEL }));
    await u.click(screen.getByRole('button', { name: 'Submit final artwork' }));
    expect(await screen.findByText(THANK_YOU_MESSAGE)).toBeInTheDocument();
    expect(locationOf(view)).toBe(`/engraving/thank-you?${QUERY}`);
    // The owner's page is the owner's: no staff wording, no way into the portal.
    expect(screen.queryByText(STAFF_SUBMITTED_MESSAGE)).toBeNull();
    expect(screen.queryByRole('link', { name: BACK_TO_BOOKING_LABEL })).toBeNull();
    expect(view.log).toEqual([
      LOOKUP,
      // Each later step checks the booking still takes changes when it opens.
      LOOKUP,
      LOOKUP,
      LOOKUP,
      'POST portal/booking/upload_engraving/b1',
      'POST portal/booking/upload_engraving/b1',
      LOOKUP,
      'POST portal/engraving/b1/q1',
    ]);
    const submit = view.sent.find((call) => call.path === 'portal/engraving/b1/q1')?.body;
    expect(submit).toMatchObject({
      actual_product_id: 'actual-1',
      engravingFiles: {
        image_options_key: 'engraving/b1/q1/file-1.png',
        engraving_options_key: 'engraving/b1/q1/file-2.png',
        primaryText: { text: 'Best friend, always', font: 'Arial', size: 18 },
        icon: 'Heart',
        imageOptions: { fileImgSrc: null, rotation: 90 },
      },
    });
    expect(engravingDraftStore.getState().drafts).toEqual({});
  });

  it('a submit that comes back not yet approved is approved for the version submitted', async () => {
    const view = setup('final-approval', {
      answers: { 'POST portal/engraving/b1/q1': { status: 201, body: { data: { id: 'v3', version: 3, approved: 0 } } } },
    });
    const u = user();
    await screen.findByTestId('approval-image');
    await u.click(screen.getByRole('checkbox', { name: OWNER_APPROVAL_LABEL }));
    await u.click(screen.getByRole('button', { name: 'Submit final artwork' }));
    expect(await screen.findByText(THANK_YOU_MESSAGE)).toBeInTheDocument();
    expect(view.log.slice(-2)).toEqual(['POST portal/engraving/b1/q1', 'POST portal/engraving/b1/q1/approve']);
    expect(view.sent.find((call) => call.path === 'portal/engraving/b1/q1/approve')?.body).toEqual({ version_id: 'v3' });
  });

  it('says the submit is under way while it is', async () => {
    // Set when the page's request reaches the fake, which may be after the page shows it is busy.
    let answer: ((value: FakeAnswer) => void) | undefined;
    setup('final-approval', { answers: { 'POST portal/engraving/b1/q1': () => new Promise<FakeAnswer>((resolve) => (answer = resolve)) } });
    const u = user();
    await screen.findByTestId('approval-image');
    await u.click(screen.getByRole('checkbox', { name: OWNER_APPROVAL_LABEL }));
    await u.click(screen.getByRole('button', { name: 'Submit final artwork' }));
    await waitFor(() => expect(screen.getByText('Submitting the artwork…', { selector: '[role="status"]' })).toBeInTheDocument());
    await waitFor(() => expect(answer).toBeDefined());
    answer?.({ status: 201, body: { data: { id: 'v3', version: 3, approved: 1 } } });
    expect(await screen.findByText(THANK_YOU_MESSAGE)).toBeInTheDocument();
  });

  it('a failed submit says so and keeps the draft and the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = setup('final-approval', { answers: { 'POST portal/engraving/b1/q1': { status: 500, body: {} } } });
    const u = user();
    await screen.findByTestId('approval-image');
    await u.click(screen.getByRole('checkbox', { name: OWNER_APPROVAL_LABEL }));
    await u.click(screen.getByRole('button', { name: 'Submit final artwork' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(OWNER_OUR_FAILURE_MESSAGE);
    expect(locationOf(view)).toBe(`/engraving/final-approval?${QUERY}`);
    expect(Object.keys(engravingDraftStore.getState().drafts)).toEqual(['owner:b1:q1:v2']);
    expect(view.log).not.toContain('POST portal/engraving/b1/q1/approve');
    vi.restoreAllMocks();
  });

  it('offline at Submit final artwork: says it is the connection, keeps the draft, the tick and the page, and offers Client Care (issue 32 item 2)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = setup('final-approval', {
      answers: {
        'POST portal/booking/upload_engraving/b1': () => {
          throw new TypeError('Failed to fetch');
        },
      },
    });
    const u = user();
    await screen.findByTestId('approval-image');
    await u.click(screen.getByRole('checkbox', { name: OWNER_APPROVAL_LABEL }));
    await u.click(screen.getByRole('button', { name: 'Submit final artwork' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ownerOfflineMessage('Submit final artwork'));
    expect(locationOf(view)).toBe(`/engraving/final-approval?${QUERY}`);
    expect(Object.keys(engravingDraftStore.getState().drafts)).toEqual(['owner:b1:q1:v2']);
    expect(screen.getByRole('checkbox', { name: OWNER_APPROVAL_LABEL })).toBeChecked();
    expect(screen.getByText(CLIENT_CARE_UNKNOWN)).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it("a refused submit (422) shows the server's reason and keeps the draft and the page", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = setup('final-approval', {
      answers: { 'POST portal/engraving/b1/q1': { status: 422, body: { errors: { detail: { text1: 'Text line 1 is too long' } } } } },
    });
    const u = user();
    await screen.findByTestId('approval-image');
    await u.click(screen.getByRole('checkbox', { name: OWNER_APPROVAL_LABEL }));
    await u.click(screen.getByRole('button', { name: 'Submit final artwork' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Text line 1 is too long');
    expect(locationOf(view)).toBe(`/engraving/final-approval?${QUERY}`);
    expect(Object.keys(engravingDraftStore.getState().drafts)).toEqual(['owner:b1:q1:v2']);
    vi.restoreAllMocks();
  });

  it('a booking that moved on while the page was open (409 on submit): check-existing finds it closed, /engraving/404', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let submitted = false;
    const view = setup('final-approval', {
      answers: {
        [LOOKUP]: () => ({ body: { data: { ...lookupOf(), editable: !submitted } } }),
        'POST portal/engraving/b1/q1': () => {
          submitted = true;
          return { status: 409, body: { errors: { detail: 'Editing is no longer available' } } };
        },
      },
    });
    const u = user();
    await screen.findByTestId('approval-image');
    await u.click(screen.getByRole('checkbox', { name: OWNER_APPROVAL_LABEL }));
    await u.click(screen.getByRole('button', { name: 'Submit final artwork' }));
    await waitFor(() => expect(locationOf(view)).toBe('/engraving/404'));
    vi.restoreAllMocks();
  });

  it('a step that opens after the booking moved on says so at once (/engraving/404); the draft is kept', async () => {
    let opened = 0;
    const view = setup('customise-text', { answers: { [LOOKUP]: () => ({ body: { data: { ...lookupOf(), editable: (opened += 1) === 1 } } }) } });
    const u = user();
    const line = await screen.findByLabelText('First line');
    await u.clear(line);
    await u.type(line, 'Best friend, always');
    await next();
    await waitFor(() => expect(locationOf(view)).toBe('/engraving/404'));
    const drafts = Object.values(engravingDraftStore.getState().drafts);
    expect(drafts.map((draft) => draft.primaryText.text)).toEqual(['Best friend, always']);
  });

  it("a step whose check finds the owner's session ended (401) opens the phone check; the draft is kept", async () => {
    let opened = 0;
    const view = setup('customise-text', {
      answers: { [LOOKUP]: () => ((opened += 1) === 1 ? { body: { data: lookupOf() } } : { status: 401, body: { errors: { detail: 'Unauthenticated' } } }) },
    });
    await screen.findByLabelText('First line');
    await next();
    await waitFor(() => expect(locationOf(view)).toBe('/engraving/verify/b1/q1'));
    expect(Object.keys(engravingDraftStore.getState().drafts)).toHaveLength(1);
  });

  it('a step whose check could not be made stays open (the submit checks again), and the check is not made again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let opened = 0;
    const view = setup('customise-text', {
      answers: { [LOOKUP]: () => ((opened += 1) === 1 ? { body: { data: lookupOf() } } : { status: 500, body: { errors: { detail: 'Boom' } } }) },
    });
    await screen.findByLabelText('First line');
    await next();
    expect(await heading('Icon selection')).toBeInTheDocument();
    await waitFor(() => expect(warn).toHaveBeenCalledWith('The step could not check that the artwork still takes changes', expect.anything()));
    expect(locationOf(view)).toBe(`/engraving/engraving-options?${QUERY}`);
    expect(view.log.filter((line) => line === LOOKUP)).toHaveLength(2);
  });

  it('a step whose check finds the artwork approved meanwhile (another tab) opens check-existing', async () => {
    const lookup = lookupOf();
    const approved = { ...lookup, current: lookup.current ? { ...lookup.current, approved: 1 as const, approved_by: 'owner' as const, approved_at: '2026-11-24T09:00:00Z' } : null };
    let opened = 0;
    const view = setup('customise-text', { answers: { [LOOKUP]: () => ({ body: { data: (opened += 1) === 1 ? lookup : approved } }) } });
    await screen.findByLabelText('First line');
    await next();
    await waitFor(() => expect(locationOf(view)).toBe(`/engraving/check-existing?${QUERY}`));
  });

  it("the same artwork again (409): check-existing says the server's words; the draft is kept", async () => {
    const said = 'This artwork is the same as the latest version (version 2), so it was not sent again.';
    const view = setup('final-approval', { answers: { 'POST portal/engraving/b1/q1': { status: 409, body: { errors: { detail: said } } } } });
    const u = user();
    await screen.findByTestId('approval-image');
    await u.click(screen.getByRole('checkbox', { name: OWNER_APPROVAL_LABEL }));
    await u.click(screen.getByRole('button', { name: 'Submit final artwork' }));
    expect(await screen.findByText(said)).toBeInTheDocument();
    expect(locationOf(view)).toBe(`/engraving/check-existing?${QUERY}`);
    expect(Object.keys(engravingDraftStore.getState().drafts)).toHaveLength(1);
  });

  it("an owner's approved artwork is settled: the change path (Back after thank-you) opens check-existing", async () => {
    const lookup = lookupOf();
    const approved = { ...lookup, current: lookup.current ? { ...lookup.current, approved: 1 as const, approved_by: 'owner' as const, approved_at: '2026-11-24T09:00:00Z' } : null };
    const view = setup('final-approval', { lookup: approved });
    expect(await screen.findByText(/^You approved this artwork on 24 November 2026\./)).toBeInTheDocument();
    expect(locationOf(view)).toBe(`/engraving/check-existing?${QUERY}`);
    expect(screen.queryByRole('button', { name: 'I approve this artwork' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'I want to make changes' })).toBeNull();
  });

  it("the final approval lists only what the plaque carries: a photo-only tile, no pet name or icon (issue 15 item 1)", async () => {
    setup('final-approval', { config: { Dimensions: '0' } });
    const title = await screen.findByRole('heading', { name: 'As it will be engraved' });
    const terms = [...(title.parentElement?.querySelectorAll('dt') ?? [])].map((term) => term.textContent);
    // Exactly the photo (an empty list would pass a check that no term is another).
    expect(terms).toEqual(['Photo']);
  });

  it("the final approval's headings go down one level at a time: the page's h1, then 'As it will be engraved' an h2 (issue 32 item 5)", async () => {
    setup('final-approval');
    expect(await screen.findByRole('heading', { level: 2, name: 'As it will be engraved' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 4 })).toBeNull();
  });

  it('staff mode (staff=1) submits without approving for the owner', async () => {
    resetOwnerState();
    signedInStaff();
    const query = 'staff=1&bookingId=b1&quotedProductId=q1';
    const view = setup('final-approval', { query });
    const u = user();
    await screen.findByTestId('approval-image');
    await u.click(screen.getByRole('checkbox', { name: 'Content has been checked and is correct' }));
    await u.click(screen.getByRole('button', { name: 'Submit final artwork' }));
    // Staff are told the version now waits for the owner (not the owner's 'submitted for engraving'),
    // and have a way back to the booking.
    expect(await screen.findByText(STAFF_SUBMITTED_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText(THANK_YOU_MESSAGE)).toBeNull();
    expect(locationOf(view)).toBe(`/engraving/thank-you?${query}`);
    expect(screen.getByRole('link', { name: BACK_TO_BOOKING_LABEL })).toHaveAttribute('href', '/booking/b1');
    expect(view.log).toContain('POST portal/engraving/b1/q1');
    expect(view.log).not.toContain('POST portal/engraving/b1/q1/approve');
  });

  it('a booking no longer editable: /engraving/404', async () => {
    const view = setup('final-approval', { lookup: lookupOf({ editable: false }) });
    await waitFor(() => expect(locationOf(view)).toBe('/engraving/404'));
  });
});
