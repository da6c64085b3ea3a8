// What the practice should act on about a booking's custody (issue 35 items 3 to 5): a booking past
// its stage's expected time (Overdue), a weight of the cremated remains outside the band the pet's weight
// gives (to query with the crematorium), and the certificate of cremation once the server offers one.
import { errorMessage, useApi } from '@portal/shared/api';
import { fetchCertificateLink } from '@portal/shared/api/custody';
import type { Booking } from '@portal/contracts/wire/bookings';
import { DEFAULT_FAILURE } from '@portal/contracts/domain/identity-errors';
import { formatDateTime } from '@portal/contracts/domain/dates';
import { STAGES } from '@portal/contracts/domain/stages';
import { hasPetTag } from '@portal/contracts/domain/pet-tag';
import { Alert, Button, PortalAlert, Stack, Text } from '@portal/shared/ui';
import { useDocumentTab } from '../../lib/useDocumentTab';

/** Overdue, and a remains weight to query: each a warning above the page's sections. */
export function CustodyNotices({ booking }: { booking: Booking }) {
  const weight = booking.remainsWeight;
  return (
    <>
      {booking.overdue ? (
        <Alert.Root status="warning" data-testid="overdue-notice">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Overdue</Alert.Title>
            <Alert.Description>
              {booking.overdue.summary}. Expected by {formatDateTime(booking.overdue.dueAt)}: please check with the crematorium before the family calls.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {weight && weight.plausible === false ? (
        <Alert.Root status="warning" data-testid="remains-weight-notice">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Query the remains weight with the crematorium</Alert.Title>
            <Alert.Description>{weight.message}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
    </>
  );
}

/** Whether the booking may have a certificate of cremation: a pet's cremation that is complete (the server has the last word). */
export const offersCertificate = (booking: Booking) => hasPetTag(booking.serviceType.name) && booking.isFinalStage && booking.orderStage !== STAGES.cancelled;

/**
 * The certificate of cremation for the family: a PDF made by portal-api through a short-lived signed
 * link, opened in a new tab; its QR code opens the page that says whether the custody chain is intact.
 */
export function CertificateLink({ bookingId }: { bookingId: string }) {
  const api = useApi();
  // 409: no certificate now (not complete, or the chain does not verify): the server says why.
  const certificate = useDocumentTab({ refusal: 409, message: (error) => errorMessage(error, DEFAULT_FAILURE) });
  const open = () => certificate.open(true, async () => (await fetchCertificateLink(api, bookingId)).url);
  return (
    <Stack gap="2" align={{ base: 'start', md: 'end' }}>
      <Button size="sm" variant="outline" colorPalette="teal" loading={certificate.opening !== null} onClick={() => void open()}>
        Certificate of cremation
      </Button>
      <Text fontSize="sm" color="fg.muted">
        For the family: a PDF whose QR code shows the custody record is intact.
      </Text>
      {certificate.failure ? <PortalAlert status="danger" message={certificate.failure} timeout={0} onClose={certificate.clearFailure} /> : null}
    </Stack>
  );
}
