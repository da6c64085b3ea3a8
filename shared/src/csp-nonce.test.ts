import { afterEach, describe, expect, it } from 'vitest';
import { cspNonce } from './csp-nonce';

describe('cspNonce', () => {
  afterEach(() => document.head.querySelector('meta[name="csp-nonce"]')?.remove());

  it("reads the nonce the server wrote into the page's csp-nonce meta tag", () => {
    document.head.insertAdjacentHTML('beforeend', '<meta name="csp-nonce" nonce="abc123" />');
    expect(cspNonce()).toBe('abc123');
  });

  it('is undefined on a page served without one', () => {
    expect(cspNonce()).toBeUndefined();
  });
});
