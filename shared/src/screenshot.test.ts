import { afterEach, describe, expect, it, vi } from 'vitest';
import { imageDimensionsProblem } from '@portal/contracts/domain/image-dimensions';
import { captureScreenshot } from './screenshot';

// html2canvas draws in a real browser only: a stand-in that records what it was asked to draw.
const drawn = vi.hoisted(() => ({ options: [] as { scale?: number }[] }));
vi.mock('html2canvas-pro', () => {
  const html2canvas = Object.assign(
    (_element: HTMLElement, options: { scale?: number }) => {
      drawn.options.push(options);
      return Promise.resolve({ toDataURL: () => 'data:image/png;base64,AAAA' });
    },
    { setCspNonce: () => undefined },
  );
  return { default: html2canvas };
});

/** A confirmation element laid out `width` x `height` CSS pixels. */
function laidOut(width: number, height: number): HTMLElement {
  const element = document.createElement('div');
  element.getBoundingClientRect = () => ({ width, height, x: 0, y: 0, top: 0, left: 0, right: width, bottom: height, toJSON: () => ({}) });
  return element;
}

afterEach(() => {
  drawn.options = [];
});

describe('the confirmation screenshot fits portal-api pixel limit (issue 29 item 7)', () => {
  it.each([
    // A usual confirmation page: drawn at its own size.
    [1200, 3000, 1],
    // 50 long special instructions: 1000 x 20000 would be refused; drawn at about half size.
    [1000, 20_000, 9_999 / 20_000],
    // Wide and long: the area decides.
    [9000, 9000, Math.sqrt((50_000_000 * 0.99) / 81_000_000)],
  ])('a %d x %d page is drawn at scale %d', async (width, height, scale) => {
    await captureScreenshot(laidOut(width, height));
    expect(drawn.options[0]?.scale).toBeCloseTo(scale, 10);
    const size = { width: Math.ceil(width * scale), height: Math.ceil(height * scale) };
    expect(imageDimensionsProblem('The confirmation screenshot', size)).toBeNull();
  });
});
