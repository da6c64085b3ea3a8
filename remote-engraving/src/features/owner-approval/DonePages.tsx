// The owner's last pages (spec 001 s2.14): thank-you after a submitted artwork, approved after 'I
// approve this artwork' (both client-restricted, spec 001 s2.2, as in the host's guard), and
// /engraving/404 when editing is no longer available.
import { ARTWORK_APPROVED_TITLE } from '@portal/shared/domain/engraving';
import { Text } from '@portal/shared/ui';
import { OwnerGuard } from './OwnerGuard';
import { OwnerPage } from './OwnerPage';

export const THANK_YOU_MESSAGE = 'Your final artwork was submitted for engraving. We will engrave it exactly as shown.';
/** Ours: what a staff member's submit did (staff mode): the version waits for the owner (the owner's
 * 'submitted for engraving' would not be true of it). */
export const STAFF_SUBMITTED_MESSAGE =
  "This version now waits for the owner's approval. When the booking has the owner's mobile number, they have been sent a link to check and approve it.";
export const APPROVED_MESSAGE = 'Thank you for approving the artwork. We will engrave it exactly as shown.';
export const NO_LONGER_AVAILABLE_TITLE = 'Editing is no longer available';
export const NO_LONGER_AVAILABLE_MESSAGE =
  'The artwork for this plaque can no longer be changed here. If you need help, please contact customer care (our Client Care team).';

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
    </OwnerPage>
  );
}
