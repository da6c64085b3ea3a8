import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { parsePlaqueConfig, plaqueLayout } from '@portal/contracts/domain/engraving';
import { drawPlaque, drawnLineFits, OVERFLOW_COLOUR, type ArtworkContent } from './draw';
import { ICON_GLYPHS, svgPaths } from './icons';
import { plaqueConfig } from '../../../testing/plaqueConfig';

/** A 2D context that records what is drawn. */
function recordingContext() {
  const calls: { op: string; args: unknown[]; font: unknown; fillStyle: unknown }[] = [];
  const state: Record<string, unknown> = { font: '', fillStyle: '' };
  const ctx = new Proxy(state, {
    get(target, prop: string) {
      if (prop in target) return target[prop];
      return (...args: unknown[]) => calls.push({ op: prop, args, font: state.font, fillStyle: state.fillStyle });
    },
    set(target, prop: string, value) {
      target[prop] = value;
      return true;
    },
  });
  return { ctx: ctx as unknown as CanvasRenderingContext2D, calls };
}

const config = parsePlaqueConfig({ ...plaqueConfig, ID: 'p', Product: 'Plaque', Shape: 'Oval', Color: 'Black', Vessel_Image: 2 });

beforeAll(() => {
  // happy-dom has no Path2D: a stand-in that keeps its path.
  vi.stubGlobal(
    'Path2D',
    class {
      constructor(public d: string) {}
    },
  );
});
afterEach(() => vi.clearAllMocks());

describe('drawPlaque', () => {
  const sizes = { petName: 36, primaryText: 18, secondaryText: 14 } as const;
  const content = (change: Partial<ArtworkContent> = {}): ArtworkContent => ({
    lines: {
      petName: { text: 'Bella', font: 'Garamond' },
      primaryText: { text: 'Forever loved', font: 'Arial' },
      secondaryText: { text: '2010 - 2025', font: '' },
    },
    glyph: ICON_GLYPHS.Heart,
    photo: null,
    placeholders: false,
    ...change,
  });

  it('writes each line in its face and size (pt x 1.333333 x 0.8 x scale), centred, in the ink of the finish', () => {
    const layout = plaqueLayout(config, { icon: 'Heart', iconPlacement: 'Left', sizes }, 500);
    const { ctx, calls } = recordingContext();
    drawPlaque(ctx, layout, content());
    const texts = calls.filter((call) => call.op === 'fillText');
    expect(texts.map((call) => [call.args[0], call.font])).toEqual([
      ['Bella', '33.87px "EB Garamond", Garamond, serif'],
      ['Forever loved', '16.93px Arimo, Arial, sans-serif'],
      // No face chosen yet: drawn in Times New Roman's look-alike.
      ['2010 - 2025', '13.17px Tinos, "Times New Roman", serif'],
    ]);
    expect(texts.every((call) => call.fillStyle === '#e3e3e3')).toBe(true);
    expect(calls.find((call) => call.op === 'ellipse')).toBeTruthy();
  });

  it("draws the icon from the package's paths, scaled from its 256 box into the icon's box", () => {
    const layout = plaqueLayout(config, { icon: 'Heart', iconPlacement: 'Right', sizes }, 500);
    const { ctx, calls } = recordingContext();
    drawPlaque(ctx, layout, content());
    const fills = calls.filter((call) => call.op === 'fill' && call.args.length === 1);
    expect(fills.map((call) => (call.args[0] as { d: string }).d)).toEqual(ICON_GLYPHS.Heart[0]?.paths);
    expect(calls).toContainEqual(expect.objectContaining({ op: 'scale', args: [layout.icon!.width / 256, layout.icon!.height / 256] }));
  });

  it('draws the photo into its box, or marks its place only in the live preview', () => {
    const layout = plaqueLayout(config, { icon: 'None', iconPlacement: '', sizes }, 500);
    const photo = { source: {} as CanvasImageSource, width: 800, height: 1000 };
    const withPhoto = recordingContext();
    drawPlaque(withPhoto.ctx, layout, content({ photo, glyph: null }));
    const image = withPhoto.calls.find((call) => call.op === 'drawImage');
    expect(image?.args.slice(5)).toEqual([layout.photo!.x, layout.photo!.y, layout.photo!.width, layout.photo!.height]);

    const preview = recordingContext();
    drawPlaque(preview.ctx, layout, content({ placeholders: true, glyph: null }));
    expect(preview.calls.some((call) => call.op === 'fillText' && call.args[0] === 'Photo')).toBe(true);
    const upload = recordingContext();
    drawPlaque(upload.ctx, layout, content({ glyph: null }));
    expect(upload.calls.some((call) => call.op === 'fillText' && call.args[0] === 'Photo')).toBe(false);
  });
});

describe('a line longer than its field takes, in the live preview (issue 31 item 6)', () => {
  const sizes = { petName: 36, primaryText: 18, secondaryText: 14 } as const;
  const layout = plaqueLayout(config, { icon: 'None', iconPlacement: '', sizes }, 500);
  const room = layout.lines.find((line) => line.field === 'primaryText')!.maxWidth;
  /** Records the drawing, with text 6 px wide a character. */
  function measuringRecorder() {
    const recorder = recordingContext();
    (recorder.ctx as unknown as Record<string, unknown>).measureText = (text: string) => ({ width: Array.from(text).length * 6 });
    return recorder;
  }
  const text = 'Always loved, never forgotten, forever ours'; // 43 characters; 29 fit
  const lines = (max?: number): ArtworkContent['lines'] => ({
    petName: { text: 'Bella', font: 'Garamond', max: 11 },
    primaryText: { text, font: 'Arial', max },
    secondaryText: { text: '', font: '', max: 29 },
  });
  const content = (max?: number): ArtworkContent => ({ lines: lines(max), glyph: null, photo: null, placeholders: false });

  it('draws the characters that fit in ink and the rest in red at the same size, never all squeezed into the room', () => {
    const { ctx, calls } = measuringRecorder();
    drawPlaque(ctx, layout, content(29));
    const texts = calls.filter((call) => call.op === 'fillText').map((call) => [call.args[0], call.fillStyle]);
    expect(texts).toEqual([
      ['Bella', '#e3e3e3'],
      [text.slice(0, 29), '#e3e3e3'],
      [text.slice(29), OVERFLOW_COLOUR],
    ]);
    // The red part starts where the 29 characters end, and neither is given a maxWidth to squeeze it in.
    const overflow = calls.find((call) => call.op === 'fillText' && call.args[0] === text.slice(29));
    expect(overflow?.args).toEqual([text.slice(29), 29 * 6, 0]);
    // 29 characters at 6 px fit the room: nothing is condensed.
    expect(29 * 6).toBeLessThan(room);
    expect(calls.filter((call) => call.op === 'scale')).toContainEqual(expect.objectContaining({ args: [1, 1] }));
  });

  it('draws a line within its count, and every line of the approved artwork (no count), as before', () => {
    const { ctx, calls } = measuringRecorder();
    drawPlaque(ctx, layout, content(undefined));
    expect(calls.filter((call) => call.op === 'fillText').map((call) => call.args[0])).toEqual(['Bella', text]);
    expect(calls.find((call) => call.op === 'fillText' && call.args[0] === text)?.args[3]).toBe(room);
  });
});

describe('icons (spec 001 s9)', () => {
  it('every icon but None has package paths; Cat 1-4 are four different glyphs', () => {
    for (const [name, glyph] of Object.entries(ICON_GLYPHS)) {
      expect(glyph.length, name).toBeGreaterThan(0);
      for (const part of glyph) expect(part.paths.length, name).toBeGreaterThan(0);
    }
    const cats = ['Cat 1', 'Cat 2', 'Cat 3', 'Cat 4'] as const;
    expect(new Set(cats.map((cat) => ICON_GLYPHS[cat][0]?.paths.join())).size).toBe(4);
    expect(ICON_GLYPHS['Double Cat Paw']).toHaveLength(2);
  });

  it("reads an SVG's solid paths, leaving out a duotone's faded layer", () => {
    expect(svgPaths('<svg><path d="M0,0Z" opacity="0.2"/><path d="M1,1L2,2Z"/><path fill="x" d="M3,3Z"></path></svg>')).toEqual([
      'M1,1L2,2Z',
      'M3,3Z',
    ]);
  });
});

describe('drawnLineFits (issue 15, item 3)', () => {
  /** A context whose text is `perCharacter` em wide per character, with a 0.7 em ascent and 0.2 em descent. */
  function measuringContext(perCharacter = 0.5) {
    let px = 16;
    return {
      set font(value: string) {
        px = parseFloat(value);
      },
      measureText: (text: string) => ({
        width: Array.from(text).length * perCharacter * px,
        actualBoundingBoxAscent: 0.7 * px,
        actualBoundingBoxDescent: 0.2 * px,
      }),
    } as unknown as CanvasRenderingContext2D;
  }
  const rectangle = parsePlaqueConfig({ ...plaqueConfig, ID: 'r', Product: 'Plaque', Shape: 'Rectangle', Dimensions: '150x100', PhotoSize: '0' });
  const lines = (primary: string, secondary = ''): ArtworkContent['lines'] => ({
    petName: { text: 'Milo', font: 'Garamond' },
    primaryText: { text: primary, font: 'Times New Roman' },
    secondaryText: { text: secondary, font: 'Arial' },
  });
  const layoutAt = (sizes: { petName: number; primaryText: number; secondaryText: number }) =>
    plaqueLayout(rectangle, { icon: 'None', iconPlacement: '', sizes: sizes as never }, 500);

  it('leaves out lines that fit their room', () => {
    expect(drawnLineFits(measuringContext(), layoutAt({ petName: 28, primaryText: 14, secondaryText: 12 }), lines('Forever loved'))).toEqual({});
  });

  it('names a line wider than its room (the canvas would draw it condensed) as squeezed', () => {
    const layout = layoutAt({ petName: 28, primaryText: 40, secondaryText: 12 });
    const room = layout.lines.find((line) => line.field === 'primaryText')?.maxWidth ?? 0;
    const text = 'Always loved, never forgotten';
    // The test's own arithmetic: 29 characters at half an em of 40 pt are wider than the room.
    expect(29 * 0.5 * (layout.lines[1]?.fontPx ?? 0)).toBeGreaterThan(room);
    expect(drawnLineFits(measuringContext(), layout, lines(text))).toEqual({ primaryText: 'squeezed' });
  });

  it("names a line whose letters reach past the plaque's edge as cut; an empty line is never flagged", () => {
    // Three lines of 99 pt are taller than the 100 mm plaque: the last one's descenders pass its bottom.
    const layout = layoutAt({ petName: 99, primaryText: 99, secondaryText: 99 });
    expect(drawnLineFits(measuringContext(0.1), layout, lines('Loved', 'Always'))).toEqual({ secondaryText: 'cut' });
    expect(drawnLineFits(measuringContext(0.1), layout, lines('Loved'))).toEqual({});
  });
});
