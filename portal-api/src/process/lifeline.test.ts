import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { watchLifeline } from './lifeline.ts';

describe('watchLifeline', () => {
  it('tells once when the parent’s end of the stdin pipe closes', async () => {
    const stdin = new PassThrough();
    let told = 0;
    const gone = new Promise<void>((resolve) => {
      expect(
        watchLifeline(
          () => {
            told += 1;
            resolve();
          },
          { PORTAL_LIFELINE: 'stdin' },
          stdin,
        ),
      ).toBe(true);
    });
    // 'end' then 'close' (and an error on a broken pipe) all mean the same: told once.
    const closed = new Promise((resolve) => stdin.once('close', resolve));
    stdin.write('anything the parent might send is ignored');
    stdin.end();
    await gone;
    await closed;
    expect(told).toBe(1);
  });

  it('does nothing without PORTAL_LIFELINE=stdin (a server whose stdin is closed from the start must keep running)', () => {
    const stdin = new PassThrough();
    let told = false;
    expect(watchLifeline(() => (told = true), {}, stdin)).toBe(false);
    stdin.end();
    expect(stdin.listenerCount('end')).toBe(0);
    expect(told).toBe(false);
  });
});
