import { useEffect, useMemo, useRef, useState } from 'react';
import {
  CANVAS_WIDTH,
  ENGRAVING_TEXT_FIELDS,
  ENGRAVING_TEXT_LABELS,
  engravingTextLimits,
  type EngravingDraft,
  type EngravingTextLimits,
  type PlaqueConfig,
} from '@portal/contracts/domain/engraving';
import { characterCount } from '@portal/contracts/domain/engraving-fit';
import { Box, Text, chakra } from '@portal/shared/ui';
import { drawPlaque, type Picture } from './draw';
import { fontsFor } from './fonts';
import { artworkContent, layoutOf, loadPicture } from './render';

/** What the preview shows, for a screen reader; with `limits`, which lines run past what fits (drawn in red). */
export function describeArtwork(draft: EngravingDraft, limits?: EngravingTextLimits): string {
  const lines = [draft.petName.text, draft.primaryText.text, draft.secondaryText.text].filter((text) => text.trim());
  const parts = [lines.length ? `text: ${lines.join(' / ')}` : 'no text yet'];
  for (const field of limits ? ENGRAVING_TEXT_FIELDS : []) {
    const over = characterCount(draft[field].text) - (limits?.[field] ?? 0);
    if (over > 0) parts.push(`${ENGRAVING_TEXT_LABELS[field]}: the last ${over === 1 ? 'character does' : `${over} characters do`} not fit (in red)`);
  }
  if (draft.icon && draft.icon !== 'None') parts.push(`icon: ${draft.icon}${draft.iconPlacement ? `, ${draft.iconPlacement.toLowerCase()}` : ''}`);
  if (draft.imageOptions.croppedImage) parts.push('with the photo');
  return `Preview of the plaque, ${parts.join('; ')}`;
}

/** The cropped photo as a drawable picture (null while there is none or it loads). */
function usePicture(src: string | null): Picture | null {
  const [loaded, setLoaded] = useState<{ src: string; picture: Picture } | null>(null);
  useEffect(() => {
    if (!src) return;
    let cancelled = false;
    loadPicture(src).then(
      (picture) => !cancelled && setLoaded({ src, picture }),
      (error: unknown) => console.warn('The photo could not be drawn', error),
    );
    return () => {
      cancelled = true;
    };
  }, [src]);
  return loaded && loaded.src === src ? loaded.picture : null;
}

/**
 * The live preview (spec 001 s9: canvas width 500): the plaque to scale in its shape and finish, with the
 * chosen fonts, sizes, icon and photo, redrawn on every change and again once a font file has loaded.
 */
/** The plaque drawn to scale; `caption` says its size and colour in the reader's words (artworkWords.ts). */
export function PlaquePreview({ config, draft, maxHeight, caption }: { config: PlaqueConfig; draft: EngravingDraft; maxHeight?: string; caption: string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const photo = usePicture(draft.imageOptions.croppedImage);
  const layout = useMemo(() => layoutOf(config, draft, CANVAS_WIDTH), [config, draft]);
  const limits = useMemo(() => engravingTextLimits(config), [config]);
  const overflows = ENGRAVING_TEXT_FIELDS.some((field) => characterCount(draft[field].text) > limits[field]);

  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!ctx) return;
    // The field's limits: a line past its count shows what does not fit, as the field says.
    const content = artworkContent(draft, photo, true, limits);
    let cancelled = false;
    drawPlaque(ctx, layout, content);
    // Draw again once the files of the fonts in use have loaded (the first draw may use a fallback face).
    void fontsFor(Object.values(content.lines)).then(() => {
      if (!cancelled) drawPlaque(ctx, layout, content);
    });
    return () => {
      cancelled = true;
    };
  }, [draft, photo, layout, limits]);

  return (
    <Box as="figure" width="100%" maxWidth={`${CANVAS_WIDTH}px`} marginY="0" marginX="auto">
      <canvas
        ref={canvasRef}
        width={layout.width}
        height={Math.max(1, layout.height)}
        role="img"
        aria-label={describeArtwork(draft, limits)}
        data-testid="plaque-preview"
        // At most the column's width (and `maxHeight`), to scale: the canvas keeps its proportions.
        style={{ display: 'block', width: maxHeight ? 'auto' : '100%', maxWidth: '100%', height: 'auto', maxHeight, marginInline: 'auto' }}
      />
      <Text as="figcaption" fontSize="sm" color="fg.muted" marginTop="1" textAlign="center">
        {caption}
        {overflows ? <chakra.span display="block" color="fg.error">In red: characters that do not fit.</chakra.span> : null}
      </Text>
    </Box>
  );
}
