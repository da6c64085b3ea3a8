// The owner's last pages (spec 001 s2.14): thank-you after a submitted artwork, approved after 'I
// approve this artwork' (both client-restricted, spec 001 s2.2, as in the host's guard), and
// /engraving/404 when editing is no longer available; and the owner app's page for an address it does
// not have. Where an owner cannot go on alone, the brand's Client Care line is offered (issue 15 item 5).
import { useEffect } from 'react';
import { ARTWORK_APPROVED_TITLE } from '@portal/contracts/domain/engraving';
import type { OwnerRequestDto } from '@portal/contracts/wire/engraving';
import { formatPhone } from '@portal/contracts/domain/phone';
import { useLocation } from '@portal/shared/router';
import { ClientCareCall, NOT_FOUND_MESSAGE, Text } from '@portal/shared/ui';
import { engravingDraftStore } from '../../lib/engraving-draft';
import { OwnerGuard } from './OwnerGuard';
import { OwnerPage, useStaffBookingId } from './OwnerPage';

export const THANK_YOU_MESSAGE = 'Your final artwork was submitted for engraving. We will engrave it exactly as shown.';
/** Ours: what a staff member's submit did (staff mode): the version waits for the owner (the owner's
 * 'submitted for engraving' would not be true of it). */
export const STAFF_SUBMITTED_MESSAGE =
  "This version now waits for the owner's approval. When the booking has the owner's mobile number, they have been sent a link to check and approve it.";
/**
 * Ours (issue 15 item 10): the staff thank-you says plainly whether the owner was sent a link, and to
 * which number, from the submit's owner_request; the general message when the server did not say.
 */
export function staffSubmittedMessage(request: OwnerRequestDto | null): string {
  const waits = "This version now waits for the owner's approval.";
  if (!request) return STAFF_SUBMITTED_MESSAGE;
  const to = request.to ? formatPhone(request.to) : null;
  if (request.when === 'now' && request.sent && to) return `${waits} We sent the owner a text message with a link to check and approve it, to ${to}.`;
  if (request.when === 'now' && to) {
    return `${waits} The text message with the link to ${to} could not be sent. Please let the owner know, or contact our Client Care team.`;
  }
  if (request.when === 'on_submit' && to) {
    return `${waits} No link has been sent yet: the owner is sent one by text message to ${to} when the booking is submitted.`;
  }
  return `${waits} No link was sent: the booking has no mobile number for the owner. Add it to the booking's owner details, or approve the artwork here with the owner.`;
}

/** The submit's owner_request, as the final step handed it over (kept by the history entry, so a reload keeps it). */
function useOwnerRequest(): OwnerRequestDto | null {
  const state: unknown = useLocation().state;
  const request = (state as { ownerRequest?: OwnerRequestDto | null } | null)?.ownerRequest;
  return request && typeof request === 'object' && typeof request.when === 'string' ? request : null;
}

export const APPROVED_MESSAGE = 'Thank you for approving the artwork. We will engrave it exactly as shown.';
export const NO_LONGER_AVAILABLE_TITLE = 'Editing is no longer available';
/** Spec 001 s2.14: 'mentions contacting customer care'; said to a family (issue 15 item 7). */
export const NO_LONGER_AVAILABLE_MESSAGE =
  "Your pet's plaque is now being prepared, so the artwork can no longer be changed here. If you have a question or need a change, please call us and we'll help.";
/** Ours: what staff (staff=1) read there instead; the page leads them back to the booking. */
export const STAFF_NO_LONGER_AVAILABLE_MESSAGE =
  'This booking has reached Awaiting Processing or a later stage (or was cancelled), so its artwork can no longer be changed here.';
/** Ours: the owner app has no dashboard to go back to (issue 15 item 7), only someone to call. */
export const OWNER_NOT_FOUND_HELP = "If you opened the link in our message, please check it opened in full, or call us and we'll help.";

/** The draft the final step sent (its key), which this page clears once it is on screen. */
function useSentDraftCleared() {
  const state: unknown = useLocation().state;
  const sentDraft = (state as { sentDraft?: unknown } | null)?.sentDraft;
  useEffect(() => {
    if (typeof sentDraft === 'string') engravingDraftStore.getState().clear(sentDraft);
  }, [sentDraft]);
}

export function ThankYouPage() {
  const ownerRequest = useOwnerRequest();
  useSentDraftCleared();
  return (
    <OwnerGuard>
      {(query) => (
        <OwnerPage title="Thank you">
          {query.staff ? (
            <Text fontSize="lg">{staffSubmittedMessage(ownerRequest)}</Text>
          ) : (
            <>
              <Text fontSize="lg">{THANK_YOU_MESSAGE}</Text>
              <Text>You can close this page.</Text>
            </>
          )}
        </OwnerPage>
      )}
    </OwnerGuard>
  );
}

export function ApprovedPage() {
  return (
    <OwnerGuard>
      {() => (
        <OwnerPage title={ARTWORK_APPROVED_TITLE} documentTitle={ARTWORK_APPROVED_TITLE}>
          <Text fontSize="lg">{APPROVED_MESSAGE}</Text>
          <Text>You can close this page.</Text>
        </OwnerPage>
      )}
    </OwnerGuard>
  );
}

export function NoLongerAvailablePage() {
  const staff = useStaffBookingId() !== null;
  return (
    <OwnerPage title={NO_LONGER_AVAILABLE_TITLE}>
      {staff ? (
        <Text fontSize="lg">{STAFF_NO_LONGER_AVAILABLE_MESSAGE}</Text>
      ) : (
        <>
          <Text fontSize="lg">{NO_LONGER_AVAILABLE_MESSAGE}</Text>
          <ClientCareCall />
        </>
      )}
    </OwnerPage>
  );
}

/** The owner app's not-found page (spec 000 s2's message), with no 'Back to dashboard': owners have none. */
export function OwnerNotFoundPage() {
  return (
    <OwnerPage title="Page not found">
      <Text fontSize="lg">{NOT_FOUND_MESSAGE}</Text>
      <Text>{OWNER_NOT_FOUND_HELP}</Text>
      <ClientCareCall />
    </OwnerPage>
  );
}
