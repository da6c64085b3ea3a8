import { Suspense, useEffect, useId, useRef, useState } from 'react';
import {
  IMAGE_ACCEPT,
  IMAGE_TYPES_TEXT,
  imageFileProblem,
  imageOptionsUnsupported,
  type EngravingImageOptions,
  type PlaqueConfig,
} from '@portal/shared/domain/engraving';
import { imageDimensionsProblem } from '@portal/shared/domain/image-dimensions';
import { Box, Button, FormField, HStack, Image, Input, lazyPage, PortalAlert, Spinner, Stack, Text } from '@portal/shared/ui';
import { naturalSizeOf } from '../preview/render';
import { IMAGE_UNREADABLE_MESSAGE } from './cropperMessages';

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

// react-avatar-editor loads with the cropper, when a photo is chosen.
const PhotoCropper = lazyPage(() => import('./PhotoCropper').then((m) => m.default));

export interface ImageOptionsStepProps {
  config: PlaqueConfig;
  imageOptions: EngravingImageOptions;
  onChange: (change: Partial<EngravingImageOptions>) => void;
  /** Apply is waiting and cropping: the wizard's buttons wait too. */
  onBusy: (busy: boolean) => void;
}

/**
 * Spec 001 s4 and s5, Image step: choose a file (JPEG, GIF, PNG, TIFF or BMP, up to 20MB, and within the
 * portal's pixel limit), which opens a cropper; Apply waits 2 seconds, crops, shows the result and hides the cropper. A plaque or photo
 * size of '0' says it takes no image.
 */
export function ImageOptionsStep({ config, imageOptions, onChange, onBusy }: ImageOptionsStepProps) {
  // The chosen file stays in memory (it may be 20 MB); the draft keeps its name and the applied crop.
  const [file, setFile] = useState<File | null>(null);
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
    setCropping(true);
    onChange({ fileImgSrc: chosen.name, rotation: 0, zoom: 1 });
  };

  // The photo in the draft (chosen here, or the current artwork's): said beside the control, which a
  // browser's own file input cannot do (it is emptied after each choice so the same file can be chosen
  // again, and it knows nothing of a photo from before a reload).
  const chosen = imageOptions.fileImgSrc || (imageOptions.croppedImage ? 'the current photo' : '');

  return (
    <Stack gap="4">
      <FormField label="Photo" helperText={`${IMAGE_TYPES_TEXT}.`} error={fileError}>
        {/* The browser's file input, out of sight (still labelled 'Photo'); the button below opens it. */}
        <Input
          ref={fileInput}
          type="file"
          accept={IMAGE_ACCEPT}
          tabIndex={-1}
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
            rotation={imageOptions.rotation}
            zoom={imageOptions.zoom}
            onRotation={(rotation) => onChange({ rotation })}
            onZoom={(zoom) => onChange({ zoom })}
            onApplying={onBusy}
            onApplied={(crop) => {
              onChange(crop);
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
            Cropped photo{imageOptions.fileImgSrc ? ` (${imageOptions.fileImgSrc})` : ''}
          </Text>
          <Box borderWidth="1px" borderRadius="md" overflow="hidden">
            <Image src={imageOptions.croppedImage} alt="The cropped photo" maxWidth="240px" display="block" />
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
