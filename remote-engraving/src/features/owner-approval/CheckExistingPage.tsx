// /engraving/check-existing?staff&bookingId&quotedProductId (spec 001 s2.14 'Check existing: shows the
// current artwork with buttons "I want to make changes" and "I approve this artwork"'; s4 'Engraving
// approval flow'). Past the stage where plaques change it is /engraving/404.
import { useEffect, useRef, useState } from 'react';
import { approveEngraving, type EngravingLookupDto, type EngravingVersionDto } from '@portal/shared/api/engraving';
import { formatLongDate } from '@portal/shared/domain/dates';
import {
  APPROVAL_IMAGE_WIDTH,
  APPROVED_CHANGES_MESSAGE,
  artworkApprovedMessage,
  APPROVE_ARTWORK_LABEL,
  drawingSize,
  MAKE_CHANGES_LABEL,
  engravingQueryString,
  ownerChangeStart,
  type EngravingQuery,
  type PlaqueConfig,
} from '@portal/shared/domain/engraving';
import { DEFAULT_FAILURE } from '@portal/shared/domain/identity-errors';
import { Navigate, useLocation, useNavigate } from '@portal/shared/router';
import { Box, Button, ClientCareCall, Image, Stack, Text, VisuallyHidden } from '@portal/shared/ui';
import { EngravedList } from '../../components/artwork/EngravedList';
import { artworkAlt } from './artworkText';
import { callFailure, notFoundMessage, ownerSessionEnded } from './failures';
import { Failed, Notice, Stuck, Waiting } from './Notices';
import { OwnerActions } from './OwnerActions';
import { OwnerGuard } from './OwnerGuard';
import { CHECK_EXISTING_TITLE, noLongerAvailablePath, pagePath, verifyPath } from './paths';
import { OwnerPage } from './OwnerPage';
import { useEngravingLookup } from './useEngravingLookup';
import { useOwnerPagesApi } from './useOwnerPagesApi';

/** Ours: a plaque whose artwork nobody has submitted yet. */
export const NO_ARTWORK_YET_MESSAGE = 'No artwork has been prepared for this plaque yet.';
export const PREPARE_ARTWORK_LABEL = 'Prepare the artwork';
/** Ours: the approve call answered 409 (a newer version came in meanwhile). */
export const ARTWORK_CHANGED_MESSAGE = 'The artwork has changed since this page opened. Please check the latest version below.';
/** Ours: the product has no plaque config, so there is nothing to change here (said to the owner, then to staff). */
export const NOT_CHANGEABLE_MESSAGE = "The artwork of this product cannot be changed here. If something needs to change, please call us and we'll help.";
export const STAFF_NOT_CHANGEABLE_MESSAGE = 'The artwork of this product cannot be changed here. Please contact our Client Care team.';

export function CheckExistingPage() {
  return <OwnerGuard>{(query) => <CheckExisting key={engravingQueryString(query)} query={query} />}</OwnerGuard>;
}

/**
 * What a page that sent the person here had to say (a refused submit: the server's words), said once:
 * it is taken out of the history entry, so a reload or a later Back does not say it again.
 */
function useArrivalNotice(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [notice] = useState(() => {
    const given = (location.state as { notice?: unknown } | null)?.notice;
    return typeof given === 'string' && given ? given : null;
  });
  const cleared = useRef(false);
  useEffect(() => {
    if (!notice || cleared.current) return;
    cleared.current = true;
    void navigate(location, { replace: true, state: null });
  }, [notice, navigate, location]);
  return notice;
}

function CheckExisting({ query }: { query: EngravingQuery }) {
  const { state, reload } = useEngravingLookup(query);
  const [alert, setAlert] = useState<string | null>(null);
  const arrival = useArrivalNotice();

  if (state.status === 'session-ended') return <Navigate to={verifyPath(query)} replace state={{ sessionEnded: true }} />;
  if (state.status === 'ready' && !state.lookup.editable) return <Navigate to={noLongerAvailablePath(query)} replace />;

  return (
    <OwnerPage title={CHECK_EXISTING_TITLE}>
      {alert ? <Notice status="error">{alert}</Notice> : null}
      {/* A settled artwork says so itself (an owner's late submit was refused with the same words). */}
      {arrival && !alert && !(state.status === 'ready' && state.lookup.current?.approved) ? <Notice status="info">{arrival}</Notice> : null}
      {state.status === 'loading' ? <Waiting label="Loading the artwork…" /> : null}
      {state.status === 'not-found' ? <Stuck message={state.message} staff={query.staff} /> : null}
      {state.status === 'failed' ? (
        <>
          <Failed message={DEFAULT_FAILURE} onRetry={reload} />
          {query.staff ? null : <ClientCareCall />}
        </>
      ) : null}
      {state.status === 'ready' ? (
        <CurrentArtwork query={query} lookup={state.lookup} config={state.config} onAlert={setAlert} onChanged={reload} />
      ) : null}
    </OwnerPage>
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
      <Notice status="success">
        Version {version.version} was approved by {by}
        {date ? ` on ${date}` : ''}. A new version you make now waits for the owner's approval again.
      </Notice>
    );
  }
  return (
    <Notice status="success">
      {artworkApprovedMessage(version)} {APPROVED_CHANGES_MESSAGE}
    </Notice>
  );
}

interface CurrentArtworkProps {
  query: EngravingQuery;
  lookup: EngravingLookupDto;
  config: PlaqueConfig | null;
  onAlert: (message: string | null) => void;
  onChanged: () => void;
}

function CurrentArtwork({ query, lookup, config, onAlert, onChanged }: CurrentArtworkProps) {
  const api = useOwnerPagesApi(query.staff);
  const navigate = useNavigate();
  const [approving, setApproving] = useState(false);
  const current = lookup.current;
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
      void navigate(pagePath('approved', query));
    } catch (error) {
      const failure = await callFailure(error);
      if (failure.status === 409) {
        onAlert(ARTWORK_CHANGED_MESSAGE);
        onChanged();
      } else if (ownerSessionEnded(failure, query)) {
        void navigate(verifyPath(query), { replace: true, state: { sessionEnded: true } });
      } else if (failure.status === 404) {
        onAlert(notFoundMessage(failure, query));
      } else {
        console.error('The artwork could not be approved', error);
        onAlert(DEFAULT_FAILURE);
      }
    } finally {
      setApproving(false);
    }
  };

  return (
    <Stack gap="5">
      <Text fontSize="lg">
        {lookup.product_name}
        {lookup.pet_name ? ` for ${lookup.pet_name}` : ''}
      </Text>
      {current ? (
        <>
          <Box as="figure" margin="0">
            <Image
              src={current.engravingFiles.image_options_url}
              alt={artworkAlt(lookup.pet_name, current)}
              htmlWidth={APPROVAL_IMAGE_WIDTH}
              htmlHeight={artworkHeight}
              // The page's largest content: asked for first, never lazily.
              loading="eager"
              fetchPriority="high"
              maxWidth="100%"
              height="auto"
              display="block"
              borderWidth="1px"
              borderRadius="md"
              data-testid="current-artwork"
            />
            <Text as="figcaption" fontSize="sm" color="fg.muted" marginTop="1">
              Version {current.version}, submitted by {current.submitted_by === 'owner' ? 'the owner' : 'the practice'}
              {current.approved ? '; approved' : ''}
            </Text>
          </Box>
          <EngravedList config={config} fields={current.engravingFiles} headingAs="h2" />
        </>
      ) : (
        <Text>{NO_ARTWORK_YET_MESSAGE}</Text>
      )}
      {!config ? <Notice status="info">{query.staff ? STAFF_NOT_CHANGEABLE_MESSAGE : NOT_CHANGEABLE_MESSAGE}</Notice> : null}
      {settled ? <SettledNotice version={settled} staff={query.staff} /> : null}
      {/* The owner can no longer change it here: someone to call instead (issue 15 item 5), once. */}
      {(!config || settled) && !query.staff ? <ClientCareCall /> : null}
      {!canApprove && !canChange ? null : (
      <OwnerActions>
        {canApprove ? (
          <Button colorPalette="teal" size="lg" loading={approving} loadingText="Approving…" onClick={() => void approve(current)}>
            {APPROVE_ARTWORK_LABEL}
          </Button>
        ) : null}
        {canChange ? (
          <Button
            variant={current ? 'outline' : 'solid'}
            colorPalette="teal"
            size="lg"
            disabled={approving}
            onClick={() => void navigate(pagePath(ownerChangeStart(config), query))}
          >
            {current ? MAKE_CHANGES_LABEL : PREPARE_ARTWORK_LABEL}
          </Button>
        ) : null}
      </OwnerActions>
      )}
      <VisuallyHidden role="status" aria-live="polite">
        {approving ? 'Approving the artwork…' : ''}
      </VisuallyHidden>
    </Stack>
  );
}
