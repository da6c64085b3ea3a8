// The owner's last pages (spec 001 s2.14): thank-you after a submitted artwork, approved after 'I
// approve this artwork' (both client-restricted, spec 001 s2.2, as in the host's guard), and
// /engraving/404 when editing is no longer available; and the owner app's page for an address it does
// not have. Where an owner cannot go on alone, the brand's Client Care line is offered (issue 15 item 5).
import { ARTWORK_APPROVED_TITLE } from '@portal/shared/domain/engraving';
import { ClientCareCall, NOT_FOUND_MESSAGE, Text } from '@portal/shared/ui';
import { OwnerGuard } from './OwnerGuard';
import { OwnerPage } from './OwnerPage';

export const THANK_YOU_MESSAGE = 'Your final artwork was submitted for engraving. We will engrave it exactly as shown.';
/** Ours: what a staff member's submit did (staff mode): the version waits for the owner (the owner's
 * 'submitted for engraving' would not be true of it). */
export const STAFF_SUBMITTED_MESSAGE =
  "This version now waits for the owner's approval. When the booking has the owner's mobile number, they have been sent a link to check and approve it.";
export const APPROVED_MESSAGE = 'Thank you for approving the artwork. We will engrave it exactly as shown.';
export const NO_LONGER_AVAILABLE_TITLE = 'Editing is no longer available';
/** Spec 001 s2.14: 'mentions contacting customer care'; said to a family (issue 15 item 7). */
export const NO_LONGER_AVAILABLE_MESSAGE =
  "Your pet's plaque is now being prepared, so the artwork can no longer be changed here. If you have a question or need a change, please call us and we'll help.";
/** Ours: the owner app has no dashboard to go back to (issue 15 item 7), only someone to call. */
export const OWNER_NOT_FOUND_HELP = "If you opened the link in our message, please check it opened in full, or call us and we'll help.";

export function ThankYouPage() {
  return (
    <OwnerGuard>
      {(query) => (
        <OwnerPage title="Thank you">
          {query.staff ? (
            <Text fontSize="lg">{STAFF_SUBMITTED_MESSAGE}</Text>
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
      <ClientCareCall />
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
