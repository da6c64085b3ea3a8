import { useRef, useState } from 'react';
import { errorMessage, HTTPError, useApi } from '@portal/shared/api';
import { familyConfirmationQuery, fetchConsentLink, recordVerbalConfirmationMutation } from '@portal/shared/api/family-confirmation';
import type { FamilyConfirmationDto } from '@portal/contracts/wire/family-confirmation';
import { CONFIRMATION_MESSAGES, CONFIRMATION_REASON_MAX } from '@portal/contracts/domain/family-confirmation';
import { formatDateTime } from '@portal/contracts/domain/dates';
import { formatPhone } from '@portal/contracts/domain/phone';
import { DEFAULT_FAILURE } from '@portal/contracts/domain/identity-errors';
import { useMutation, useQuery, useQueryClient } from '@portal/shared/query';
import { Link as RouterLink } from '@portal/shared/router';
import { useSession } from '@portal/shared/session';
import { Alert, Box, Button, FormField, HStack, Modal, PortalAlert, Stack, Text, Textarea } from '@portal/shared/ui';
import { useDocumentTab } from '../../lib/useDocumentTab';

export const VERBAL_LABEL = 'Record verbal confirmation';
export const VERBAL_TITLE = 'Record a verbal confirmation';
export const CONSENT_LABEL = 'Consent record (PDF)';
export const CHANGE_PRODUCTS_LABEL = 'Change the products';
/** Level 3 (Vet Owner) records a verbal confirmation; portal-api enforces it too. */
const MANAGER_LEVEL = 'Level 3';

const when = (iso: string | null) => (iso ? formatDateTime(iso) : '');

/** What the banner says of each state, with the family's own words where they gave them. */
function Said({ confirmation, changeProducts }: { confirmation: FamilyConfirmationDto; changeProducts: string | undefined }) {
  const { answer, verbal } = confirmation;
  switch (confirmation.state) {
    case 'concern':
      return (
        <>
          <Text>
            The family said something is not right{answer ? ` (${when(answer.at)})` : ''}. The booking is on hold before the cremation until the
            family confirms on their link or a Vet Owner (Level 3) records a verbal confirmation. Correcting its products or engraving texts them
            a new link{changeProducts ? '' : ' (ask Client Care to change them where this page cannot)'}. For a wrong service type, call Client Care (the number at the top of the page): they cancel the booking, and you book it again, which asks the family afresh.
          </Text>
          {answer?.words ? (
            <Box as="blockquote" borderStartWidth="4px" borderColor="orange.solid" paddingStart="3" whiteSpace="pre-wrap" data-testid="family-words">
              {answer.words}
            </Box>
          ) : null}
        </>
      );
    case 'confirmed':
      return (
        <Text>
          Confirmed by {answer?.name ?? 'the family'} on their link{answer ? ` on ${when(answer.at)}` : ''}.
        </Text>
      );
    case 'awaiting':
      return (
        <Text>
          The family was texted{confirmation.sent_to ? ` on ${formatPhone(confirmation.sent_to)}` : ''}
          {confirmation.requested_at ? ` on ${when(confirmation.requested_at)}` : ''} and has not answered yet
          {confirmation.reminded_at ? ` (reminded ${when(confirmation.reminded_at)})` : ''}.
        </Text>
      );
    case 'verbal':
      return (
        <Text>
          {verbal ? `Recorded by ${verbal.by} on ${when(verbal.at)}: ${verbal.reason}` : 'A verbal confirmation was recorded.'}
        </Text>
      );
    case 'skipped':
      return <Text>Not asked{confirmation.skip_reason ? `: ${confirmation.skip_reason}` : ''}.</Text>;
  }
}

const STATUS: Record<FamilyConfirmationDto['state'], 'warning' | 'success' | 'info' | 'neutral'> = {
  concern: 'warning',
  confirmed: 'success',
  verbal: 'success',
  awaiting: 'info',
  skipped: 'neutral',
};

/** The consent record (PDF): a short-lived signed link, opened in a new tab. */
function ConsentDownload({ bookingId }: { bookingId: string }) {
  const api = useApi();
  // 404: no consent to show (the family has not confirmed on the page).
  const consent = useDocumentTab({ refusal: 404, message: (error) => errorMessage(error, CONFIRMATION_MESSAGES.noConsent) });
  const open = () => consent.open(true, () => fetchConsentLink(api, bookingId));
  return (
    <Stack gap="2" align="start">
      <Button size="sm" variant="outline" colorPalette="teal" loading={consent.opening !== null} onClick={() => void open()}>
        {CONSENT_LABEL}
      </Button>
      {consent.failure ? <PortalAlert status="danger" message={consent.failure} timeout={0} onClose={consent.clearFailure} /> : null}
    </Stack>
  );
}

/** A Level 3 records that the family confirmed by phone or in person, with the reason (required). */
function VerbalConfirmation({ bookingId }: { bookingId: string }) {
  const api = useApi();
  const record = useMutation(recordVerbalConfirmationMutation(api, useQueryClient()));
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);

  const close = () => {
    setOpen(false);
    setError(undefined);
    setFailure(null);
  };
  const save = async () => {
    const typed = reason.trim();
    if (!typed) {
      setError(CONFIRMATION_MESSAGES.reasonRequired);
      field.current?.focus();
      return;
    }
    setError(undefined);
    setFailure(null);
    try {
      await record.mutateAsync({ bookingId, reason: typed });
      setReason('');
      setOpen(false);
    } catch (caught) {
      const message = await errorMessage(caught, DEFAULT_FAILURE);
      if (caught instanceof HTTPError && caught.response.status === 422) setError(message);
      else setFailure(message);
    }
  };

  return (
    <>
      <HStack>
        <Button variant="outline" colorPalette="teal" size="sm" ref={opener} onClick={() => setOpen(true)}>
          {VERBAL_LABEL}
        </Button>
      </HStack>
      <Modal open={open} onClose={close} title={VERBAL_TITLE} initialFocus={field} returnFocusTo={opener}>
        <Stack gap="4">
          <Text>
            Record that the family confirmed what will be done by phone or in person. It lifts the hold, and is kept with the booking, with your
            name and the time.
          </Text>
          <FormField label="Reason" required error={error} helperText="For example: Mrs Jones confirmed by phone at 2:10 pm that a communal cremation is right.">
            <Textarea
              ref={field}
              value={reason}
              maxLength={CONFIRMATION_REASON_MAX}
              rows={3}
              onChange={(event) => {
                setReason(event.target.value);
                setError(undefined);
              }}
            />
          </FormField>
          {failure ? (
            <Text role="alert" color="fg.error">
              {failure}
            </Text>
          ) : null}
          <HStack justify="flex-end" flexWrap="wrap">
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button colorPalette="teal" loading={record.isPending} loadingText="Recording…" onClick={() => void save()}>
              Record the confirmation
            </Button>
          </HStack>
        </Stack>
      </Modal>
    </>
  );
}

/**
 * The family's confirmation of what will be done (issue 36) on the booking's details page: a banner with
 * where it is and the family's own words, live as the family answers (useLiveBookings refreshes it); a
 * Level 3's verbal confirmation; the consent record once the family confirmed on their link. Nothing for a
 * booking whose family was never asked.
 */
export function FamilyConfirmationBanner({ bookingId, changeProducts }: { bookingId: string; changeProducts?: string | undefined }) {
  const api = useApi();
  const confirmation = useQuery(familyConfirmationQuery(api, bookingId));
  const manager = useSession((state) => state.profile?.role === MANAGER_LEVEL);
  if (confirmation.status !== 'success' || !confirmation.data) return null;
  const data = confirmation.data;
  // A verbal confirmation is for a family that was asked and has not confirmed on their link.
  const offersVerbal = manager && (data.state === 'concern' || data.state === 'awaiting');
  // Where a concern about the urn or a keepsake is fixed, while the booking can still be changed here.
  const offersChange = data.state === 'concern' && changeProducts !== undefined;
  return (
    <Alert.Root status={STATUS[data.state]} alignItems="start" data-testid="family-confirmation" role="region" aria-label="Family confirmation">
      <Alert.Indicator />
      <Alert.Content gap="3" minWidth="0">
        <Alert.Title>{data.label}</Alert.Title>
        <Alert.Description asChild>
          <Stack gap="2">
            <Said confirmation={data} changeProducts={changeProducts} />
          </Stack>
        </Alert.Description>
        {offersChange || offersVerbal || data.has_consent ? (
          <HStack gap="3" flexWrap="wrap" align="start">
            {offersChange ? (
              <Button asChild size="sm" colorPalette="teal">
                <RouterLink to={changeProducts}>{CHANGE_PRODUCTS_LABEL}</RouterLink>
              </Button>
            ) : null}
            {offersVerbal ? <VerbalConfirmation bookingId={bookingId} /> : null}
            {data.has_consent ? <ConsentDownload bookingId={bookingId} /> : null}
          </HStack>
        ) : null}
      </Alert.Content>
    </Alert.Root>
  );
}
