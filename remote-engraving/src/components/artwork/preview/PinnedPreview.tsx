import { useLayoutEffect, useRef } from 'react';
import type { EngravingDraft, PlaqueConfig } from '@portal/contracts/domain/engraving';
import { Box } from '@portal/shared/ui';
import { PlaquePreview } from './PlaquePreview';

/** The CSS variable the pinned preview sets on its container: its height while pinned, else 0. */
const PINNED_HEIGHT = '--pinned-preview-height';

/**
 * Spread into the `css` of the element that holds the pinned preview and the step's fields: a field
 * or button that takes focus (a tap, Tab, a Next that found a flag) is scrolled clear of the preview,
 * never under it.
 */
export const CLEAR_OF_PINNED_PREVIEW = {
  '& :is(input, select, textarea, button, [tabindex], [data-step-heading])': { scrollMarginTop: `calc(var(${PINNED_HEIGHT}, 0px) + 0.75rem)` },
} as const;

/**
 * Spread onto the box holding a step's 'Step 3 of 5' line and title: scrolled to as one (after a move,
 * instead of the focused title alone), it comes to rest below the pinned preview, the step line too.
 */
export const STEP_HEADING = { 'data-step-heading': '' } as const;

/** Screens shorter than this (a phone on its side) do not pin the preview: the fields keep the room. */
const PIN_MIN_HEIGHT = '35em';

/**
 * The live preview kept in view while a step is edited (issue 15, item 3): sticky at the top of what
 * scrolls (the owner's page, the staff product modal), on the page's `background` so the fields pass
 * under it, its drawing at most 30% of the screen's height so the field being typed in and the step's
 * buttons keep the rest. On a short screen (under 560 px: a phone held sideways) it is not pinned and
 * scrolls away with the page, so it never pushes the controls off the screen.
 */
export interface PinnedPreviewProps {
  config: PlaqueConfig;
  draft: EngravingDraft;
  /** What the fields pass under (the page's own background). */
  background?: string;
  /** Its place in a flex row (the staff modal puts it beside the steps where there is room). */
  flex?: string;
  /** Under the drawing: its size and colour in the reader's words. */
  caption: string;
}

export function PinnedPreview({ config, draft, background = 'bg', flex, caption }: PinnedPreviewProps) {
  const box = useRef<HTMLDivElement>(null);

  // Tell the container how much of the top the preview covers, as that changes (a resize, a turn of the phone).
  useLayoutEffect(() => {
    const element = box.current;
    const container = element?.parentElement;
    if (!element || !container || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const pinned = getComputedStyle(element).position === 'sticky';
      container.style.setProperty(PINNED_HEIGHT, pinned ? `${Math.ceil(element.getBoundingClientRect().height)}px` : '0px');
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      container.style.removeProperty(PINNED_HEIGHT);
    };
  }, []);

  return (
    <Box
      ref={box}
      data-testid="pinned-preview"
      position="sticky"
      top="0"
      zIndex="1"
      bg={background}
      paddingY="2"
      width="100%"
      minWidth="0"
      flex={flex}
      alignSelf="flex-start"
      css={{ [`@media (max-height: ${PIN_MIN_HEIGHT})`]: { position: 'static' } }}
    >
      <PlaquePreview config={config} draft={draft} maxHeight="30vh" caption={caption} />
    </Box>
  );
}
