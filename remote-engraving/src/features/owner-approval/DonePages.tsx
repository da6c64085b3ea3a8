// The owner's last pages (spec 001 s2.14): thank-you after a submitted artwork, approved after 'I
// approve this artwork' (both client-restricted, spec 001 s2.2, as in the host's guard), and
// /engraving/404 when editing is no longer available.
import type { OwnerRequestDto } from '@portal/shared/api/engraving';
import { ARTWORK_APPROVED_TITLE } from '@portal/shared/domain/engraving';
import { displayOwnerPhone } from '@portal/shared/domain/owner-phone';
import { useLocation } from '@portal/shared/router';
import { Text } from '@portal/shared/ui';
import { OwnerGuard } from './OwnerGuard';
import { OwnerPage } from './OwnerPage';

export const THANK_YOU_MESSAGE = 'Your final artwork was submitted for engraving. We will engrave it exactly as shown.';
/** Ours: what a staff member's submit did (staff mode): the version waits for the owner (the owner's
 * 'submitted for engraving' would not be true of it). */
export const STAFF_SUBMITTED_MESSAGE =
  "This version now waits for the owner's approval. When the booking has the owner's mobile number, they have been sent a link to check and approve it.";
/** A mobile as people read it: '+61412555099' -> '0412 555 099'. */
export function readablePhone(stored: string): string {
  const national = displayOwnerPhone(stored);
  return national.replace(/^(\d{4})(\d{3})(\d{3})$/, '$1 $2 $3');
}

/**
 * Ours (issue 15 item 10): the staff thank-you says plainly whether the owner was sent a link, and to
 * which number, from the submit's owner_request; the general message when the server did not say.
 */
export function staffSubmittedMessage(request: OwnerRequestDto | null): string {
  const waits = "This version now waits for the owner's approval.";
  if (!request) return STAFF_SUBMITTED_MESSAGE;
  const to = request.to ? readablePhone(request.to) : null;
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
export const NO_LONGER_AVAILABLE_MESSAGE =
  'The artwork for this plaque can no longer be changed here. If you need help, please contact customer care (our Client Care team).';

export function ThankYouPage() {
  const ownerRequest = useOwnerRequest();
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
  return (
    <OwnerPage title={NO_LONGER_AVAILABLE_TITLE}>
      <Text fontSize="lg">{NO_LONGER_AVAILABLE_MESSAGE}</Text>
    </OwnerPage>
  );
}
