// /engraving/verify/{bookingId}/{quotedProductId} (spec 001 s2.2, s2.14 'Verify: owner enters mobile
// number'; s5 'Engraving verify'; s8): the guest account signs in, the owner types their mobile number
// as they write it (0412 555 055, +61 412 555 055: the 9 digits are compared), and a right number opens
// the artwork (check-existing, staff=0). The page needs the key of the owner's link (issue 16 item 2,
// ownerLink.ts); without a live one it says so. Where the owner cannot go on alone (a wrong number, too
// many tries, no mobile on the booking, no such booking, a dead link), the brand's Client Care line is
// offered.
import { useEffect, useEffectEvent, useMemo, useRef, useState, type FormEvent } from 'react';
import { fetchVerifyStatus, verifyOwnerPhone } from '@portal/shared/api/engraving';
import {
  GUEST_LOGIN_FAILED_MESSAGE,
  NO_OWNER_PHONE_MESSAGE,
  OWNER_LINK_INVALID_MESSAGE,
  PHONE_INVALID_FOR_ENGRAVING_MESSAGE,
  VERIFY_WINDOW_MINUTES,
  engravingQueryString,
  tooManyTriesMessage,
  verifyPhoneProblem,
} from '@portal/contracts/domain/engraving';
import { isTokenFresh, jwtClaims } from '@portal/contracts/domain/jwt';
import { useIdentity } from '@portal/shared/identity';
import { useClientCare } from '@portal/shared/client-care';
import { LightButton, LightClientCareCall, LightField, LightNotice, LightWaiting } from '@portal/shared/light';
import { sessionStore } from '@portal/shared/session';
import { rememberClientCare } from './clientCare';
import { LightFailed, LightOwnerPage } from './LightOwnerPage';
import { actionFailureMessage, callFailure, OWNER_NOT_FOUND_MESSAGE, retryAfterMinutes, type CallFailure } from './failures';
import { signInGuest } from './guest';
import { forgetOwnerLinkKey, ownerLinkKey } from './ownerLink';
import { useOwnerPagesApi } from './useOwnerPagesApi';

export const VERIFY_TITLE = 'Verify your mobile number';
export const VERIFY_HELP = 'The mobile number we have for you, the way you would dial it, for example 0412 345 678.';
/** Ours: said on the phone check when an owner page found the session over. */
export const SESSION_ENDED_MESSAGE = 'For your security, please enter your mobile number again to keep going.';

type Phase =
  | { kind: 'opening' }
  | { kind: 'login-failed' }
  | { kind: 'not-found' }
  /** No key for this line's link, or one the server no longer takes (expired, replaced or unknown). */
  | { kind: 'bad-link' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; hasOwnerPhone: boolean };

/** What an owner page hands the phone check when it sends the owner back. */
export interface VerifyState {
  sessionEnded?: boolean;
}

/** The server's answer to a call without a live link for the line (the same whatever exists). */
const isBadLink = (failure: CallFailure) => failure.status === 404 && failure.detail === OWNER_LINK_INVALID_MESSAGE;

/** Whether an owner's grant names this booking and line (its claims b and q). */
function grantIsFor(grant: string, bookingId: string, quotedProductId: string): boolean {
  const claims = jwtClaims(grant);
  return claims?.b === bookingId && claims.q === quotedProductId;
}

export interface VerifyScreenProps {
  bookingId: string;
  quotedProductId: string;
  /** The address's fragment: the link's key (`#k=...`). */
  hash: string;
  /** An owner page sent the owner back here because their session ran out. */
  sessionEnded: boolean;
  /** Opens the artwork (check-existing) in place of the phone check. */
  onVerified: (path: string) => void;
  /** The number can be typed now (the form is on screen): what the owner came for is shown. */
  onShown?: () => void;
}

/**
 * The phone check, drawn with the first screens' kit (issue 17): the owner's link opens it cold on a
 * phone, before the UI kit has loaded (first-screen/verify.tsx), and the owner app's route shows the
 * same screen (VerifyPage).
 */
export function VerifyScreen(props: VerifyScreenProps) {
  // Another booking's link is a new page.
  return <Verify key={`${props.bookingId}/${props.quotedProductId}`} {...props} />;
}

/**
 * The page's first words (ours). With the brand named in the header (the booking's, once the server has
 * said it), they say who that is: the maker of the plaque for the family's practice (issue 32 item 4).
 */
export function verifyLead(brand: string | null): string {
  const who = brand ? `${brand} make your pet's plaque for your vet practice. ` : '';
  return `${who}To see the artwork for your pet's plaque, please confirm the mobile number we have for you.`;
}

function Verify({ bookingId, quotedProductId, hash, sessionEnded, onVerified, onShown }: VerifyScreenProps) {
  const clientCare = useClientCare();
  const api = useOwnerPagesApi(false);
  const identity = useIdentity();
  const linkKey = useMemo(() => ownerLinkKey(hash, { bookingId, quotedProductId }), [hash, bookingId, quotedProductId]);
  const [attempt, setAttempt] = useState(0);
  const [opened, setPhase] = useState<Phase>({ kind: 'opening' });
  // Without the link's key there is nothing to open.
  const phase: Phase = linkKey ? opened : { kind: 'bad-link' };
  const [phone, setPhone] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | null>(null);
  /** The last try was refused by the server (a wrong number, or too many tries): offer the call. */
  const [refused, setRefused] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  /** The server paused the check (too many wrong numbers) until then: Verify waits too (issue 32 item 5). */
  const [pausedUntil, setPausedUntil] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (pausedUntil === null) return;
    const timer = setTimeout(() => {
      setPausedUntil(null);
      // What said the pause is over with it; the number is kept for the next try.
      setAlert(null);
      setFieldError(undefined);
    }, Math.max(0, pausedUntil - Date.now()));
    return () => clearTimeout(timer);
  }, [pausedUntil]);
  const pauseFor = (minutes: number) => setPausedUntil(Date.now() + minutes * 60_000);
  const artworkPath = `/engraving/check-existing?${engravingQueryString({ staff: false, bookingId, quotedProductId })}`;
  const toArtwork = useEffectEvent(() => onVerified(artworkPath));
  const shown = useEffectEvent(() => onShown?.());
  useEffect(() => {
    if (phase.kind === 'ready') shown();
  }, [phase.kind]);

  // The guest account signs in (unless this tab holds a fresh guest token), then the server says
  // whether the booking has an owner number to check.
  useEffect(() => {
    if (!linkKey) return;
    const controller = new AbortController();
    const open = async () => {
      let token = sessionStore.getState().clientToken;
      if (!token || !isTokenFresh(token)) {
        try {
          token = await signInGuest(identity);
        } catch (error) {
          console.error('The guest account could not sign in', error);
          if (!controller.signal.aborted) setPhase({ kind: 'login-failed' });
          return;
        }
        if (controller.signal.aborted) return;
      }
      // A grant held from before is dropped when it is for another line or has run out (this check
      // earns a new one); this line's own fresh grant stays, so Back from the artwork ends nothing.
      const held = sessionStore.getState().clientGrant;
      const keep = held && isTokenFresh(held) && grantIsFor(held, bookingId, quotedProductId) ? held : null;
      sessionStore.getState().setClientToken(token, keep);
      // The same tab, its check still fresh (the link opened again minutes later, Back from the
      // artwork): the artwork at once, not the number again (issue 32 item 5).
      if (keep) {
        toArtwork();
        return;
      }
      try {
        const status = await fetchVerifyStatus(api, bookingId, quotedProductId, linkKey, controller.signal);
        if (controller.signal.aborted) return;
        rememberClientCare(status.client_care);
        setPhase({ kind: 'ready', hasOwnerPhone: status.has_owner_phone });
      } catch (error) {
        if (controller.signal.aborted) return;
        const failure = await callFailure(error);
        if (controller.signal.aborted) return;
        if (isBadLink(failure)) {
          forgetOwnerLinkKey({ bookingId, quotedProductId });
          setPhase({ kind: 'bad-link' });
        } else if (failure.status === 404) setPhase({ kind: 'not-found' });
        else {
          console.error('The phone check could not be opened', error);
          setPhase({ kind: 'failed', message: actionFailureMessage(error, { staff: false }, 'Try again') });
        }
      }
    };
    void open();
    return () => controller.abort();
  }, [api, identity, bookingId, quotedProductId, linkKey, attempt]);

  const retry = () => {
    setPhase({ kind: 'opening' });
    setAttempt((n) => n + 1);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting || !linkKey) return;
    setAlert(null);
    setRefused(false);
    const problem = verifyPhoneProblem(phone);
    setFieldError(problem ?? undefined);
    if (problem) {
      input.current?.focus();
      return;
    }
    setSubmitting(true);
    try {
      const { grant } = await verifyOwnerPhone(api, bookingId, quotedProductId, phone, linkKey);
      sessionStore.getState().setClientToken(sessionStore.getState().clientToken, grant);
      // In place of the phone check: Back from the artwork leaves the pages, not re-asks the number.
      onVerified(artworkPath);
    } catch (error) {
      const failure = await callFailure(error);
      if (failure.status === 422) {
        const detail = failure.detail;
        const message = typeof detail === 'string' ? detail : (detail?.phone ?? Object.values(detail ?? {})[0]);
        setFieldError(message || PHONE_INVALID_FOR_ENGRAVING_MESSAGE);
        setRefused(true);
        // The last try: the server says the pause began (its Retry-After).
        const pause = retryAfterMinutes(failure.retryAfter);
        if (pause !== null) pauseFor(pause);
        input.current?.focus();
      } else if (failure.status === 429) {
        const minutes = retryAfterMinutes(failure.retryAfter) ?? VERIFY_WINDOW_MINUTES;
        setAlert(tooManyTriesMessage(minutes));
        pauseFor(minutes);
        setRefused(true);
      } else if (isBadLink(failure)) {
        // The link ran out or was replaced while the page was open.
        forgetOwnerLinkKey({ bookingId, quotedProductId });
        setPhase({ kind: 'bad-link' });
      } else if (failure.status === 404) {
        setAlert(OWNER_NOT_FOUND_MESSAGE);
        setRefused(true);
      } else {
        // The connection, or our side: never the number (which is kept), and someone to call.
        console.error('The phone check failed', error);
        setAlert(actionFailureMessage(error, { staff: false }, 'Verify'));
        setRefused(true);
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <LightOwnerPage title={VERIFY_TITLE}>
      <p className="lt-text">{verifyLead(clientCare?.name ?? null)}</p>
      {sessionEnded && phase.kind !== 'login-failed' && phase.kind !== 'bad-link' ? <LightNotice status="info">{SESSION_ENDED_MESSAGE}</LightNotice> : null}
      {phase.kind === 'opening' ? <LightWaiting label="Opening the artwork check…" /> : null}
      {phase.kind === 'login-failed' || phase.kind === 'failed' ? (
        <>
          <LightFailed message={phase.kind === 'login-failed' ? GUEST_LOGIN_FAILED_MESSAGE : phase.message} onRetry={retry} />
          <LightClientCareCall />
        </>
      ) : null}
      {phase.kind === 'not-found' ? (
        <>
          <LightNotice status="error">{OWNER_NOT_FOUND_MESSAGE}</LightNotice>
          <LightClientCareCall />
        </>
      ) : null}
      {phase.kind === 'bad-link' ? (
        <>
          <LightNotice status="warning">{OWNER_LINK_INVALID_MESSAGE}</LightNotice>
          <LightClientCareCall />
        </>
      ) : null}
      {phase.kind === 'ready' ? (
        <form className="lt-stack" onSubmit={(event) => void submit(event)} noValidate>
          {!phase.hasOwnerPhone ? (
            <>
              <LightNotice status="warning">{NO_OWNER_PHONE_MESSAGE}</LightNotice>
              <LightClientCareCall />
            </>
          ) : null}
          <LightField
            ref={input}
            label="Mobile number"
            helperText={VERIFY_HELP}
            error={fieldError}
            required
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={phone}
            onChange={(event) => {
              // Kept as typed: spaces, the leading 0 and +61 are all fine (the 9 digits are compared).
              setPhone(event.target.value);
              setFieldError(undefined);
            }}
          />
          {alert ? <LightNotice status="error">{alert}</LightNotice> : null}
          <LightButton type="submit" disabled={!phase.hasOwnerPhone || pausedUntil !== null} loading={submitting} loadingText="Checking your number…">
            Verify
          </LightButton>
          {refused && phase.hasOwnerPhone ? <LightClientCareCall /> : null}
          <span className="lt-visually-hidden" role="status" aria-live="polite">
            {submitting ? 'Checking your number…' : ''}
          </span>
        </form>
      ) : null}
    </LightOwnerPage>
  );
}
