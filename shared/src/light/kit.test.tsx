import * as domMatchers from '@testing-library/jest-dom/matchers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LightAlert, LightLink, LightPasswordField } from './kit';

// jest-dom's matchers at run time (their types: ../testing/matchers.ts).
expect.extend(domMatchers);
afterEach(cleanup);

describe('the first screens kit', () => {
  it('LightPasswordField shows and hides what is typed, its toggle saying which', async () => {
    render(<LightPasswordField label="Password" helperText="At least 8 characters" error="Password is invalid or missing" />);
    const field = screen.getByLabelText('Password');
    expect(field).toHaveAttribute('type', 'password');
    expect(field).toHaveAccessibleDescription('Password is invalid or missing At least 8 characters');
    const user = userEvent.setup();
    await user.type(field, 'Portal#2026');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
    expect(field).toHaveValue('Portal#2026');
  });

  it('LightAlert announces a problem as an alert and news as a status, and closes', async () => {
    const onClose = vi.fn();
    const { rerender } = render(<LightAlert status="error" message="Please try again." onClose={onClose} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Please try again.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close alert' }));
    expect(onClose).toHaveBeenCalledOnce();
    rerender(<LightAlert status="success" message="Saved." onClose={onClose} />);
    expect(screen.getByRole('status')).toHaveTextContent('Saved.');
  });

  it('LightLink follows a plain click in the page, and leaves a new tab or window to the browser', () => {
    const onNavigate = vi.fn();
    render(
      <LightLink href="/forgot-password" onNavigate={onNavigate}>
        Forgot your password?
      </LightLink>,
    );
    const link = screen.getByRole('link', { name: 'Forgot your password?' });
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(link, { button: 1 })).toBe(true);
    expect(onNavigate).not.toHaveBeenCalled();
    // A plain click: handled here (the browser's own navigation is cancelled).
    expect(fireEvent.click(link)).toBe(false);
    expect(onNavigate).toHaveBeenCalledWith('/forgot-password');
  });
});
