// /engraving/check-existing?staff&bookingId&quotedProductId (spec 001 s2.14 'Check existing: shows the
// current artwork with buttons "I want to make changes" and "I approve this artwork"'; s4 'Engraving
// approval flow'). Past the stage where plaques change it is /engraving/404. Drawn with the first
// screens' kit (issue 17): after the right number the owner's phone opens it cold as a first screen
// (first-screen/check-existing.tsx), and the owner app's route (CheckExistingRoute) shows the same
// screen; this module holds nothing of the router or the UI kit.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { approveEngraving } from '@portal/shared/api/engraving';
import type { EngravingLookupDto, EngravingVersionDto } from '@portal/contracts/wire/engraving';
import { formatLongDate } from '@portal/contracts/domain/dates';
import {
  APPROVAL_IMAGE_WIDTH,
  APPROVED_CHANGES_MESSAGE,
  artworkApprovedMessage,
  APPROVE_ARTWORK_LABEL,
  artworkChanges,
  drawingSize,
  ENGRAVING_TEXT_LABELS,
  MAKE_CHANGES_LABEL,
  ownerChangeStart,
  type ArtworkPart,
  type EngravingQuery,
  type EngravingTextField,
  type PlaqueConfig,
} from '@portal/contracts/domain/engraving';
import { LightButton, LightClientCareCall, LightNotice, LightWaiting, type Go } from '@portal/shared/light';
import { EngravedList } from '../../components/artwork/EngravedList';
import { artworkAlt } from './artworkText';
import { actionFailureMessage, callFailure, notFoundMessage, ownerSessionEnded } from './failures';
import { LightFailed, LightOwnerPage, LightStuck } from './LightOwnerPage';
import { CHECK_EXISTING_TITLE, noLongerAvailablePath, pagePath, verifyPath } from './paths';
import { useEngravingLookup } from './useEngravingLookup';
import { OWNER_WORDS } from '../../components/artwork/artworkWords';
import { useOwnerPagesApi } from './useOwnerPagesApi';

/** Ours: a plaque whose artwork nobody has submitted yet. */
export const NO_ARTWORK_YET_MESSAGE = 'No artwork has been prepared for this plaque yet.';
export const PREPARE_ARTWORK_LABEL = 'Prepare the artwork';
/** Ours: the approve call answered 409 (a newer version came in meanwhile). */
export const ARTWORK_CHANGED_MESSAGE = 'The artwork has changed since this page opened. Please check the latest version below.';
/** Ours: the product has no plaque config, so there is nothing to change here (said to the owner, then to staff). */
export const NOT_CHANGEABLE_MESSAGE = "The artwork of this product cannot be changed here. If something needs to change, please call us and we'll help.";
export const STAFF_NOT_CHANGEABLE_MESSAGE = 'The artwork of this product cannot be changed here. Please contact our Client Care team.';

/** The notice in a history entry's state (`{ notice }`), if any. */
export function arrivalNoticeOf(state: unknown): string | null {
  const given = (state as { notice?: unknown } | null)?.notice;
  return typeof given === 'string' && given ? given : null;
}

export interface CheckExistingScreenProps {
  query: EngravingQuery;
  /** Where the page leads: the router's navigate, or a first screen's page load. */
  go: Go;
  /** What the page that sent the person here had to say. */
  arrival: string | null;
  /** Above the heading (staff's Back to the booking). */
  top?: ReactNode;
  /** The artwork is on screen (its image drawn or failed), or the line has none: what the owner came for is shown. */
  onShown?: (lookup: EngravingLookupDto) => void;
}

/** Ours (issue 32 item 5): the second tap of an approval says what it does. */
export const APPROVE_CONFIRM_TEXT = 'The plaque will be engraved exactly as shown above. Approve it?';
export const APPROVE_CONFIRM_LABEL = 'Yes, approve the artwork';

export function CheckExistingScreen({ query, go, arrival, top, onShown }: CheckExistingScreenProps) {
  const { state, reload } = useEngravingLookup(query);
  const [alert, setAlert] = useState<string | null>(null);
  const leaving = state.status === 'session-ended' || (state.status === 'ready' && !state.lookup.editable);

  useEffect(() => {
    if (state.status === 'session-ended') go(verifyPath(query), { replace: true, state: { sessionEnded: true } });
    else if (state.status === 'ready' && !state.lookup.editable) go(noLongerAvailablePath(query), { replace: true });
  }, [state, go, query]);
  if (leaving) return null;

  return (
    <LightOwnerPage title={CHECK_EXISTING_TITLE} top={top}>
      {alert ? <LightNotice status="error">{alert}</LightNotice> : null}
      {alert && !query.staff ? <LightClientCareCall /> : null}
      {/* A settled artwork says so itself (an owner's late submit was refused with the same words). */}
      {arrival && !alert && !(state.status === 'ready' && state.lookup.current?.approved) ? <LightNotice status="info">{arrival}</LightNotice> : null}
      {state.status === 'loading' ? <LightWaiting label="Loading the artwork…" /> : null}
      {state.status === 'not-found' ? <LightStuck message={state.message} staff={query.staff} /> : null}
      {state.status === 'failed' ? (
        <>
          <LightFailed message={state.message} onRetry={reload} />
          {query.staff ? null : <LightClientCareCall />}
        </>
      ) : null}
      {state.status === 'ready' ? (
        <CurrentArtwork query={query} lookup={state.lookup} config={state.config} go={go} onAlert={setAlert} onChanged={reload} onShown={onShown} />
      ) : null}
    </LightOwnerPage>
  );
}

/** Ours (issue 32 item 4): what a revised version changed from the one before, by the names the list uses. */
export function versionChangesText(parts: ArtworkPart[], previous: number, lineLabels: Record<EngravingTextField, string>): string {
  if (parts.length === 0) return `The same words, icon and photo as version ${previous}.`;
  const names = parts.map((part) => (part === 'icon' ? 'Icon' : part === 'photo' ? 'Photo' : lineLabels[part]));
  return `Changed since version ${previous}: ${names.join(', ')}.`;
}

function VersionChanges({ versions, current, lineLabels }: { versions: EngravingVersionDto[]; current: EngravingVersionDto; lineLabels: Record<EngravingTextField, string> }) {
  const previous = versions.find((version) => version.version === current.version - 1);
  if (!previous) return null;
  return (
    <p className="lt-text" data-testid="version-changes">
      {versionChangesText(artworkChanges(previous.engravingFiles, current.engravingFiles), previous.version, lineLabels)}
    </p>
  );
}

/**
 * The settled state (issue 15 item 2): 'You approved this artwork on 24 November 2026.' For staff, who
 * may still make a new version while the booking takes changes, who approved it and when.
 */
function SettledNotice({ version, staff }: { version: EngravingVersionDto; staff: boolean }) {
  if (staff) {
    const date = formatLongDate(version.approved_at);
    const by = version.approved_by === 'staff' ? 'the practice' : 'the owner';
    return (
      <LightNotice status="success">
        Version {version.version} was approved by {by}
        {date ? ` on ${date}` : ''}. A new version you make now waits for the owner's approval again.
      </LightNotice>
    );
  }
  return (
    <LightNotice status="success">
      {artworkApprovedMessage(version)} {APPROVED_CHANGES_MESSAGE}
    </LightNotice>
  );
}

interface CurrentArtworkProps {
  query: EngravingQuery;
  lookup: EngravingLookupDto;
  config: PlaqueConfig | null;
  go: Go;
  onAlert: (message: string | null) => void;
  onChanged: () => void;
  onShown?: (lookup: EngravingLookupDto) => void;
}

function CurrentArtwork({ query, lookup, config, go, onAlert, onChanged, onShown }: CurrentArtworkProps) {
  const api = useOwnerPagesApi(query.staff);
  const [approving, setApproving] = useState(false);
  // 'I approve this artwork' asks once more, as the change path's checkbox does: what is approved is
  // engraved exactly as shown, and cannot be undone here (issue 32 item 5).
  const [confirming, setConfirming] = useState(false);
  const confirmText = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (confirming) confirmText.current?.focus();
  }, [confirming]);
  const current = lookup.current;
  useEffect(() => {
    if (!current) onShown?.(lookup);
  }, [current, lookup, onShown]);
  // An approved latest version is settled: the owner is told when, and offered nothing to send again.
  const settled = current?.approved ? current : null;
  const canApprove = current !== null && !current.approved;
  // Staff may still make a new version of a settled artwork; the owner may not.
  const canChange = config !== null && !(settled && !query.staff);
  // The artwork's box before it arrives (it is the plaque drawn APPROVAL_IMAGE_WIDTH wide), so
  // nothing below it moves when it does; the image's own proportions win once it has loaded.
  const artworkHeight = config ? drawingSize(config, APPROVAL_IMAGE_WIDTH).height : undefined;

  const approve = async (version: EngravingVersionDto) => {
    setApproving(true);
    onAlert(null);
    try {
      await approveEngraving(api, query.bookingId, query.quotedProductId, version.id);
      go(pagePath('approved', query));
    } catch (error) {
      const failure = await callFailure(error);
      if (failure.status === 409) {
        onAlert(ARTWORK_CHANGED_MESSAGE);
        onChanged();
      } else if (ownerSessionEnded(failure, query)) {
        go(verifyPath(query), { replace: true, state: { sessionEnded: true } });
      } else if (failure.status === 404) {
        onAlert(notFoundMessage(failure, query));
      } else {
        console.error('The artwork could not be approved', error);
        onAlert(actionFailureMessage(error, query, APPROVE_CONFIRM_LABEL));
      }
    } finally {
      setApproving(false);
    }
  };

  return (
    <div className="lt-stack">
      <p className="lt-lead">
        {lookup.product_name}
        {lookup.pet_name ? ` for ${lookup.pet_name}` : ''}
      </p>
      {current ? (
        <>
          <figure className="lt-figure">
            <img
              className="lt-artwork"
              src={current.engravingFiles.image_options_url}
              alt={artworkAlt(lookup.pet_name, current)}
              width={APPROVAL_IMAGE_WIDTH}
              height={artworkHeight}
              // The page's largest content: asked for first, never lazily.
              loading="eager"
              fetchPriority="high"
              onLoad={() => onShown?.(lookup)}
              onError={() => onShown?.(lookup)}
              data-testid="current-artwork"
            />
            <figcaption className="lt-caption">
              Version {current.version}, submitted by {current.submitted_by === 'owner' ? 'the owner' : 'the practice'}
              {current.approved ? '; approved' : ''}
            </figcaption>
          </figure>
          <VersionChanges versions={lookup.versions} current={current} lineLabels={query.staff ? ENGRAVING_TEXT_LABELS : OWNER_WORDS.lines} />
          <EngravedList
            config={config}
            fields={current.engravingFiles}
            headingAs="h2"
            lineLabels={query.staff ? undefined : OWNER_WORDS.lines}
            iconName={query.staff ? undefined : OWNER_WORDS.iconName}
          />
        </>
      ) : (
        <p className="lt-text">{NO_ARTWORK_YET_MESSAGE}</p>
      )}
      {!config ? <LightNotice status="info">{query.staff ? STAFF_NOT_CHANGEABLE_MESSAGE : NOT_CHANGEABLE_MESSAGE}</LightNotice> : null}
      {settled ? <SettledNotice version={settled} staff={query.staff} /> : null}
      {/* The owner can no longer change it here: someone to call instead (issue 15 item 5), once. */}
      {(!config || settled) && !query.staff ? <LightClientCareCall /> : null}
      {!canApprove && !canChange ? null : (
        // The decision, in reach while the artwork is read (issue 15 item 9).
        <div className="lt-actions" data-testid="owner-actions">
          {canApprove && confirming ? (
            <>
              <p className="lt-text" ref={confirmText} tabIndex={-1} data-testid="approve-confirm">
                {APPROVE_CONFIRM_TEXT}
              </p>
              <LightButton loading={approving} loadingText="Approving…" onClick={() => void approve(current)}>
                {APPROVE_CONFIRM_LABEL}
              </LightButton>
              <LightButton variant="outline" disabled={approving} onClick={() => setConfirming(false)}>
                Not yet
              </LightButton>
            </>
          ) : null}
          {canApprove && !confirming ? <LightButton onClick={() => setConfirming(true)}>{APPROVE_ARTWORK_LABEL}</LightButton> : null}
          {canChange && !confirming ? (
            <LightButton variant={current ? 'outline' : 'solid'} disabled={approving} onClick={() => go(pagePath(ownerChangeStart(config), query))}>
              {current ? MAKE_CHANGES_LABEL : PREPARE_ARTWORK_LABEL}
            </LightButton>
          ) : null}
        </div>
      )}
      <span className="lt-visually-hidden" role="status" aria-live="polite">
        {approving ? 'Approving the artwork…' : ''}
      </span>
    </div>
  );
}
