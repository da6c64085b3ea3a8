/// <reference path="./raw.d.ts" />
// The first screens' kit (issue 17): the few parts the sign-in page and the owner's phone check draw
// before the UI kit has loaded, as plain elements styled by light/light.css (inlined in the first
// screen's HTML; LightStyles brings it where the full app shows the same screen). No Chakra, no
// emotion: a phone on a slow line paints these as soon as React has rendered them.
import { forwardRef, useId, type ButtonHTMLAttributes, type InputHTMLAttributes, type ReactNode } from 'react';
import { CLIENT_CARE_UNKNOWN, clientCareCallLabel, telHref, useClientCare } from '@portal/shared/client-care';
import { cspNonce } from '@portal/shared/csp-nonce';
import stylesheet from './light.css?raw';

/** The stylesheet, for a page the full app draws with these parts (React hoists it once into the head). */
export function LightStyles() {
  return (
    <style href="portal-light" precedence="default" nonce={cspNonce()}>
      {stylesheet}
    </style>
  );
}

/** A message that stays on the page, announced as it appears (alert for a problem, status for news). */
export function LightNotice({ status, children }: { status: 'error' | 'warning' | 'info' | 'success'; children: ReactNode }) {
  return (
    <div className="lt-alert" data-status={status} role={status === 'error' || status === 'warning' ? 'alert' : 'status'}>
      <div>{children}</div>
    </div>
  );
}

/** Progress, announced politely. */
export function LightWaiting({ label }: { label: string }) {
  return (
    <div className="lt-waiting" role="status" aria-live="polite">
      <span className="lt-spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

export interface LightButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'solid' | 'outline';
  /** While true, the button says `loadingText` and takes no second press. */
  loading?: boolean;
  loadingText?: string;
}

export function LightButton({ variant = 'solid', loading = false, loadingText, children, disabled, ...props }: LightButtonProps) {
  return (
    <button className="lt-button" data-variant={variant} disabled={disabled || loading} aria-busy={loading || undefined} {...props}>
      {loading ? (
        <>
          <span className="lt-spinner" aria-hidden="true" />
          {loadingText ?? children}
        </>
      ) : (
        children
      )}
    </button>
  );
}

export interface LightFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  helperText?: string;
  error?: string;
}

/** A labelled input with its help and its error, both read out with the field (aria-describedby). */
export const LightField = forwardRef<HTMLInputElement, LightFieldProps>(function LightField({ label, helperText, error, required, id, ...input }, ref) {
  const generated = useId();
  const inputId = id ?? generated;
  const helpId = `${inputId}-help`;
  const errorId = `${inputId}-error`;
  const describedBy = [error ? errorId : null, helperText ? helpId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="lt-field">
      <label className="lt-label" htmlFor={inputId}>
        {label}
        {required ? (
          <span className="lt-required" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <input
        ref={ref}
        id={inputId}
        className="lt-input"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {error ? (
        <p className="lt-error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
      {helperText ? (
        <p className="lt-help" id={helpId}>
          {helperText}
        </p>
      ) : null}
    </div>
  );
});

/**
 * 'Call <Brand> Client Care on <number>' as a thumb-sized link (the kit's ClientCareCall, drawn light);
 * without a known line, a sentence instead.
 */
export function LightClientCareCall() {
  const line = useClientCare();
  if (!line) return <p className="lt-text">{CLIENT_CARE_UNKNOWN}</p>;
  return (
    <a className="lt-button" data-variant="outline" href={telHref(line.phone)} data-testid="client-care-call">
      {clientCareCallLabel(line)}
    </a>
  );
}
