import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import { renderWithProviders } from '@portal/shared/testing';
import type { EngravingStepsProps } from '@portal/contracts/federation/engraving';
import type { EngravingLookupDto } from '@portal/contracts/wire/engraving';
import {
  APPROVAL_REQUIRED_MESSAGE,
  IMAGE_REQUIRED_MESSAGE,
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  NO_PRODUCT_ID_MESSAGE,
  PLAQUE_SIZE_NO_IMAGE_MESSAGE,
  PRODUCT_ID_LOOKUP_FAILED_MESSAGE,
  type PlaqueConfigInput,
} from '@portal/contracts/domain/engraving';
import { fakeApi, type FakeAnswer } from '../../testing/fakeApi';
import { plaqueConfig } from '../../testing/plaqueConfig';
import EngravingSteps, { discardDraft, SAVED_ARTWORK_FAILED_MESSAGE } from './EngravingSteps';
import { lookupOf, versionOf } from '../../testing/ownerApp';
import { ENGRAVING_DRAFT_STORAGE_KEY, engravingDraftStore } from '../../lib/engraving-draft';
import type * as Render from '../../components/artwork/preview/render';
import { naturalSizeOf } from '../../components/artwork/preview/render';
import { IMAGE_UNREADABLE_MESSAGE } from '../../components/artwork/steps/cropperMessages';
import { PHOTO_STILL_OPENING } from '../../components/artwork/pendingPhoto';

// The canvas work is the browser's (happy-dom has no 2D canvas): the images are stand-ins here.
vi.mock('../../components/artwork/preview/render', async (importOriginal) => ({
  ...(await importOriginal<typeof Render>()),
  makeArtworkImages: vi.fn(() =>
    Promise.resolve({ customTextImage: 'data:image/png;base64,QVJUV09SSw==', engravingOptionsImage: 'data:image/png;base64,T1BUSU9OUw==' }),
  ),
  cropToPng: vi.fn(() => 'data:image/png;base64,Q1JPUFBFRA=='),
  // What the browser reads from a chosen photo's header: a phone photo's size unless a test says.
  naturalSizeOf: vi.fn(() => Promise.resolve({ width: 4032, height: 3024 })),
}));

// Whether the stand-in cropper's photo loads (a test of a photo still opening says it does not).
const editorPhoto = vi.hoisted(() => ({ loads: true }));

// The cropper's canvas is the browser's too: a stand-in that crops a 2000 x 2500 photo.
vi.mock('react-avatar-editor', () => ({
  default: forwardRef(function FakeAvatarEditor(
    { onLoadSuccess }: { onLoadSuccess?: (image: { resource: { naturalWidth: number; naturalHeight: number } }) => void },
    ref,
  ) {
    useImperativeHandle(ref, () => ({
      getImage: () => ({ width: 2000, height: 2500 }),
      getImageScaledToCanvas: () => ({ width: 300, height: 375 }),
      getCroppingRect: () => ({ x: 0.1, y: 0.2, width: 0.5, height: 0.5 }),
    }));
    // The photo loads once, as the cropper opens.
    const loaded = useRef(false);
    useEffect(() => {
      if (loaded.current || !editorPhoto.loads) return;
      loaded.current = true;
      onLoadSuccess?.({ resource: { naturalWidth: 2500, naturalHeight: 2000 } });
    });
    return <div data-testid="avatar-editor" />;
  }),
}));

const baseConfig: PlaqueConfigInput = plaqueConfig;

const lookup = (ids: string[]): EngravingLookupDto => ({
  booking_id: 'b1',
  quoted_product_id: 'q1',
  product_name: 'Memorial plaque',
  pet_name: 'Rex',
  plaque_config: null,
  editable: true,
  actual_products: ids.map((id) => ({ id, name: 'Memorial plaque' })),
  current: null,
  versions: [],
});

interface Setup {
  config?: Partial<PlaqueConfigInput> | null;
  answers?: Record<string, FakeAnswer | (() => FakeAnswer)>;
  props?: Partial<EngravingStepsProps>;
}

function setup({ config = {}, answers = {}, props = {} }: Setup = {}) {
  const log: string[] = [];
  const { api, sent } = fakeApi(
    {
      'GET portal/engraving/config/p-plaque': { body: { data: config === null ? null : { ...baseConfig, ...config } } },
      'POST portal/booking/upload_engraving/b1': () => {
        const n = log.filter((line) => line.includes('upload_engraving')).length;
        return { status: 201, body: { data: { key: `engraving/b1/q1/file-${n}.png`, url: `http://files.test/file-${n}.png` } } };
      },
      'GET portal/engraving/booking/b1/q1': { body: { data: lookup(['actual-1']) } },
      'POST portal/engraving/b1/q1': { status: 201, body: { data: { id: 'v1', version: 1 } } },
      ...answers,
    },
    log,
  );
  const onBackToDescription = vi.fn(() => log.push('onBackToDescription'));
  const onFinished = vi.fn(() => log.push('onFinished'));
  const addToCart = vi.fn(() => {
    log.push('addToCart');
    return Promise.resolve({ bookingId: 'b1', quotedProductId: 'q1' });
  });
  const allProps: EngravingStepsProps = {
    productId: 'p-plaque',
    productName: 'Memorial plaque',
    bookingId: 'b1',
    quotedProductId: null,
    petName: 'Bella',
    descriptionStepTitle: 'Description',
    onBackToDescription,
    addToCart,
    onFinished,
    ...props,
  };
  const view = renderWithProviders(<EngravingSteps {...allProps} />, { api });
  return { view, log, sent, addToCart, onFinished, onBackToDescription, props: allProps, api };
}

const user = () => userEvent.setup();

/**
 * The customise-text step filled in, to get past it. Pasted, not typed key by key: each key redraws the
 * preview, and three lines of keys took over 15 s on a busy 2-core machine (typing itself is tested in
 * 'keeps text typed past a limit').
 */
async function fillText() {
  const u = user();
  await u.clear(await screen.findByLabelText('Pet name text'));
  await u.paste('Bella');
  await u.click(screen.getByLabelText('Text line 1 text'));
  await u.paste('Forever in our hearts');
  await u.click(screen.getByLabelText('Text line 2 text'));
  await u.paste('2010 - 2025');
  for (const label of ['Pet name', 'Text line 1', 'Text line 2']) {
    await u.selectOptions(screen.getByLabelText(`${label} font face`), 'Garamond');
  }
}

beforeEach(() => {
  engravingDraftStore.setState({ drafts: {} });
});

afterEach(() => {
  vi.useRealTimers();
  editorPhoto.loads = true;
});

describe('EngravingSteps: steps and navigation (spec 001 s2.6)', () => {
  it('starts at Customise text; Back to {description} goes back to the modal', async () => {
    const { onBackToDescription } = setup();
    expect(await screen.findByRole('heading', { name: 'Customise text' })).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 5')).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Back to Description' }));
    expect(onBackToDescription).toHaveBeenCalledTimes(1);
  });

  it("drops customise text and icon when Dimensions is '0'", async () => {
    setup({ config: { Dimensions: '0' } });
    expect(await screen.findByRole('heading', { name: 'Image options' })).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Description' })).toBeInTheDocument();
  });

  it("drops the image step when PhotoSize is '0': icon leads to approval", async () => {
    setup({ config: { PhotoSize: '0' } });
    await fillText();
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Icon selection' })).toBeInTheDocument();
    await u.click(screen.getByRole('radio', { name: 'Heart' }));
    await u.click(screen.getByRole('radio', { name: 'Right' }));
    await u.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Approval' })).toBeInTheDocument();
    expect(screen.getByText('Step 4 of 4')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Icon selection' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Finish and add to cart' })).toBeInTheDocument();
  });

  it('says when the product has no plaque config', async () => {
    setup({ config: null });
    expect(await screen.findByText('This product has no engraving artwork to prepare.')).toBeInTheDocument();
  });
});

describe('EngravingSteps: customise text (spec 001 s5)', () => {
  it('keeps text typed past a limit, says what does not fit and when a field is full, and waits for it to fit (pet name 11; line 2 at the config Text2_Max 20)', async () => {
    setup({ config: { Text2_Max: 20 } });
    const name = await screen.findByLabelText('Pet name text');
    expect(name).toHaveValue('Bella');
    const u = user();
    await u.clear(name);
    await u.type(name, 'Bartholomew');
    // Exactly full: said next to the field (read with it), nothing flagged.
    expect(screen.getByText('11/11 characters')).toBeInTheDocument();
    expect(screen.getByText('Pet name is full (11 characters).')).toBeInTheDocument();
    expect(name).not.toHaveAttribute('aria-invalid');
    await u.type(name, ' the Great');
    // Nothing is cut: the text is as typed, and what does not fit is named.
    expect(name).toHaveValue('Bartholomew the Great');
    const problem = screen.getByText('Pet name is 10 characters too long (11 fit): " the Great" does not fit.');
    expect(problem.closest('[aria-live="polite"]')).not.toBeNull();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    const note = document.getElementById(name.getAttribute('aria-describedby') ?? '');
    expect(note).toHaveTextContent('21/11 characters');
    expect(note).toContainElement(problem);
    // A paste past the limit is kept whole too (line 2 here takes the plaque's own 20).
    await u.click(screen.getByLabelText('Text line 2 text'));
    await u.paste('Always in our hearts forever');
    expect(screen.getByLabelText('Text line 2 text')).toHaveValue('Always in our hearts forever');
    expect(screen.getByText('Text line 2 is 8 characters too long (20 fit): " forever" does not fit.')).toBeInTheDocument();
    // Next waits, on the first field that does not fit, and says it once. (Pasted from here on: each
    // key redraws the preview, and the keys above already showed typing; a busy machine took 15 s.)
    await u.click(screen.getByLabelText('Text line 1 text'));
    await u.paste('In loving memory');
    for (const label of ['Pet name', 'Text line 1', 'Text line 2']) {
      await u.selectOptions(screen.getByLabelText(`${label} font face`), 'Garamond');
    }
    await u.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Customise text' })).toBeInTheDocument();
    expect(name).toHaveFocus();
    expect(screen.getAllByText(/^Pet name is 10 characters too long/)).toHaveLength(1);
    await u.clear(name);
    await u.paste('Bartholomew');
    await u.clear(screen.getByLabelText('Text line 2 text'));
    await u.paste('Always in our hearts');
    await u.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Icon selection' })).toBeInTheDocument();
  });

  it('names a pasted hidden character under its field and keeps the text; counts a family emoji once (issue 29)', async () => {
    setup();
    const u = user();
    const line1 = await screen.findByLabelText('Text line 1 text');
    await u.click(line1);
    await u.paste('Forever \u202Eyob doog');
    // Kept as pasted: nothing stripped.
    expect(line1).toHaveValue('Forever \u202Eyob doog');
    const problem = screen.getByText(
      'Text line 1 has a hidden character that changes the order of the text (a right-to-left override) after "Forever ". Delete it, or type the text again instead of pasting it.',
    );
    expect(document.getElementById(line1.getAttribute('aria-describedby') ?? '')).toContainElement(problem);
    expect(line1).toHaveAttribute('aria-invalid', 'true');
    const name = screen.getByLabelText('Pet name text');
    await u.clear(name);
    await u.paste('👨‍👩‍👧‍👦 Rex');
    expect(screen.getByText('5/11 characters')).toBeInTheDocument();
    await u.type(screen.getByLabelText('Text line 2 text'), '2010 - 2025');
    for (const label of ['Pet name', 'Text line 1', 'Text line 2']) {
      await u.selectOptions(screen.getByLabelText(`${label} font face`), 'Garamond');
    }
    // Next waits on the field that holds it.
    await u.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Customise text' })).toBeInTheDocument();
    expect(line1).toHaveFocus();
  });

  it("starts from the pet's whole name, even past the limit, and says what does not fit", async () => {
    setup({ props: { petName: 'Sir Fluffington' } });
    expect(await screen.findByLabelText('Pet name text')).toHaveValue('Sir Fluffington');
    expect(screen.getByText('Pet name is 4 characters too long (11 fit): "gton" does not fit.')).toBeInTheDocument();
    expect(screen.getByLabelText('Pet name font size')).toHaveValue('36');
  });

  it('flags empty text, font and size under each field, and stays', async () => {
    setup();
    const u = user();
    await u.clear(await screen.findByLabelText('Pet name text'));
    await u.selectOptions(screen.getByLabelText('Text line 1 font size'), '');
    await u.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Pet name is required')).toBeInTheDocument();
    expect(screen.getByText('Text line 1 is required')).toBeInTheDocument();
    expect(screen.getByText('Text line 2 is required')).toBeInTheDocument();
    expect(screen.getAllByText('Please choose a font face')).toHaveLength(3);
    expect(screen.getAllByText('Please choose a font size')).toHaveLength(1);
    expect(screen.getByLabelText('Pet name text')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Pet name text')).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Customise text' })).toBeInTheDocument();
    // A fixed field loses its flag.
    await u.type(screen.getByLabelText('Pet name text'), 'Max');
    expect(screen.queryByText('Pet name is required')).toBeNull();
  });
});

describe('EngravingSteps: icon (spec 001 s5)', () => {
  it('flags a missing icon and placement', async () => {
    setup();
    await fillText();
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Icon selection' });
    await u.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Please choose an icon')).toBeInTheDocument();
    expect(screen.getByText('Please choose the placement, Left or Right')).toBeInTheDocument();
    await u.click(screen.getByRole('radio', { name: "Cat's Paw" }));
    expect(screen.queryByText('Please choose an icon')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Icon selection' })).toBeInTheDocument();
    // Every icon of spec 001 s9 is offered.
    expect(screen.getAllByRole('radio', { name: /./ }).map((radio) => radio.getAttribute('value'))).toEqual([
      'None', 'Bone', "Cat's Paw", 'Cat 1', 'Cat 2', 'Cat 3', 'Cat 4', 'Dog Paw', 'Dog', 'Double Cat Paw', 'Heart', 'Horse', 'Left', 'Right',
    ]);
  });
});

describe('EngravingSteps: image options (spec 001 s4, s5)', () => {
  it('alerts when Next is pressed without an applied crop', async () => {
    setup({ config: { Dimensions: '0' } });
    await screen.findByRole('heading', { name: 'Image options' });
    expect(screen.getByText('JPEG, GIF, PNG, TIFF or BMP, up to 20MB.')).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(IMAGE_REQUIRED_MESSAGE);
  });

  it('names the photo chosen beside the control, which opens the file picker (issue 15, item 9)', async () => {
    setup({ config: { Dimensions: '0' } });
    const input = await screen.findByLabelText<HTMLInputElement>('Photo');
    expect(screen.getByTestId('chosen-photo')).toHaveTextContent('No photo chosen yet');
    const picker = vi.spyOn(input, 'click').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Choose a photo' }));
    expect(picker).toHaveBeenCalled();
    fireEvent.change(input, { target: { files: [new File(['jpeg'], 'milo.jpg', { type: 'image/jpeg' })] } });
    await waitFor(() => expect(screen.getByTestId('chosen-photo')).toHaveTextContent('Chosen: milo.jpg'));
    expect(screen.getByRole('button', { name: 'Choose another photo' })).toHaveAccessibleDescription('Chosen: milo.jpg (not applied yet)');
  });

  it('rejects other file types and files over 20MB', async () => {
    setup({ config: { Dimensions: '0' } });
    const input = await screen.findByLabelText('Photo');
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText(IMAGE_TYPE_MESSAGE)).toBeInTheDocument();
    const big = new File(['x'], 'huge.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 20 * 1024 * 1024 + 1 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText(IMAGE_TOO_LARGE_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByTestId('photo-cropper')).toBeNull();
  });

  it('says, under the field, when the photo has more pixels than the portal takes or cannot be opened, and opens no cropper (issue 29)', async () => {
    setup({ config: { Dimensions: '0' } });
    const input = await screen.findByLabelText('Photo');
    // A 249 KB PNG whose header says 16000 x 16000 (1 GiB for the cropper to decode).
    vi.mocked(naturalSizeOf).mockResolvedValueOnce({ width: 16000, height: 16000 });
    fireEvent.change(input, { target: { files: [new File(['png'], 'huge.png', { type: 'image/png' })] } });
    const message =
      'The photo is 16,000 x 16,000 pixels, larger than the portal can show: at most 10,000 pixels a side and 50 megapixels. Please choose a smaller image.';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('photo-cropper')).toBeNull();
    expect(screen.getByTestId('chosen-photo')).toHaveTextContent('No photo chosen yet');
    expect(naturalSizeOf).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'huge.png' }));

    // One the browser cannot open is said before the cropper too.
    vi.mocked(naturalSizeOf).mockResolvedValueOnce(null);
    fireEvent.change(input, { target: { files: [new File(['tiff'], 'scan.tif', { type: 'image/tiff' })] } });
    expect(await screen.findByText(IMAGE_UNREADABLE_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText(message)).toBeNull();
    expect(screen.queryByTestId('photo-cropper')).toBeNull();

    // A 48 megapixel phone photo opens the cropper, and the message goes.
    vi.mocked(naturalSizeOf).mockResolvedValueOnce({ width: 8064, height: 6048 });
    fireEvent.change(input, { target: { files: [new File(['jpeg'], 'bella.jpg', { type: 'image/jpeg' })] } });
    expect(await screen.findByTestId('avatar-editor')).toBeInTheDocument();
    expect(screen.queryByText(IMAGE_UNREADABLE_MESSAGE)).toBeNull();
  });

  it('Apply waits 2000 ms with a spinner, crops, shows the result and hides the cropper', async () => {
    setup({ config: { Dimensions: '0' } });
    const input = await screen.findByLabelText('Photo');
    fireEvent.change(input, { target: { files: [new File(['jpeg'], 'bella.jpg', { type: 'image/jpeg' })] } });
    expect(await screen.findByTestId('avatar-editor')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Rotate 90 degrees' }));
    expect(screen.getByRole('button', { name: 'Rotate 90 degrees' })).toHaveAttribute('aria-pressed', 'true');

    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('Applying…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(screen.queryByAltText('The cropped photo')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    vi.useRealTimers();

    expect(screen.getByAltText('The cropped photo')).toHaveAttribute('src', 'data:image/png;base64,Q1JPUFBFRA==');
    expect(screen.queryByTestId('photo-cropper')).toBeNull();
    // Focus moves to the result (the Apply button is gone).
    expect(screen.getByText('Cropped photo (bella.jpg)')).toHaveFocus();
    const stored = Object.values(engravingDraftStore.getState().drafts)[0];
    // The crop in the rotated (90 degrees) 2000 x 2500 crop's pixels.
    expect(stored?.imageOptions).toMatchObject({ croppedImage: 'data:image/png;base64,Q1JPUFBFRA==', fileImgSrc: 'bella.jpg', rotation: 90 });
    await user().click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Approval' })).toBeInTheDocument();
  });

  it('Next with a photo still in the cropper takes it as shown, with its name (issue 32 item 1)', async () => {
    setup({ config: { Dimensions: '0' } });
    const input = await screen.findByLabelText('Photo');
    fireEvent.change(input, { target: { files: [new File(['jpeg'], 'bella.jpg', { type: 'image/jpeg' })] } });
    expect(await screen.findByTestId('avatar-editor')).toBeInTheDocument();
    expect(screen.getByTestId('chosen-photo')).toHaveTextContent('Chosen: bella.jpg (not applied yet)');
    // The zoom is said as a size, not as a bare '1'.
    expect(screen.getByRole('slider', { name: 'Zoom' })).toHaveAttribute('aria-valuetext', '100 percent');
    fireEvent.click(screen.getByRole('button', { name: 'Rotate 90 degrees' }));
    await user().click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Approval' })).toBeInTheDocument();
    const stored = Object.values(engravingDraftStore.getState().drafts)[0];
    expect(stored?.imageOptions).toMatchObject({
      croppedImage: 'data:image/png;base64,Q1JPUFBFRA==',
      fileImgSrc: 'bella.jpg',
      rotation: 90,
      croppedAreaPixels: { x: 200, y: 500, width: 1000, height: 1250 },
    });
  });

  it('Next while the chosen photo is still opening says so, and stays with nothing taken', async () => {
    editorPhoto.loads = false;
    setup({ config: { Dimensions: '0' } });
    const input = await screen.findByLabelText('Photo');
    fireEvent.change(input, { target: { files: [new File(['jpeg'], 'bella.jpg', { type: 'image/jpeg' })] } });
    expect(await screen.findByTestId('avatar-editor')).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PHOTO_STILL_OPENING);
    expect(screen.getByRole('heading', { name: 'Image options' })).toBeInTheDocument();
    expect(Object.values(engravingDraftStore.getState().drafts)[0]?.imageOptions).toMatchObject({ croppedImage: null, fileImgSrc: null });
  });

  it('a photo chosen over an applied one changes nothing until it is applied: the draft keeps the photo and the name that go together', async () => {
    setup({ config: { Dimensions: '0' } });
    const input = await screen.findByLabelText('Photo');
    fireEvent.change(input, { target: { files: [new File(['jpeg'], 'bella.jpg', { type: 'image/jpeg' })] } });
    await user().click(await screen.findByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Cropped photo (bella.jpg)', undefined, { timeout: 5000 })).toBeInTheDocument();
    const applied = Object.values(engravingDraftStore.getState().drafts)[0]?.imageOptions;

    fireEvent.change(input, { target: { files: [new File(['jpeg'], 'milo.jpg', { type: 'image/jpeg' })] } });
    expect(await screen.findByTestId('avatar-editor')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Rotate 180 degrees' }));
    expect(screen.getByTestId('chosen-photo')).toHaveTextContent('Chosen: milo.jpg (not applied yet)');
    expect(Object.values(engravingDraftStore.getState().drafts)[0]?.imageOptions).toEqual(applied);
    expect(applied).toMatchObject({ fileImgSrc: 'bella.jpg', rotation: 0 });
  });

  it("says when the plaque size takes no image (Size '0')", async () => {
    setup({ config: { Dimensions: '0', Size: '0' } });
    expect(await screen.findByText(PLAQUE_SIZE_NO_IMAGE_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByLabelText('Photo')).toBeNull();
  });
});

/** A plaque with neither text nor photo: approval is its only step, so Finish is one click away. */
const approvalOnly = { Dimensions: '0', PhotoSize: '0' };

describe('EngravingSteps: approval and Finish (spec 001 s4, s5, s8)', () => {
  it('shows the 398-wide artwork and alerts until the green checkbox is ticked', async () => {
    const { addToCart } = setup({ config: approvalOnly });
    const image = await screen.findByTestId('approval-image');
    expect(image).toHaveAttribute('src', 'data:image/png;base64,QVJUV09SSw==');
    expect(image).toHaveAttribute('width', '398');
    await user().click(screen.getByRole('button', { name: 'Finish and add to cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(APPROVAL_REQUIRED_MESSAGE);
    expect(addToCart).not.toHaveBeenCalled();
  });

  it('adds to the cart, uploads both images, looks up the product id, submits, clears the images, finishes', async () => {
    const { log, sent, onFinished } = setup({ config: approvalOnly });
    await screen.findByTestId('approval-image');
    const u = user();
    await u.click(screen.getByRole('checkbox', { name: 'Content has been checked and is correct' }));
    await u.click(screen.getByRole('button', { name: 'Finish and add to cart' }));
    await waitFor(() => expect(onFinished).toHaveBeenCalledTimes(1));
    expect(log).toEqual([
      'GET portal/engraving/config/p-plaque',
      'addToCart',
      'POST portal/booking/upload_engraving/b1',
      'POST portal/booking/upload_engraving/b1',
      'GET portal/engraving/booking/b1/q1',
      'POST portal/engraving/b1/q1',
      'onFinished',
    ]);
    const uploads = sent.filter((call) => call.path === 'portal/booking/upload_engraving/b1').map((call) => call.body);
    expect(uploads).toEqual([
      { file: { name: 'custom_text.png', type: 'image/png', size: 7 }, kind: 'custom_text', quoted_product_id: 'q1' },
      { file: { name: 'engraving_options.png', type: 'image/png', size: 7 }, kind: 'engraving_options', quoted_product_id: 'q1' },
    ]);
    const submit = sent.find((call) => call.path === 'portal/engraving/b1/q1')?.body;
    expect(submit).toMatchObject({
      actual_product_id: 'actual-1',
      engravingFiles: {
        image_options_key: 'engraving/b1/q1/file-1.png',
        image_options_url: 'http://files.test/file-1.png',
        engraving_options_key: 'engraving/b1/q1/file-2.png',
        engraving_options_url: 'http://files.test/file-2.png',
        petName: { text: 'Bella' },
        imageOptions: null,
      },
    });
    const draft = Object.values(engravingDraftStore.getState().drafts)[0];
    expect(draft).toMatchObject({ customTextImage: null, engravingOptionsImage: null, approved: false });
    expect(draft?.imageOptions.croppedImage).toBeNull();
  });

  it.each([
    ['a failed lookup', { status: 500, body: { errors: { detail: 'Server error' } } }, PRODUCT_ID_LOOKUP_FAILED_MESSAGE],
    ['no product id', { body: { data: lookup([]) } }, NO_PRODUCT_ID_MESSAGE],
  ])('%s: alerts, submits nothing and stays; a retry adds nothing twice', async (_case, answer, message) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { log, onFinished, addToCart } = setup({ config: approvalOnly, answers: { 'GET portal/engraving/booking/b1/q1': answer } });
    await screen.findByTestId('approval-image');
    const u = user();
    await u.click(screen.getByRole('checkbox', { name: 'Content has been checked and is correct' }));
    await u.click(screen.getByRole('button', { name: 'Finish and add to cart' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(log).not.toContain('POST portal/engraving/b1/q1');
    expect(onFinished).not.toHaveBeenCalled();
    await u.click(screen.getByRole('button', { name: 'Finish and add to cart' }));
    await waitFor(() => expect(log.filter((line) => line === 'GET portal/engraving/booking/b1/q1')).toHaveLength(2));
    expect(addToCart).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });

  it('a failed submit is only logged: the modal still finishes', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { onFinished } = setup({
      config: approvalOnly,
      answers: { 'POST portal/engraving/b1/q1': { status: 422, body: { errors: { detail: { icon: 'Unknown icon' } } } } },
    });
    await screen.findByTestId('approval-image');
    const u = user();
    await u.click(screen.getByRole('checkbox', { name: 'Content has been checked and is correct' }));
    await u.click(screen.getByRole('button', { name: 'Finish and add to cart' }));
    await waitFor(() => expect(onFinished).toHaveBeenCalledTimes(1));
    expect(error).toHaveBeenCalledWith('The engraving could not be submitted', expect.anything());
    expect(screen.queryByRole('alert')).toBeNull();
    error.mockRestore();
  });

  it('a failed add to cart says so and uploads nothing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { log } = setup({ config: approvalOnly, props: { addToCart: () => Promise.reject(new Error('no')) } });
    await screen.findByTestId('approval-image');
    const u = user();
    await u.click(screen.getByRole('checkbox', { name: 'Content has been checked and is correct' }));
    await u.click(screen.getByRole('button', { name: 'Finish and add to cart' }));
    expect(await screen.findByText('Something went wrong. Please verify the information and try again.')).toBeInTheDocument();
    expect(log).toEqual(['GET portal/engraving/config/p-plaque']);
    error.mockRestore();
  });
});

describe('EngravingSteps: the draft (spec 001 s3)', () => {
  it('is kept in sessionStorage per booking and product, so a reload keeps it', async () => {
    const first = setup();
    const u = user();
    await u.type(await screen.findByLabelText('Text line 1 text'), 'Good boy');
    await u.selectOptions(screen.getByLabelText('Pet name font face'), 'Arial');
    const saved = JSON.parse(sessionStorage.getItem(ENGRAVING_DRAFT_STORAGE_KEY) ?? '{}') as { state: { drafts: Record<string, unknown> } };
    expect(Object.keys(saved.state.drafts)).toEqual(['b1:new:p-plaque']);
    first.view.unmount();

    // A reload: the page's store starts empty and reads sessionStorage again.
    const kept = sessionStorage.getItem(ENGRAVING_DRAFT_STORAGE_KEY) ?? '';
    engravingDraftStore.setState({ drafts: {} });
    sessionStorage.setItem(ENGRAVING_DRAFT_STORAGE_KEY, kept);
    await engravingDraftStore.persist.rehydrate();
    setup();
    expect(await screen.findByLabelText('Text line 1 text')).toHaveValue('Good boy');
    expect(screen.getByLabelText('Pet name font face')).toHaveValue('Arial');
  });
});

// Issue 31 item 2: Edit of a plaque in the cart opened blank ('Choose a font', empty lines, no icon), and
// text typed into an edit closed with Escape came back in the next one.
describe('EngravingSteps: editing a plaque in the cart', () => {
  const saved = versionOf(2, { imageOptions: null });
  const EDIT = { quotedProductId: 'q1' };
  const withSaved = { 'GET portal/engraving/booking/b1/q1': { body: { data: lookupOf({ current: saved }) } } };

  it('opens with the artwork the line has: its text, fonts, sizes and icon', async () => {
    setup({ props: EDIT, answers: withSaved });
    expect(await screen.findByLabelText('Pet name text')).toHaveValue('Rex');
    expect(screen.getByLabelText('Pet name font face')).toHaveValue('Garamond');
    expect(screen.getByLabelText('Pet name font size')).toHaveValue('36');
    expect(screen.getByLabelText('Text line 1 text')).toHaveValue('Forever loved');
    expect(screen.getByLabelText('Text line 1 font face')).toHaveValue('Arial');
    expect(screen.getByLabelText('Text line 2 text')).toHaveValue('2012 - 2026');
    expect(screen.getByLabelText('Text line 2 font face')).toHaveValue('Times New Roman');
    expect(engravingDraftStore.getState().drafts['b1:q1:p-plaque:v2']).toMatchObject({ icon: 'Heart', iconPlacement: 'Left', approved: false });
  });

  it('says so when the saved artwork cannot be loaded, never opening blank, and Try again loads it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    setup({
      props: EDIT,
      answers: { 'GET portal/engraving/booking/b1/q1': () => (++calls === 1 ? { status: 500, body: {} } : { body: { data: lookupOf({ current: saved }) } }) },
    });
    expect(await screen.findByText(SAVED_ARTWORK_FAILED_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByLabelText('Pet name text')).toBeNull();
    await user().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Text line 1 text')).toHaveValue('Forever loved');
    error.mockRestore();
  });

  it('an abandoned edit (discardDraft, when the modal closes before Finish) leaves nothing: the next edit starts from the saved artwork', async () => {
    const first = setup({ props: EDIT, answers: withSaved });
    const u = user();
    await u.clear(await screen.findByLabelText('Text line 1 text'));
    await u.type(screen.getByLabelText('Text line 1 text'), 'Typed then abandoned');
    first.view.unmount();
    discardDraft({ bookingId: 'b1', quotedProductId: 'q1', productId: 'p-plaque' });
    expect(engravingDraftStore.getState().drafts).toEqual({});

    setup({ props: EDIT, answers: withSaved });
    expect(await screen.findByLabelText('Text line 1 text')).toHaveValue('Forever loved');
  });

  it('an edit typed before a reload is kept for the same version, and one of an older version is not used', async () => {
    const first = setup({ props: EDIT, answers: withSaved });
    const u = user();
    await u.clear(await screen.findByLabelText('Text line 1 text'));
    await u.type(screen.getByLabelText('Text line 1 text'), 'Kept over a reload');
    first.view.unmount();
    setup({ props: EDIT, answers: withSaved });
    expect(await screen.findByLabelText('Text line 1 text')).toHaveValue('Kept over a reload');
    cleanup();

    // The owner approved a change meanwhile (version 3): the edit starts from it.
    const newer = versionOf(3, { imageOptions: null, primaryText: { text: 'Our best friend', size: 18, font: 'Arial', max: 29 } });
    setup({ props: EDIT, answers: { 'GET portal/engraving/booking/b1/q1': { body: { data: lookupOf({ current: newer }) } } } });
    expect(await screen.findByLabelText('Text line 1 text')).toHaveValue('Our best friend');
  });
});
