import { describe, expect, it } from 'vitest';
import { prefetchNextScreens } from './prefetchNext';

describe('prefetchNextScreens', () => {
  it('asks for each script the build named, once', () => {
    document.head.innerHTML = '<meta name="prefetch-next" content="/first/a.js  /first/owner.b.js">';
    prefetchNextScreens();
    prefetchNextScreens();
    const links = [...document.head.querySelectorAll('link')].map((link) => [link.rel, link.getAttribute('as'), link.getAttribute('href')]);
    expect(links).toEqual([
      ['prefetch', 'script', '/first/a.js'],
      ['prefetch', 'script', '/first/owner.b.js'],
    ]);
  });

  it('does nothing on a page the build named nothing for', () => {
    document.head.innerHTML = '';
    prefetchNextScreens();
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});
