// The cropper of the image step (react-avatar-editor, MIT), in its own chunk: it loads when a photo is
// chosen. Spec 001 s4, Image step: 'Apply waits 2 seconds, crops, shows the result, and then the
// cropper hides.' s9: rotation 0, 90, 180, 270; the crop resized to at most 1080 x 1080 (PNG).
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import AvatarEditor, { type AvatarEditorRef, type Position } from 'react-avatar-editor';
import { APPLY_CROP_DELAY_MS, PHOTO_ROTATIONS, type EngravingImageOptions, type PhotoRotation } from '@portal/contracts/domain/engraving';
import { Box, Button, HStack, Stack, Text, chakra } from '@portal/shared/ui';
import { cropToPng } from '../preview/render';

/** The cropper's frame: 300 px on its long side, to the crop's aspect. */
function frameOf(aspectW: number, aspectH: number) {
  const long = 300;
  return aspectW >= aspectH
    ? { width: long, height: Math.round((long * aspectH) / aspectW) }
    : { width: Math.round((long * aspectW) / aspectH), height: long };
}

/** The zoom slider's track and handle, drawn alike in every browser. */
const track = { height: '2', borderRadius: 'full', bg: 'teal.100' };
const handle = {
  appearance: 'none',
  width: '7',
  height: '7',
  borderRadius: 'full',
  bg: 'teal.700',
  borderWidth: '2px',
  borderColor: 'white',
  boxShadow: 'sm',
};
const ZOOM_SLIDER = {
  '&::-webkit-slider-runnable-track': track,
  '&::-moz-range-track': track,
  '&::-webkit-slider-thumb': { ...handle, marginTop: 'calc((0.5rem - 1.75rem) / 2)' },
  '&::-moz-range-thumb': handle,
  '&:focus-visible': { outline: '2px solid', outlineColor: 'teal.700', outlineOffset: '2px' },
};

const clamp = (n: number) => Math.min(1, Math.max(0, n));

export interface PhotoCropperProps {
  file: File;
  aspectW: number;
  aspectH: number;
  rotation: PhotoRotation;
  zoom: number;
  onRotation: (rotation: PhotoRotation) => void;
  onZoom: (zoom: number) => void;
  onApplying: (applying: boolean) => void;
  onApplied: (result: CropResult) => void;
  onUnreadable: () => void;
  /** Given a way to take the crop as shown (null until the photo has loaded), for Next to take it without Apply. */
  onCropNow: (cropNow: (() => CropResult) | null) => void;
}

export type CropResult = Pick<EngravingImageOptions, 'croppedImage' | 'croppedAreaPixels'>;

export default function PhotoCropper(props: PhotoCropperProps) {
  const { file, aspectW, aspectH, rotation, zoom, onRotation, onZoom, onApplying, onApplied, onUnreadable, onCropNow } = props;
  const editor = useRef<AvatarEditorRef>(null);
  const [position, setPosition] = useState<Position>({ x: 0.5, y: 0.5 });
  const [source, setSource] = useState<{ width: number; height: number } | null>(null);
  const [applying, setApplying] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const frame = frameOf(aspectW, aspectH);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  /** The crop as the frame shows it now. */
  const cropNow = useCallback((): CropResult => {
    const crop = editor.current?.getImage();
    if (!crop) throw new Error('No image to crop');
    const rect = editor.current?.getCroppingRect();
    const turned = rotation === 90 || rotation === 270;
    const width = (turned ? source?.height : source?.width) ?? crop.width;
    const height = (turned ? source?.width : source?.height) ?? crop.height;
    return {
      croppedImage: cropToPng(crop),
      croppedAreaPixels: rect
        ? {
            x: Math.round(rect.x * width),
            y: Math.round(rect.y * height),
            width: Math.round(rect.width * width),
            height: Math.round(rect.height * height),
          }
        : null,
    };
  }, [rotation, source]);

  // Next may take the photo as shown once it has loaded (source is set then); until then it says why not.
  const loaded = source !== null;
  useEffect(() => {
    onCropNow(loaded ? cropNow : null);
    return () => onCropNow(null);
  }, [loaded, cropNow, onCropNow]);

  const apply = () => {
    setApplying(true);
    onApplying(true);
    timer.current = setTimeout(() => {
      timer.current = null;
      try {
        onApplied(cropNow());
      } catch (error) {
        console.warn('The photo could not be cropped', error);
        onUnreadable();
      } finally {
        setApplying(false);
        onApplying(false);
      }
    }, APPLY_CROP_DELAY_MS);
  };

  // The crop area can be moved with the arrow keys as well as by dragging.
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.shiftKey ? 0.1 : 0.02;
    const moves: Record<string, Position> = {
      ArrowLeft: { x: clamp(position.x - step), y: position.y },
      ArrowRight: { x: clamp(position.x + step), y: position.y },
      ArrowUp: { x: position.x, y: clamp(position.y - step) },
      ArrowDown: { x: position.x, y: clamp(position.y + step) },
    };
    const next = moves[event.key];
    if (!next) return;
    event.preventDefault();
    setPosition(next);
  };

  return (
    <Stack gap="3" data-testid="photo-cropper">
      <Box
        tabIndex={0}
        role="group"
        aria-label="Crop area: drag the photo, or move it with the arrow keys"
        onKeyDown={onKeyDown}
        width="fit-content"
        maxWidth="100%"
        borderRadius="md"
        overflow="hidden"
        _focusVisible={{ outline: '2px solid', outlineColor: 'teal.700', outlineOffset: '2px' }}
      >
        <AvatarEditor
          ref={editor}
          image={file}
          width={frame.width}
          height={frame.height}
          border={20}
          color={[0, 0, 0, 0.55]}
          scale={zoom}
          rotate={rotation}
          position={position}
          onPositionChange={setPosition}
          onLoadSuccess={(image) => {
            const resource = image.resource;
            if (resource) setSource({ width: resource.naturalWidth, height: resource.naturalHeight });
          }}
          onLoadFailure={onUnreadable}
          style={{ display: 'block', maxWidth: '100%', height: 'auto', touchAction: 'none' }}
        />
      </Box>
      <Stack gap="1" maxWidth="sm">
        <chakra.label htmlFor="engraving-photo-zoom" fontWeight="medium" fontSize="sm">
          Zoom
        </chakra.label>
        {/* A thumb's reach: 44 px tall to touch anywhere along, with a 28 px handle (issue 15, item 9). */}
        <chakra.input
          id="engraving-photo-zoom"
          type="range"
          min={1}
          max={4}
          step={0.05}
          value={zoom}
          // Said as a size, not as a bare '1'.
          aria-valuetext={`${Math.round(zoom * 100)} percent`}
          onChange={(event) => onZoom(Number(event.target.value))}
          width="100%"
          height="11"
          margin="0"
          bg="transparent"
          cursor="pointer"
          appearance="none"
          css={ZOOM_SLIDER}
        />
      </Stack>
      <Stack gap="1">
        <Text id="engraving-photo-rotation" fontWeight="medium" fontSize="sm">
          Rotation
        </Text>
        <HStack role="group" aria-labelledby="engraving-photo-rotation" gap="2" flexWrap="wrap">
          {PHOTO_ROTATIONS.map((degrees) => (
            <Button
              key={degrees}
              size="sm"
              variant={rotation === degrees ? 'solid' : 'outline'}
              colorPalette="teal"
              aria-pressed={rotation === degrees}
              aria-label={`Rotate ${degrees} degrees`}
              onClick={() => onRotation(degrees)}
            >
              {degrees}°
            </Button>
          ))}
        </HStack>
      </Stack>
      <Box>
        <Button colorPalette="teal" onClick={apply} loading={applying} loadingText="Applying…">
          Apply
        </Button>
      </Box>
    </Stack>
  );
}
