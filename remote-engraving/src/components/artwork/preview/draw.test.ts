import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { parsePlaqueConfig, plaqueLayout } from '@portal/shared/domain/engraving';
import { drawPlaque, type ArtworkContent } from './draw';
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
