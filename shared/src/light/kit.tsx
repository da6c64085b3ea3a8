// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the `*.css?raw` declaration must reach every app that compiles this file (their tsconfig includes only their own src).
/// <reference path="./raw.d.ts" />
// The first screens' kit (issue 17): the few parts the sign-in page and the owner's phone check draw
// before the UI kit has loaded, as plain elements styled by light/light.css (inlined in the first
// screen's HTML; LightStyles brings it where the full app shows the same screen). No Chakra, no
// emotion: a phone on a slow line paints these as soon as React has rendered them.
import {
  forwardRef,
  useId,
  useState,
  type AnchorHTMLAttributes,
  type ButtonHTMLAttributes,
  type InputHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { CLIENT_CARE_UNKNOWN, clientCareCallParts, telHref, useClientCare } from '@portal/shared/client-care';
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
  /** Drawn inside the input's end (the password's Show button); the input leaves it room. */
  end?: ReactNode;
}

/** A labelled input with its help and its error, both read out with the field (aria-describedby). */
export const LightField = forwardRef<HTMLInputElement, LightFieldProps>(function LightField({ label, helperText, error, required, id, end, ...input }, ref) {
  const generated = useId();
  const inputId = id ?? generated;
  const helpId = `${inputId}-help`;
  const errorId = `${inputId}-error`;
  const describedBy = [error ? errorId : null, helperText ? helpId : null].filter(Boolean).join(' ') || undefined;
  const field = (
    <input
      ref={ref}
      id={inputId}
      className="lt-input"
      required={required}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
      {...input}
    />
  );
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
      {end ? (
        <div className="lt-input-group">
          {field}
          {end}
        </div>
      ) : (
        field
      )}
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
  const { words, number } = clientCareCallParts(line);
  return (
    <a className="lt-button" data-variant="outline" href={telHref(line.phone)} data-testid="client-care-call">
      {/* The number never breaks across lines ('08 / 9240 1234' on a phone, issue 32 item 5). */}
      {words} <span className="lt-nowrap">{number}</span>
    </a>
  );
}

export type LightPasswordFieldProps = Omit<LightFieldProps, 'type' | 'end'>;

/** A password field with a Show / Hide toggle (the kit's PasswordInput): what is typed is kept as it is shown or hidden. */
export const LightPasswordField = forwardRef<HTMLInputElement, LightPasswordFieldProps>(function LightPasswordField(props, ref) {
  const [visible, setVisible] = useState(false);
  return (
    <LightField
      ref={ref}
      {...props}
      type={visible ? 'text' : 'password'}
      end={
        <button
          type="button"
          className="lt-reveal"
          aria-pressed={visible}
          aria-label={visible ? 'Hide password' : 'Show password'}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      }
    />
  );
});

export interface LightAlertProps {
  status: 'error' | 'warning' | 'info' | 'success';
  message: string;
  /** The person closes it (the kit's PortalAlert with timeout 0: it stays until then). */
  onClose: () => void;
}

/** A message that stays until the person closes it, announced as it appears (alert for a problem, status for news). */
export function LightAlert({ status, message, onClose }: LightAlertProps) {
  return (
    <div className="lt-alert" data-status={status} role={status === 'error' || status === 'warning' ? 'alert' : 'status'}>
      <div className="lt-alert-text">{message}</div>
      <button type="button" className="lt-close" aria-label="Close alert" onClick={onClose}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M18.7 6.7a1 1 0 0 0-1.4-1.4L12 10.6 6.7 5.3a1 1 0 0 0-1.4 1.4l5.3 5.3-5.3 5.3a1 1 0 1 0 1.4 1.4l5.3-5.3 5.3 5.3a1 1 0 0 0 1.4-1.4L13.4 12z" />
        </svg>
      </button>
    </div>
  );
}

export interface LightLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /**
   * Follows the link inside the app (the router's navigate) instead of a page load; a click with a
   * modifier key, or a link opening elsewhere, is left to the browser. Without it the browser loads
   * the page (a first screen hands over to the full app that way).
   */
  onNavigate?: (href: string) => void;
}

/** Is this a plain left click the page may handle itself (not a new tab or window, not a download)? */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined) {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey && (!target || target === '_self');
}

/** A link that stands on its own (the kit's Link): the text's colour, underlined on hover. */
export function LightLink({ href, onNavigate, onClick, className, ...props }: LightLinkProps) {
  return (
    <a
      {...props}
      href={href}
      className={className ? `lt-link ${className}` : 'lt-link'}
      onClick={(event) => {
        onClick?.(event);
        if (!onNavigate || !isPlainClick(event, props.target)) return;
        event.preventDefault();
        onNavigate(href);
      }}
    />
  );
}
