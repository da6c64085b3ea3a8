// The family's confirmation page (issue 36): what the text at submit links to, opened on the owner's
// phone without any session. After the mobile number the text went to (the second factor, as the
// engraving approval's), it shows what the practice booked in plain words (the pet, the service,
// products and engraving exactly as made, the amount when the family pays it, the practice to call),
// and asks for one of two answers: Confirm, with the family's typed name under the consent wording that
// is recorded, or "Something's not right", in their own words. A concern holds the booking before the
// cremation. Drawn with the first screens' kit, so a cold phone paints it at once; the answer stays on
// the page when it is opened again in the same tab (the number is kept for the tab, sessionStorage).
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { errorDetail, HTTPError, isUnreachable, useApi } from '@portal/shared/api';
import { answerConfirmation, fetchConfirmationPage } from '@portal/shared/api/family-confirmation';
import type { ConfirmationPageDto, ConfirmationProductDto } from '@portal/contracts/wire/family-confirmation';
import {
  CONCERN_WORDS_MAX,
  CONFIRMATION_KEY_PARAM,
  CONFIRMATION_MESSAGES,
  CONFIRMED_NAME_MAX,
} from '@portal/contracts/domain/family-confirmation';
import { PHONE_INVALID_FOR_ENGRAVING_MESSAGE, tooManyTriesMessage, VERIFY_WINDOW_MINUTES, verifyPhoneProblem } from '@portal/contracts/domain/engraving';
import { telHref } from '@portal/shared/client-care';
import { formatLongDate } from '@portal/contracts/domain/dates';
import { formatPhone } from '@portal/contracts/domain/phone';
import { formatMoney } from '@portal/contracts/domain/pricing';
import { LightButton, LightField, LightNotice, LightWaiting } from '@portal/shared/light';

export const CONFIRM_OPENING = 'Opening your pet’s booking…';
export const CONFIRM_TITLE = 'Please check your pet’s booking';
export const PHONE_TITLE = 'Please confirm your mobile number';
export const PHONE_LEAD =
  'Your vet practice sent you this link so you can check what has been arranged for your pet before it goes ahead. To open it, please enter the mobile number the text was sent to.';
export const PHONE_HELP = 'The way you would dial it, for example 0412 345 678.';
export const CONFIRM_CLOSED_TITLE = 'This link is no longer open';
export const CONFIRM_CUT_SHORT_TITLE = 'This link is not complete';
export const CONFIRM_CUT_SHORT_TEXT =
  'The link may have been cut short on its way to this page. Please open it again from your text message, tapping the whole link. Your vet practice’s number is in the same message.';
export const CONFIRM_FAILED = 'Something went wrong on our side, not with anything you entered. Please try again in a moment, or call your vet practice.';
/** A call that got no answer: what was typed stays on the page. */
export const CONFIRM_UNREACHABLE =
  'Your phone couldn’t reach us: it may have lost its internet connection. Nothing you typed is lost. When you’re connected, tap the button again, or call your vet practice.';
export const NAME_REQUIRED = CONFIRMATION_MESSAGES.nameRequired;
export const WORDS_REQUIRED = CONFIRMATION_MESSAGES.wordsRequired;
export const CONFIRM_LABEL = 'Confirm';
export const CONCERN_LABEL = 'Something’s not right';

/** The key in the link's fragment (`#k=...`); null when there is none. */
export function confirmationKeyOf(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get(CONFIRMATION_KEY_PARAM) || null;
}

/** The mobile typed for a link, kept for this tab only, so a reload shows the page (and the answer) again without asking. */
const TYPED_PHONE = 'portal.confirmation.phone';

function keptPhone(key: string): string | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(TYPED_PHONE) ?? 'null') as { key?: unknown; phone?: unknown } | null;
    return kept && kept.key === key && typeof kept.phone === 'string' ? kept.phone : null;
  } catch {
    return null;
  }
}

function keepPhone(key: string, phone: string | null) {
  try {
    if (phone === null) sessionStorage.removeItem(TYPED_PHONE);
    else sessionStorage.setItem(TYPED_PHONE, JSON.stringify({ key, phone }));
  } catch {
    // Storage refused (private mode): a reload asks for the number again.
  }
}

/** Whole minutes to wait from a Retry-After (seconds, or an HTTP date), rounded up. */
function minutesOf(retryAfter: string | null): number {
  if (!retryAfter) return VERIFY_WINDOW_MINUTES;
  const seconds = /^\d+$/.test(retryAfter.trim()) ? Number(retryAfter.trim()) : (Date.parse(retryAfter) - Date.now()) / 1000;
  return Number.isFinite(seconds) ? Math.max(1, Math.ceil(seconds / 60)) : VERIFY_WINDOW_MINUTES;
}

/** What a refused or failed call means for the page. */
type Refusal =
  | { kind: 'closed'; message: string }
  | { kind: 'phone'; message: string }
  | { kind: 'paused'; message: string }
  | { kind: 'field'; message: string }
  | { kind: 'not-answerable'; message: string }
  | { kind: 'failed'; message: string };

async function refusalOf(error: unknown): Promise<Refusal> {
  if (isUnreachable(error)) return { kind: 'failed', message: CONFIRM_UNREACHABLE };
  if (!(error instanceof HTTPError)) return { kind: 'failed', message: CONFIRM_FAILED };
  const status = error.response.status;
  const detail = await errorDetail(error);
  const text = typeof detail === 'string' && detail.trim() ? detail : null;
  if (status === 404 || status === 410) return { kind: 'closed', message: CONFIRMATION_MESSAGES.linkInvalid };
  if (status === 429) return { kind: 'paused', message: tooManyTriesMessage(minutesOf(error.response.headers.get('Retry-After'))) };
  if (status === 409) return { kind: 'not-answerable', message: text ?? CONFIRMATION_MESSAGES.noLongerAnswerable };
  if (status === 422) {
    const fields = detail && typeof detail === 'object' ? detail : {};
    if (typeof fields.phone === 'string') return { kind: 'phone', message: fields.phone };
    const field = fields.name ?? fields.words ?? text;
    return field ? { kind: 'field', message: String(field) } : { kind: 'phone', message: PHONE_INVALID_FOR_ENGRAVING_MESSAGE };
  }
  return { kind: 'failed', message: CONFIRM_FAILED };
}

const petOf = (page: ConfirmationPageDto) => page.pet_name?.trim() || 'your pet';
/** The phone's own time zone, for the day the family answered. */
const PHONE_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The page's one h1, which takes focus as it opens or changes (a screen reader starts there), and the document title. */
function Heading({ title }: { title: string }) {
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

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="lt-stack" data-gap="2" aria-labelledby={id}>
      <h2 className="lt-h2" id={id}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One product as it will be made: its options, and its engraving line by line with the icon and photo. */
function Product({ product }: { product: ConfirmationProductDto }) {
  const engraving = product.engraving;
  const extras = engraving ? [engraving.icon ? `Icon: ${engraving.icon}` : null, engraving.photo ? 'With your photo' : null].filter(Boolean) : [];
  return (
    <li>
      <span className="lt-confirm-product">
        {product.quantity > 1 ? `${product.quantity} × ` : ''}
        {product.name}
      </span>
      {product.options.length > 0 ? <span className="lt-confirm-detail">{product.options.join(', ')}</span> : null}
      {engraving && engraving.lines.length > 0 ? (
        <span className="lt-confirm-engraving">
          <span className="lt-visually-hidden">Engraved with: </span>
          {engraving.lines.map((line, index) => (
            <span key={index} className="lt-confirm-engraved-line">
              {line}
            </span>
          ))}
        </span>
      ) : null}
      {extras.length > 0 ? <span className="lt-confirm-detail">{extras.join('. ')}</span> : null}
    </li>
  );
}

/** What the practice booked, exactly as it will be done. */
function WhatWillBeDone({ page }: { page: ConfirmationPageDto }) {
  const { service, products, amount, amount_note: amountNote } = page;
  return (
    <>
      <Section title={service.name}>
        <p className="lt-text" data-testid="confirm-service">
          {service.says}
        </p>
      </Section>
      {products.length > 0 ? (
        <Section title="Keepsakes and products">
          <ul className="lt-confirm-list" data-testid="confirm-products">
            {products.map((product, index) => (
              <Product key={`${product.name}-${index}`} product={product} />
            ))}
          </ul>
        </Section>
      ) : null}
      {amount !== null ? (
        <Section title="What you pay">
          <p className="lt-text" data-testid="confirm-amount">
            <strong>{formatMoney(amount)}</strong> including GST.
          </p>
        </Section>
      ) : amountNote ? (
        <Section title="What you pay">
          <p className="lt-text" data-testid="confirm-amount">
            {amountNote}
          </p>
        </Section>
      ) : null}
    </>
  );
}

function PracticeContact({ practice }: { practice: ConfirmationPageDto['practice'] }) {
  return (
    <Section title={practice.name}>
      {practice.phone ? (
        <>
          <p className="lt-text">If you have a question, please call us.</p>
          <a className="lt-button" data-variant="outline" href={telHref(practice.phone)} data-testid="practice-call">
            {/* One flex item: the name wraps as a sentence, the number kept on one line. */}
            <span>
              Call {practice.name} on <span className="lt-nowrap">{formatPhone(practice.phone)}</span>
            </span>
          </a>
        </>
      ) : (
        <p className="lt-text">If you have a question, please contact {practice.name}.</p>
      )}
    </Section>
  );
}

/** The answer given, and what happens next: shown after sending, and whenever the link is opened again. */
function Answered({ page }: { page: ConfirmationPageDto }) {
  const answer = page.answer;
  if (!answer) return null;
  const pet = petOf(page);
  const practice = page.practice.name;
  const when = formatLongDate(answer.at, PHONE_TIME_ZONE);
  return answer.answer === 'confirm' ? (
    <div className="lt-stack" data-gap="4" data-testid="confirm-answer">
      <LightNotice status="success">
        Thank you. You confirmed this booking{when ? ` on ${when}` : ''} as <strong>{answer.name}</strong>.
      </LightNotice>
      <p className="lt-text">
        {practice} will now care for {pet} exactly as shown below. You do not need to do anything else. If anything changes, we will text
        you again.
      </p>
    </div>
  ) : (
    <div className="lt-stack" data-gap="4" data-testid="confirm-answer">
      <LightNotice status="info">Thank you for telling us. Your message has been sent to {practice}.</LightNotice>
      <p className="lt-text">
        Nothing will go ahead for {pet} until this is put right. {practice} will contact you, and when the booking is corrected we will text
        you a new link to check it again.
      </p>
      <Section title="What you told us">
        <p className="lt-text lt-confirm-words">{answer.words}</p>
      </Section>
    </div>
  );
}

type Choice = 'none' | 'confirm' | 'concern';
type Answer = { answer: 'confirm'; name: string } | { answer: 'concern'; words: string };

/** The two answers, one at a time: Confirm with the typed name, or the family's words. */
function AnswerForm({ page, send, again }: { page: ConfirmationPageDto; send: (answer: Answer) => Promise<Refusal | null>; again: boolean }) {
  const [choice, setChoice] = useState<Choice>('none');
  const [name, setName] = useState('');
  const [words, setWords] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const wordsId = useId();
  const field = useRef<HTMLInputElement & HTMLTextAreaElement>(null);

  useEffect(() => {
    if (choice !== 'none') field.current?.focus();
  }, [choice]);

  const choose = (next: Choice) => {
    setChoice(next);
    setFieldError(null);
    setFailure(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const typed = choice === 'confirm' ? name.trim() : words.trim();
    if (!typed) {
      setFieldError(choice === 'confirm' ? NAME_REQUIRED : WORDS_REQUIRED);
      field.current?.focus();
      return;
    }
    setFieldError(null);
    setFailure(null);
    setSending(true);
    const refusal = await send(choice === 'confirm' ? { answer: 'confirm', name: typed } : { answer: 'concern', words: typed });
    setSending(false);
    if (refusal?.kind === 'field') {
      setFieldError(refusal.message);
      field.current?.focus();
    } else if (refusal) setFailure(refusal.message);
  };

  if (choice === 'none') {
    return (
      <Section title={again ? 'Has something changed?' : 'Is this right?'}>
        <p className="lt-text">
          {again
            ? 'Until the cremation begins you can still answer again here.'
            : 'Please tell us before the cremation begins: once it has begun, it cannot be undone.'}
        </p>
        <div className="lt-stack" data-gap="4">
          <LightButton onClick={() => choose('confirm')}>{CONFIRM_LABEL}</LightButton>
          <LightButton variant="outline" onClick={() => choose('concern')}>
            {CONCERN_LABEL}
          </LightButton>
        </div>
      </Section>
    );
  }

  const errorId = `${wordsId}-error`;
  const helpId = `${wordsId}-help`;
  return (
    <form className="lt-stack" data-gap="4" onSubmit={(event) => void submit(event)} noValidate aria-label={choice === 'confirm' ? 'Confirm the booking' : 'Tell us what is not right'}>
      {choice === 'confirm' ? (
        <>
          <h2 className="lt-h2">Confirm the booking</h2>
          <p className="lt-text lt-confirm-consent" data-testid="consent-text">
            {page.consent_wording}
          </p>
          <LightField
            ref={field}
            label="Your full name"
            helperText="Typing your name confirms the words above."
            name="name"
            autoComplete="name"
            required
            maxLength={CONFIRMED_NAME_MAX}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={fieldError ?? undefined}
          />
        </>
      ) : (
        <>
          <h2 className="lt-h2">Something’s not right</h2>
          <div className="lt-field">
            <label className="lt-label" htmlFor={wordsId}>
              What is not right?
              <span className="lt-required" aria-hidden="true">
                *
              </span>
            </label>
            <textarea
              ref={field}
              id={wordsId}
              className="lt-input lt-textarea"
              name="words"
              rows={5}
              required
              maxLength={CONCERN_WORDS_MAX}
              value={words}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={[fieldError ? errorId : null, helpId].filter(Boolean).join(' ')}
              onChange={(event) => setWords(event.target.value)}
            />
            {fieldError ? (
              <p className="lt-error" id={errorId} role="alert">
                {fieldError}
              </p>
            ) : null}
            <p className="lt-help" id={helpId}>
              Your words go to {page.practice.name}. Nothing will go ahead until they have put it right.
            </p>
          </div>
        </>
      )}
      {failure ? <LightNotice status="error">{failure}</LightNotice> : null}
      <LightButton type="submit" loading={sending} loadingText="Sending…">
        {choice === 'confirm' ? 'Confirm the booking' : `Send to ${page.practice.name}`}
      </LightButton>
      <LightButton type="button" variant="outline" disabled={sending} onClick={() => choose('none')}>
        Back
      </LightButton>
    </form>
  );
}

/** The mobile number the text went to, before anything of the booking is shown. */
function PhoneForm({ onSubmit, refusal, checking }: { onSubmit: (phone: string) => void; refusal: Refusal | null; checking: boolean }) {
  const [phone, setPhone] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const fieldError = problem ?? (refusal?.kind === 'phone' ? refusal.message : null);
  useEffect(() => {
    if (refusal?.kind === 'phone') input.current?.focus();
  }, [refusal]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (checking) return;
    const wrong = verifyPhoneProblem(phone);
    setProblem(wrong);
    if (wrong) {
      input.current?.focus();
      return;
    }
    onSubmit(phone);
  };
  return (
    <form className="lt-stack" onSubmit={submit} noValidate>
      <p className="lt-text">{PHONE_LEAD}</p>
      <LightField
        ref={input}
        label="Mobile number"
        helperText={PHONE_HELP}
        error={fieldError ?? undefined}
        required
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={phone}
        onChange={(event) => {
          setPhone(event.target.value);
          setProblem(null);
        }}
      />
      {refusal && refusal.kind !== 'phone' ? <LightNotice status="error">{refusal.message}</LightNotice> : null}
      <LightButton type="submit" loading={checking} loadingText="Opening…" disabled={refusal?.kind === 'paused'}>
        Open the booking
      </LightButton>
    </form>
  );
}

type State =
  | { kind: 'phone'; refusal: Refusal | null; checking: boolean }
  | { kind: 'loading' }
  | { kind: 'closed'; message: string }
  | { kind: 'failed'; message: string; phone: string }
  | { kind: 'shown'; page: ConfirmationPageDto; phone: string; notice: string | null };

/** Where a refused or failed opening leaves the page; a number that no longer opens it is forgotten. */
async function stateAfterRefusal(key: string, phone: string, error: unknown): Promise<State> {
  const refusal = await refusalOf(error);
  if (refusal.kind === 'closed') {
    keepPhone(key, null);
    return { kind: 'closed', message: refusal.message };
  }
  if (refusal.kind === 'failed') return { kind: 'failed', message: refusal.message, phone };
  // A number kept from before that no longer opens it: asked again.
  keepPhone(key, null);
  return { kind: 'phone', refusal, checking: false };
}

/** The family's confirmation page for the link's fragment `hash`: afresh for each link (a new request's link opened in the same tab). */
export function ConfirmationScreen({ hash }: { hash: string }) {
  const key = confirmationKeyOf(hash);
  return <Confirmation key={key ?? ''} linkKey={key} />;
}

function Confirmation({ linkKey: key }: { linkKey: string | null }) {
  const api = useApi();
  const [state, setState] = useState<State>(() => (key && keptPhone(key) ? { kind: 'loading' } : { kind: 'phone', refusal: null, checking: false }));

  const open = useCallback(
    async (phone: string) => {
      if (!key) return;
      try {
        const page = await fetchConfirmationPage(api, { key, phone });
        keepPhone(key, phone);
        setState({ kind: 'shown', page, phone, notice: null });
      } catch (error) {
        setState(await stateAfterRefusal(key, phone, error));
      }
    },
    [api, key],
  );

  // Opened again in the same tab: the number typed before opens it at once.
  useEffect(() => {
    const phone = key ? keptPhone(key) : null;
    if (!key || !phone) return;
    const controller = new AbortController();
    fetchConfirmationPage(api, { key, phone }, controller.signal).then(
      (page) => setState({ kind: 'shown', page, phone, notice: null }),
      async (error: unknown) => {
        if (controller.signal.aborted) return;
        const next = await stateAfterRefusal(key, phone, error);
        if (!controller.signal.aborted) setState(next);
      },
    );
    return () => controller.abort();
  }, [api, key]);

  /** Sends the answer; resolves with the refusal to show in the form, or null (the page moved on). */
  const send = useCallback(
    async (answer: Answer): Promise<Refusal | null> => {
      if (!key || state.kind !== 'shown') return { kind: 'failed', message: CONFIRM_FAILED };
      const { phone } = state;
      try {
        const page = await answerConfirmation(api, { key, phone, ...answer });
        setState({ kind: 'shown', page, phone, notice: null });
        return null;
      } catch (error) {
        const refusal = await refusalOf(error);
        if (refusal.kind === 'closed') {
          keepPhone(key, null);
          setState({ kind: 'closed', message: refusal.message });
          return null;
        }
        if (refusal.kind === 'not-answerable') {
          // The cremation started or the booking was cancelled meanwhile: the page as it is now, and why.
          try {
            const page = await fetchConfirmationPage(api, { key, phone });
            setState({ kind: 'shown', page, phone, notice: refusal.message });
            return null;
          } catch {
            return refusal;
          }
        }
        return refusal;
      }
    },
    [api, key, state],
  );

  if (!key) {
    return (
      <div className="lt-stack lt-owner-page">
        <Heading title={CONFIRM_CUT_SHORT_TITLE} />
        <p className="lt-text">{CONFIRM_CUT_SHORT_TEXT}</p>
      </div>
    );
  }

  switch (state.kind) {
    case 'loading':
      return <LightWaiting label={CONFIRM_OPENING} />;
    case 'phone':
      return (
        <div className="lt-stack lt-owner-page">
          <Heading title={PHONE_TITLE} />
          <PhoneForm
            refusal={state.refusal}
            checking={state.checking}
            onSubmit={(phone) => {
              setState({ kind: 'phone', refusal: null, checking: true });
              void open(phone);
            }}
          />
        </div>
      );
    case 'closed':
      return (
        <div className="lt-stack lt-owner-page">
          <Heading title={CONFIRM_CLOSED_TITLE} />
          <p className="lt-text">{state.message}</p>
        </div>
      );
    case 'failed':
      return (
        <div className="lt-stack lt-owner-page">
          <Heading title={CONFIRM_TITLE} />
          <LightNotice status="error">{state.message}</LightNotice>
          <LightButton
            variant="outline"
            onClick={() => {
              setState({ kind: 'loading' });
              void open(state.phone);
            }}
          >
            Try again
          </LightButton>
        </div>
      );
    case 'shown': {
      const { page, notice } = state;
      const pet = page.pet_name?.trim();
      const title = page.answer ? (page.answer.answer === 'confirm' ? 'Thank you for confirming' : 'Thank you for telling us') : pet ? `Please check ${pet}’s booking` : CONFIRM_TITLE;
      return (
        <div className="lt-stack lt-owner-page">
          <Heading title={title} />
          {notice ? <LightNotice status="warning">{notice}</LightNotice> : null}
          {page.answer ? (
            <Answered page={page} />
          ) : (
            <p className="lt-lead">
              {page.practice.name} has arranged the following for {petOf(page)}. Please check it is what you want.
            </p>
          )}
          <WhatWillBeDone page={page} />
          {page.can_answer ? (
            // Afresh after each answer: the two choices again, nothing typed.
            <AnswerForm key={page.answer?.at ?? 'unanswered'} page={page} send={send} again={page.answer !== null} />
          ) : notice || page.answer ? null : (
            <LightNotice status="info">{CONFIRMATION_MESSAGES.noLongerAnswerable}</LightNotice>
          )}
          <PracticeContact practice={page.practice} />
        </div>
      );
    }
  }
}
