// The file store in a component test in the browser: the signed links portal-api hands out (an
// artwork's image, a photo) answered by the browser itself, through the DevTools protocol's Fetch
// domain, so an <img> or fetch() of such a link loads real bytes, when the test says.
// The provider's types give vitest's CDPSession Playwright's typed send/on/off (and the protocol's shapes).
import type {} from '@vitest/browser-playwright';
import { cdp } from 'vitest/browser';

/** Where the tests' signed links point (as the owner pages' fixtures name them). */
export const FILES_ORIGIN = 'http://files.test/';

interface PausedRequest {
  requestId: string;
  request: { url: string };
}

export interface FileStore {
  /** Holds the file at `name` (under the store's origin): asked for, it is answered only once the returned function is called. */
  hold(name: string): () => void;
  /** The names asked for so far, in order. */
  readonly asked: string[];
  /** Stops answering (the page's requests to the origin go to the network again). */
  stop(): Promise<void>;
}

/** A PNG of one colour, `width` x `height` px, as bytes. */
export async function plainPng(width: number, height: number, colour = '#e8dcb8'): Promise<Blob> {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.fillStyle = colour;
  context.fillRect(0, 0, width, height);
  return canvas.convertToBlob({ type: 'image/png' });
}

async function base64Of(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Answers the page's requests under FILES_ORIGIN with `files` (by name, e.g. 'custom_text-2.png'),
 * with the CORS header a file store sends; an unknown name is a 404. Call stop() after the test.
 */
export async function serveFiles(files: Record<string, Blob>): Promise<FileStore> {
  const session = cdp();
  const bodies = new Map(await Promise.all(Object.entries(files).map(async ([name, blob]) => [name, { type: blob.type, body: await base64Of(blob) }] as const)));
  const held = new Map<string, { arrived: Promise<void>; release: () => void }>();
  let stopped = false;
  const asked: string[] = [];
  const answer = async ({ requestId, request }: PausedRequest) => {
    const name = decodeURIComponent(request.url.slice(FILES_ORIGIN.length).split(/[?#]/)[0] ?? '');
    asked.push(name);
    await held.get(name)?.arrived;
    if (stopped) return;
    const file = bodies.get(name);
    await session.send('Fetch.fulfillRequest', {
      requestId,
      responseCode: file ? 200 : 404,
      responseHeaders: [
        { name: 'Content-Type', value: file?.type ?? 'text/plain' },
        { name: 'Access-Control-Allow-Origin', value: '*' },
        { name: 'Cache-Control', value: 'no-store' },
      ],
      body: file?.body ?? btoa('Not found'),
    });
  };
  const listener = (event: PausedRequest) => {
    answer(event).catch((error: unknown) => {
      if (!stopped) console.error(`The test's file store could not answer ${event.request.url}`, error);
    });
  };
  session.on('Fetch.requestPaused', listener);
  await session.send('Fetch.enable', { patterns: [{ urlPattern: `${FILES_ORIGIN}*`, requestStage: 'Request' }] });
  return {
    hold(name) {
      let release = () => undefined as void;
      const arrived = new Promise<void>((resolve) => (release = resolve));
      held.set(name, { arrived, release });
      return release;
    },
    asked,
    async stop() {
      stopped = true;
      for (const { release } of held.values()) release();
      session.off('Fetch.requestPaused', listener);
      await session.send('Fetch.disable', {});
    },
  };
}
