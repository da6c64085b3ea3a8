// One page of the owner's change path: the staff modal's step (ArtworkStep) with the live preview,
// Next (checked as the modal checks it) and 'Back to {previous}'. The last, final-approval, sends the
// artwork as the modal's Finish does (lib/submit-artwork) and opens thank-you.
import { useState } from 'react';
import { approveEngraving } from '@portal/shared/api/engraving';
import { ownerNextRoute, type EngravingDraft, type EngravingStep, type OwnerChangeRoute } from '@portal/contracts/domain/engraving';
import { report } from '@portal/shared/reporting';
import { Navigate, useNavigate } from '@portal/shared/router';
import { Button, ClientCareCall, PortalAlert, Stack, VisuallyHidden } from '@portal/shared/ui';
import { ArtworkStep } from '../../components/artwork/ArtworkStep';
import { CLEAR_OF_PINNED_PREVIEW, PinnedPreview } from '../../components/artwork/preview/PinnedPreview';
import { OWNER_WORDS, STAFF_WORDS } from '../../components/artwork/artworkWords';
import { useStepDriver } from '../../components/artwork/useStepDriver';
import { artworkImagesOf, submitArtwork } from '../../lib/submit-artwork';
import { useChangeFlow } from './ChangeFlow';
import { actionFailureMessage, callFailure, detailMessages, ownerSessionEnded } from './failures';
import { Notice } from './Notices';
import { OwnerPage } from './OwnerPage';
import { CHECK_EXISTING_TITLE, noLongerAvailablePath, OWNER_CHANGE_TITLES, pagePath, verifyPath } from './paths';
import { useStepStillOpen } from './useStepStillOpen';
import { useOwnerPagesApi } from './useOwnerPagesApi';

export const SUBMIT_FINAL_ARTWORK_LABEL = 'Submit final artwork';
/** Ours: the current version's photo could not be fetched, so the owner chooses it again. */
export const PHOTO_NOT_LOADED_MESSAGE = 'The photo of the current artwork could not be loaded. Please choose the photo again.';

/** The staff modal's step on each owner page. */
const STEP_OF: Record<OwnerChangeRoute, EngravingStep> = {
  'customise-text': 'customise-text',
  'engraving-options': 'icon',
  'image-options': 'image-options',
  'final-approval': 'approval',
};

export function ChangeStepPage({ route }: { route: OwnerChangeRoute }) {
  const navigate = useNavigate();
  const { query, lookup, config, draftKey, routes } = useChangeFlow();
  const api = useOwnerPagesApi(query.staff);
  // The owner reads plain words; staff opening the owner's pages (staff=1) read the spec's.
  const words = query.staff ? STAFF_WORDS : OWNER_WORDS;
  const { stored, container, cropping, alert, setAlert, applying, next: checkedNext, stepProps } = useStepDriver({ draftKey, config, words });
  const [busy, setBusy] = useState(false);
  const open = useStepStillOpen();

  // Said at once, before more work: the draft stays (the page it leads to can go back to it).
  if (open === 'moved-on') return <Navigate to={noLongerAvailablePath(query)} replace />;
  if (open === 'settled') return <Navigate to={pagePath('check-existing', query)} replace />;
  if (open === 'session-ended') return <Navigate to={verifyPath(query)} replace state={{ sessionEnded: true }} />;
  // Only a draft cleared elsewhere (another tab of the same session) leaves none.
  if (!stored) return null;
  const draft: EngravingDraft = stored;
  const step = STEP_OF[route];
  const index = routes.indexOf(route);
  const last = route === 'final-approval';
  const previous = index > 0 ? routes[index - 1] : undefined;
  const photoLost = route === 'image-options' && Boolean(lookup.current?.engravingFiles.imageOptions) && !draft.imageOptions.croppedImage;

  const submit = async () => {
    setBusy(true);
    setAlert(null);
    const { bookingId, quotedProductId } = query;
    const outcome = await submitArtwork({
      api,
      draft,
      bookingId,
      quotedProductId,
      images: () => artworkImagesOf(config, draft),
      // The owner has no other way to know: a failed submit says so, and the draft is kept.
      submitFailure: 'fail',
    });
    if (!outcome.ok) {
      const failure = await callFailure(outcome.error);
      if (ownerSessionEnded(failure, query)) {
        void navigate(verifyPath(query), { replace: true, state: { sessionEnded: true } });
        return;
      }
      // The booking moved past the stage where plaques change, the artwork is the latest version
      // again, or it was approved meanwhile: check-existing shows where it stands (the no-longer-
      // available page when the booking moved on), with the server's words. The draft stays.
      if (failure.status === 409) {
        const said = typeof failure.detail === 'string' ? failure.detail : null;
        void navigate(pagePath('check-existing', query), { replace: true, state: { notice: said } });
        return;
      }
      // The server's own words on what it refused; the draft stays for the fix.
      // Else the connection's or our side's failure, said as such (failures.ts), with someone to call.
      const refused = failure.status === 422 ? detailMessages(failure) : null;
      setAlert({ message: refused ?? actionFailureMessage(outcome.error, query, SUBMIT_FINAL_ARTWORK_LABEL), timeout: 0 });
      setBusy(false);
      return;
    }
    // The owner ticked 'Content has been checked and is correct' for exactly this version: it is
    // their approval. portal-api records it with the submit (the version comes back approved); a
    // back end that does not gets the approve call. The artwork is in either way, so a failed
    // approve is only reported.
    if (!query.staff && outcome.version && !outcome.version.approved) {
      try {
        await approveEngraving(api, bookingId, quotedProductId, outcome.version.id);
      } catch (error) {
        report(error, { bookingId });
      }
    }
    // Replaced: Back from the thank-you page does not reopen the filled final step (and the change
    // path, opened again, sees the settled state). The sent draft is done with: the thank-you page
    // clears it once it is on screen, so this path never shows itself without a draft meanwhile.
    void navigate(pagePath('thank-you', query), { replace: true, state: { ownerRequest: outcome.ownerRequest, sentDraft: draftKey } });
  };

  const next = () =>
    checkedNext(step, draft, () => {
      if (last) void submit();
      else void navigate(pagePath(ownerNextRoute(config, route), query));
    });

  const back = () => void navigate(previous ? pagePath(previous, query) : pagePath('check-existing', query));

  return (
    <OwnerPage title={OWNER_CHANGE_TITLES[route]} eyebrow={`Step ${index + 1} of ${routes.length}`}>
      <Stack ref={container} gap="5" minWidth="0" css={CLEAR_OF_PINNED_PREVIEW}>
        {/* Kept in view on a phone while the step is edited (on the owner shell's grey). */}
        {/* Not over the cropper: it shows the photo as it will be taken, and the preview would cover its top. */}
        {step !== 'approval' && !cropping ? <PinnedPreview config={config} draft={draft} background="gray.50" caption={words.previewCaption(config)} /> : null}
        {photoLost ? <Notice status="info">{PHOTO_NOT_LOADED_MESSAGE}</Notice> : null}
        <ArtworkStep {...stepProps(step, draft)} on="page" />
        {alert ? <PortalAlert status="danger" message={alert.message} timeout={alert.timeout} onClose={() => setAlert(null)} /> : null}
        {alert && !query.staff ? <ClientCareCall /> : null}
        {/* Next first: on a phone the buttons stack in reading (and focus) order, Next on top. */}
        <Stack direction={{ base: 'column', sm: 'row-reverse' }} justify="space-between" gap="3">
          <Button colorPalette="teal" size="lg" onClick={next} loading={busy} loadingText="Submitting the artwork…" disabled={applying}>
            {last ? SUBMIT_FINAL_ARTWORK_LABEL : 'Next'}
          </Button>
          {/* A long 'Back to …' wraps inside its button on a narrow or zoomed phone. */}
          <Button variant="outline" size="lg" onClick={back} disabled={busy || applying} whiteSpace="normal" height="auto" minHeight="11" paddingY="2">
            Back to {previous ? OWNER_CHANGE_TITLES[previous] : CHECK_EXISTING_TITLE}
          </Button>
        </Stack>
        {/* The wait is said, not only shown on the button (as the phone check does). */}
        <VisuallyHidden role="status" aria-live="polite">
          {busy ? 'Submitting the artwork…' : ''}
        </VisuallyHidden>
      </Stack>
    </OwnerPage>
  );
}
