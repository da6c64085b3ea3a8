import { afterEach, describe, expect, it, vi } from 'vitest';
import { openPage } from './openPage';

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', 'http://localhost:3000/login');
});

describe('openPage: the route navigation of the first screen, as a page load', () => {
  it('replaces /login with where the person was going', () => {
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
    openPage('/dashboard', { replace: true });
    expect(replace).toHaveBeenCalledWith('/dashboard');
  });

  it("writes the router's state into the next entry, as react-router would, then loads it", () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    window.history.replaceState(null, '', 'http://localhost:3000/login');
    const before = window.history.length;
    openPage('/forgot-password?email=new.starter%40example.com', { state: { firstSignIn: true } });
    expect(window.location.pathname + window.location.search).toBe('/forgot-password?email=new.starter%40example.com');
    expect(window.history.length).toBe(before + 1);
    expect(window.history.state).toMatchObject({ usr: { firstSignIn: true }, idx: 1 });
    expect((window.history.state as { key: string }).key).toMatch(/^[a-z0-9]+$/);
    expect(reload).toHaveBeenCalledOnce();
  });
});
