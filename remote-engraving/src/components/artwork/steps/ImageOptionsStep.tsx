import { Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import {
  IMAGE_ACCEPT,
  IMAGE_TYPES_TEXT,
  imageFileProblem,
  imageOptionsUnsupported,
  type EngravingImageOptions,
  type PhotoRotation,
  type PlaqueConfig,
} from '@portal/contracts/domain/engraving';
import { imageDimensionsProblem } from '@portal/contracts/domain/image-dimensions';
import { Box, Button, FormField, HStack, Image, Input, LAZY_RETRY_DELAYS_MS, lazyPage, PortalAlert, Spinner, Stack, Text } from '@portal/shared/ui';
import type { PendingPhoto } from '../pendingPhoto';
import { naturalSizeOf } from '../preview/render';
import { IMAGE_UNREADABLE_MESSAGE } from './cropperMessages';
import type { CropResult } from './PhotoCropper';

/**
 * Why a chosen photo cannot be used, or null: its file (type, 20 MB), then its pixels as the browser
 * reads them from its header (issue 29: a small file can claim 16000 x 16000 pixels, 1 GiB for the
 * cropper to decode), against the limit portal-api applies to the images it stores.
 */
async function photoProblem(file: File): Promise<string | null> {
  const fileProblem = imageFileProblem(file);
  if (fileProblem) return fileProblem;
  const size = await naturalSizeOf(file);
  return size ? imageDimensionsProblem('The photo', size) : IMAGE_UNREADABLE_MESSAGE;
}

/** Ours (issue 32 item 4): the cropper names itself when its code does not arrive; the page is there. */
export const CROPPER_FAILED_MESSAGE = 'The photo tool could not be loaded. Your photo and everything else on the page are kept.';

// react-avatar-editor loads with the cropper, when a photo is chosen.
const PhotoCropper = lazyPage(() => import('./PhotoCropper').then((m) => m.default), LAZY_RETRY_DELAYS_MS, CROPPER_FAILED_MESSAGE);

export interface ImageOptionsStepProps {
  config: PlaqueConfig;
  imageOptions: EngravingImageOptions;
  onChange: (change: Partial<EngravingImageOptions>) => void;
  /** Apply is waiting and cropping: the wizard's buttons wait too. */
  onBusy: (busy: boolean) => void;
  /** A photo is in the cropper, not yet applied (null when none is): Next takes it as shown. */
  onPendingPhoto: (photo: PendingPhoto | null) => void;
}

/**
 * Spec 001 s4 and s5, Image step: choose a file (JPEG, GIF, PNG, TIFF or BMP, up to 20MB, and within the
 * portal's pixel limit), which opens a cropper; Apply waits 2 seconds, crops, shows the result and hides
 * the cropper. Next with a photo still in the cropper takes it as shown (pendingPhoto.ts). A plaque or
 * photo size of '0' says it takes no image.
 *
 * The draft changes only when a crop is applied (the photo, its file's name, rotation and zoom together),
 * so its photo and its name always belong together: a chosen file that is never applied or taken by
 * Next changes nothing.
 */
export function ImageOptionsStep({ config, imageOptions, onChange, onBusy, onPendingPhoto }: ImageOptionsStepProps) {
  // The chosen file stays in memory (it may be 20 MB), with the cropper's rotation and zoom until applied.
  const [file, setFile] = useState<File | null>(null);
  const [rotation, setRotation] = useState<PhotoRotation>(0);
  const [zoom, setZoom] = useState(1);
  const cropNow = useRef<(() => CropResult) | null>(null);
  const onCropNow = useCallback((crop: (() => CropResult) | null) => {
    cropNow.current = crop;
  }, []);
  const [fileError, setFileError] = useState<string | undefined>();
  const [cropping, setCropping] = useState(false);
  // After Apply the cropper (and its button) goes: focus moves to the result, not to the page's top.
  const [applied, setApplied] = useState(0);
  const result = useRef<HTMLParagraphElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const chosenId = useId();
  // The latest choice: a slower check of an earlier file does not overwrite it.
  const choice = useRef(0);
  useEffect(() => {
    if (applied) result.current?.focus();
  }, [applied]);
  const pending = file && cropping ? file : null;
  useEffect(() => {
    if (!pending) return;
    onPendingPhoto({
      crop: () => {
        try {
          const crop = cropNow.current?.();
          return crop ? { ...crop, fileImgSrc: pending.name, rotation, zoom } : null;
        } catch (error) {
          console.warn('The photo could not be cropped', error);
          return null;
        }
      },
    });
    return () => onPendingPhoto(null);
  }, [pending, rotation, zoom, onPendingPhoto]);
  const unsupported = imageOptionsUnsupported(config);

  if (unsupported) {
    return <PortalAlert status="danger" timeout={0} message={unsupported} onClose={() => undefined} />;
  }

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    const current = ++choice.current;
    const problem = await photoProblem(chosen);
    if (current !== choice.current) return;
    setFileError(problem ?? undefined);
    if (problem) return;
    setFile(chosen);
    setRotation(0);
    setZoom(1);
    setCropping(true);
  };

  // The photo in the cropper, or the draft's: said beside the control, which a browser's own file input
  // cannot do (it is emptied after each choice so the same file can be chosen again, and it knows
  // nothing of a photo from before a reload).
  // A draft's photo without a name is one the person did not choose (the owner's draft starts from the
  // practice's photo without its file name: ownerDraft.ts).
  const draftPhoto = imageOptions.croppedImage ? imageOptions.fileImgSrc || 'the current photo' : null;
  const chosen = pending ? `${pending.name} (not applied yet)` : draftPhoto;

  return (
    <Stack gap="4">
      <FormField label="Photo" helperText={`${IMAGE_TYPES_TEXT}.`} error={fileError}>
        {/* The browser's file input, out of sight and out of the accessibility tree (a second control
            named 'Photo' a screen reader would announce, issue 32 item 5); the button below opens it. */}
        <Input
          ref={fileInput}
          type="file"
          accept={IMAGE_ACCEPT}
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            void choose(event.target.files?.[0]);
            // Choosing the same file again opens the cropper again.
            event.target.value = '';
          }}
          position="absolute"
          width="1px"
          height="1px"
          minWidth="0"
          minHeight="0"
          padding="0"
          borderWidth="0"
          overflow="hidden"
          opacity="0"
          css={{ clip: 'rect(0 0 0 0)', clipPath: 'inset(50%)' }}
        />
        <HStack gap="3" flexWrap="wrap">
          <Button variant="outline" colorPalette="teal" onClick={() => fileInput.current?.click()} aria-describedby={chosenId}>
            {chosen ? 'Choose another photo' : 'Choose a photo'}
          </Button>
          <Text id={chosenId} aria-live="polite" data-testid="chosen-photo" overflowWrap="anywhere">
            {chosen ? `Chosen: ${chosen}` : 'No photo chosen yet'}
          </Text>
        </HStack>
      </FormField>

      {file && cropping ? (
        <Suspense
          fallback={
            <HStack role="status" gap="2">
              <Spinner size="sm" />
              <Text>Opening the cropper…</Text>
            </HStack>
          }
        >
          <PhotoCropper
            file={file}
            aspectW={imageOptions.aspectW}
            aspectH={imageOptions.aspectH}
            rotation={rotation}
            zoom={zoom}
            onRotation={setRotation}
            onZoom={setZoom}
            onApplying={onBusy}
            onCropNow={onCropNow}
            onApplied={(crop) => {
              onChange({ ...crop, fileImgSrc: file.name, rotation, zoom });
              setCropping(false);
              setApplied((n) => n + 1);
            }}
            onUnreadable={() => {
              setCropping(false);
              setFile(null);
              setFileError(IMAGE_UNREADABLE_MESSAGE);
            }}
          />
        </Suspense>
      ) : null}

      {imageOptions.croppedImage && !cropping ? (
        <Stack gap="2" align="flex-start">
          <Text fontWeight="medium" ref={result} tabIndex={-1} outline="none">
            {imageOptions.fileImgSrc ? `Cropped photo (${imageOptions.fileImgSrc})` : 'The current photo'}
          </Text>
          {/* Never wider than the page (a phone zoomed to 200 % is 187 px wide). */}
          <Box borderWidth="1px" borderRadius="md" overflow="hidden" maxWidth="100%">
            <Image src={imageOptions.croppedImage} alt="The cropped photo" maxWidth="min(240px, 100%)" display="block" />
          </Box>
          {file ? (
            <Button size="sm" variant="outline" onClick={() => setCropping(true)}>
              Crop again
            </Button>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
