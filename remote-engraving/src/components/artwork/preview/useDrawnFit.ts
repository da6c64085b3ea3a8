import { useEffect, useMemo, useState } from 'react';
import { CANVAS_WIDTH, type EngravingDraft, type EngravingTextField, type PlaqueConfig } from '@portal/contracts/domain/engraving';
import { drawnLineFits, type DrawnFit } from './draw';
import { fontsFor } from './fonts';
import { artworkContent, layoutOf } from './render';

let measuring: CanvasRenderingContext2D | null | undefined;

/** A canvas to measure text on (none where the browser draws none, e.g. a unit test's DOM). */
function measuringContext(): CanvasRenderingContext2D | null {
  if (measuring === undefined) {
    try {
      measuring = document.createElement('canvas').getContext('2d');
    } catch {
      measuring = null;
    }
  }
  return measuring;
}

/**
 * The lines the live preview draws squeezed or cut (`drawnLineFits`, on the preview's 500 px drawing,
 * whose proportions the approval image shares), measured again once the faces in use have loaded.
 */
export function useDrawnFit(config: PlaqueConfig, draft: EngravingDraft): Partial<Record<EngravingTextField, DrawnFit>> {
  const layout = useMemo(() => layoutOf(config, draft, CANVAS_WIDTH), [config, draft]);
  const lines = useMemo(() => artworkContent(draft, null, false).lines, [draft]);
  const [loaded, setLoaded] = useState(0);
  useEffect(() => {
    let cancelled = false;
    void fontsFor(Object.values(lines)).then(() => {
      if (!cancelled) setLoaded((n) => n + 1);
    });
    return () => {
      cancelled = true;
    };
  }, [lines]);
  return useMemo(() => {
    const ctx = measuringContext();
    return ctx ? drawnLineFits(ctx, layout, lines) : {};
    // `loaded`: measured again with the faces' own metrics once their files are in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [layout, lines, loaded]);
}
