// The family's tracking page (issue 19 item 3): what the texts at each step link to, opened on the
// owner's phone without any session. It shows where the pet is, as a simple tracker in the family's
// words, and the practice's name and phone: nothing else (no price, no other booking, no staff name).
// Drawn with the first screens' kit, so a cold phone paints it at once.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { errorMessage, HTTPError, useApi } from '@portal/shared/api';
import { fetchTracking } from '@portal/shared/api/family-updates';
import type { TrackingDto } from '@portal/contracts/wire/family-updates';
import { telHref } from '@portal/shared/client-care';
import { FAMILY_STEPS, TRACKING_KEY_LENGTH, TRACKING_KEY_PARAM } from '@portal/contracts/domain/family-updates';
import { formatLongDate } from '@portal/contracts/domain/dates';
import { formatPhone } from '@portal/contracts/domain/phone';
import { LightButton, LightNotice, LightWaiting } from '@portal/shared/light';

export const TRACKING_TITLE = 'Your pet’s journey';
export const TRACKING_CLOSED_TITLE = 'This link is no longer open';
export const TRACKING_CLOSED_TEXT =
  'The link may have expired or been closed. If you have any questions, please contact your vet practice.';
export const TRACKING_FAILED = 'This page could not be loaded. Please try again.';
/** Ours (issue 32 item 4): a link cut short on its way (a key missing or shorter than a key is). */
export const TRACKING_CUT_SHORT_TITLE = 'This link is not complete';
export const TRACKING_CUT_SHORT_TEXT =
  'The link may have been cut short on its way to this page. Please open it again from your text message, tapping the whole link. Your vet practice’s number is in the same message.';

/**
 * The practice of the last journey this phone opened in full: a link cut short then still offers
 * someone to call. Only the practice's name and number, which the text message gave too.
 */
const REMEMBERED_PRACTICE = 'portal.tracking.practice';

function rememberPractice(practice: TrackingDto['practice']) {
  try {
    localStorage.setItem(REMEMBERED_PRACTICE, JSON.stringify({ name: practice.name, phone: practice.phone }));
  } catch {
    // Storage refused (private mode): the page works without it.
  }
}

function rememberedPractice(): TrackingDto['practice'] | null {
  try {
    const stored = JSON.parse(localStorage.getItem(REMEMBERED_PRACTICE) ?? 'null') as unknown;
    if (stored && typeof stored === 'object' && typeof (stored as { name?: unknown }).name === 'string') {
      const { name, phone } = stored as { name: string; phone?: unknown };
      return { name, phone: typeof phone === 'string' ? phone : null };
    }
  } catch {
    // Unreadable: nothing remembered.
  }
  return null;
}

/** The key in the link's fragment (`#k=...`); null when there is none. */
export function trackingKeyOf(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get(TRACKING_KEY_PARAM) || null;
}

type State = { kind: 'loading' } | { kind: 'closed' } | { kind: 'cut-short' } | { kind: 'failed'; message: string } | { kind: 'shown'; tracking: TrackingDto };

/** The page's one h1, which takes focus as it opens (a screen reader starts there), and the document title. */
function TrackingHeading({ title }: { title: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => {
    document.title = title;
    heading.current?.focus();
  }, [title]);
  return (
    <h1 className="lt-h1" ref={heading} tabIndex={-1}>
      {title}
    </h1>
  );
}

/** Each step, done, now or still to come, with the day it was reached (the practice's time zone is not known here: the phone's). */
function Tracker({ progress, dates }: { progress: number; dates: readonly (string | null)[] }) {
  return (
    <ol className="lt-tracker" aria-label="Steps">
      {FAMILY_STEPS.map((step, index) => {
        const state = index + 1 < progress ? 'done' : index + 1 === progress ? 'current' : 'upcoming';
        const reached = state === 'upcoming' ? '' : formatLongDate(dates[index], PHONE_TIME_ZONE);
        return (
          <li key={step.title} className="lt-tracker-step" data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <span className="lt-tracker-mark" aria-hidden="true">
              {state === 'upcoming' ? null : '✓'}
            </span>
            <span>
              <span className="lt-tracker-title">{step.title}</span>
              <span className="lt-visually-hidden">{state === 'done' ? ' (done)' : state === 'current' ? ' (now)' : ' (still to come)'}</span>
              {reached ? (
                <span className="lt-tracker-date" data-testid="tracker-date">
                  {reached}
                </span>
              ) : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** The phone's own time zone, for the days the steps were reached. */
const PHONE_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The page's title: the pet's journey by name, as the text named them. */
export const trackingTitle = (pet: string | null) => (pet ? `${pet}’s journey` : TRACKING_TITLE);

function PracticeContact({ practice }: { practice: TrackingDto['practice'] }) {
  return (
    <section className="lt-stack" data-gap="2" aria-labelledby="tracking-practice">
      <h2 className="lt-h2" id="tracking-practice">
        {practice.name}
      </h2>
      {practice.phone ? (
        <>
          <p className="lt-text">If you have any questions, we are here to help.</p>
          <a className="lt-button" data-variant="outline" href={telHref(practice.phone)} data-testid="practice-call">
            {/* One flex item: the name wraps as a sentence, the number kept on one line. */}
            <span>
              Call {practice.name} on <span className="lt-nowrap">{formatPhone(practice.phone)}</span>
            </span>
          </a>
        </>
      ) : (
        <p className="lt-text">If you have any questions, please contact {practice.name}.</p>
      )}
    </section>
  );
}

/** The tracking page for the link's fragment `hash`. */
export function TrackingScreen({ hash }: { hash: string }) {
  const api = useApi();
  const key = trackingKeyOf(hash);
  const [attempt, setAttempt] = useState(0);
  // The answer to one request (this key, this try); while another is asked for, the page waits.
  const request = `${attempt}:${key ?? ''}`;
  const [answer, setAnswer] = useState<{ request: string; state: State } | null>(null);

  const cutShort = !key || key.length < TRACKING_KEY_LENGTH;
  useEffect(() => {
    if (!key || cutShort) return;
    const controller = new AbortController();
    fetchTracking(api, key, controller.signal).then(
      (tracking) => {
        rememberPractice(tracking.practice);
        setAnswer({ request, state: { kind: 'shown', tracking } });
      },
      async (error: unknown) => {
        if (controller.signal.aborted) return;
        const state: State =
          error instanceof HTTPError && error.response.status === 404 ? { kind: 'closed' } : { kind: 'failed', message: await errorMessage(error, TRACKING_FAILED) };
        setAnswer({ request, state });
      },
    );
    return () => controller.abort();
  }, [api, key, cutShort, request]);

  const state: State = cutShort ? { kind: 'cut-short' } : answer?.request === request ? answer.state : { kind: 'loading' };
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  switch (state.kind) {
    case 'loading':
      return <LightWaiting label="Opening your pet’s journey…" />;
    case 'cut-short': {
      const practice = rememberedPractice();
      return (
        <div className="lt-stack lt-owner-page">
          <TrackingHeading title={TRACKING_CUT_SHORT_TITLE} />
          <p className="lt-text">{TRACKING_CUT_SHORT_TEXT}</p>
          {practice ? <PracticeContact practice={practice} /> : null}
        </div>
      );
    }
    case 'closed':
      return (
        <div className="lt-stack lt-owner-page">
          <TrackingHeading title={TRACKING_CLOSED_TITLE} />
          <p className="lt-text">{TRACKING_CLOSED_TEXT}</p>
        </div>
      );
    case 'failed':
      return (
        <div className="lt-stack lt-owner-page">
          <TrackingHeading title={TRACKING_TITLE} />
          <LightNotice status="error">{state.message}</LightNotice>
          <LightButton variant="outline" onClick={retry}>
            Try again
          </LightButton>
        </div>
      );
    case 'shown': {
      const { progress, practice, pet_name: pet, says, step_dates: dates } = state.tracking;
      return (
        <div className="lt-stack lt-owner-page">
          <TrackingHeading title={trackingTitle(pet)} />
          <p className="lt-lead" data-testid="tracking-now">
            {says ?? `For news of ${pet ?? 'your pet'}, please contact ${practice.name}.`}
          </p>
          {progress === null ? null : <Tracker progress={progress} dates={dates} />}
          <PracticeContact practice={practice} />
        </div>
      );
    }
  }
}
