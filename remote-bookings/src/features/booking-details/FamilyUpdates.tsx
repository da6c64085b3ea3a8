import { useRef, useState, type RefObject } from 'react';
import { errorMessage, useApi } from '@portal/shared/api';
import { familyTrackingQuery, revokeFamilyTrackingMutation } from '@portal/shared/api/family-updates';
import type { FamilyTrackingDto } from '@portal/contracts/wire/family-updates';
import { formatDateTime } from '@portal/contracts/domain/dates';
import type { FamilyUpdateKind } from '@portal/contracts/domain/family-updates';
import { useMutation, useQuery, useQueryClient } from '@portal/shared/query';
import { Box, Button, Heading, HStack, Modal, Stack, Text } from '@portal/shared/ui';

const SENT: Record<FamilyUpdateKind, string> = {
  collected: 'Pet collected',
  ready: 'Ashes ready to come home',
  at_clinic: 'Ashes back at the clinic, with the collection code',
  returned: 'Ashes returned',
};

export const CLOSE_LINK_LABEL = 'Close the tracking link';
export const CLOSE_LINK_TITLE = 'Close the family’s tracking link?';
export const CLOSE_LINK_MESSAGE =
  'Every tracking link texted to the owner for this booking will stop working at once: anyone who opens one will see only that it is no longer open. The owner will get no more texts about this booking. This cannot be undone.';
export const LINK_CLOSED = 'The tracking link is closed. The owner gets no more texts about this booking.';

/** Staff closed it (a fact about the booking, even before the first text), or every link has expired. */
const isClosed = (tracking: FamilyTrackingDto) => tracking.closed_at !== null || tracking.open_links === 0;

function linkStatus(tracking: FamilyTrackingDto) {
  if (isClosed(tracking)) return LINK_CLOSED;
  return tracking.expires_at
    ? `The owner’s tracking link is open until ${formatDateTime(tracking.expires_at)} (30 days after the ashes came home).`
    : 'The owner’s tracking link is open. It closes 30 days after the ashes come home.';
}

/**
 * The texts the owner was sent about this booking (issue 19 item 3), and the way to close the tracking
 * link they carry. Shown once a text has gone out, or once the link was closed; nothing before.
 */
export function FamilyUpdates({ bookingId }: { bookingId: string }) {
  const api = useApi();
  const tracking = useQuery(familyTrackingQuery(api, bookingId));
  // The answer is the booking's tracking as it is now (the shared cache's).
  const revoke = useMutation(revokeFamilyTrackingMutation(api, useQueryClient()));
  const [confirming, setConfirming] = useState(false);
  const [closing, setClosing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Where focus goes when the question closes: the button, or once the link is closed (the button is
  // gone) the sentence that says so.
  const focusBack = useRef<HTMLElement>(null);
  const keepOpen = useRef<HTMLButtonElement>(null);

  if (tracking.status !== 'success' || (tracking.data.texts.length === 0 && tracking.data.closed_at === null)) return null;
  const data = tracking.data;

  const close = async () => {
    setClosing(true);
    setFailure(null);
    try {
      await revoke.mutateAsync(bookingId);
      setConfirming(false);
    } catch (error) {
      setFailure(await errorMessage(error, 'The tracking link could not be closed. Please try again.'));
    } finally {
      setClosing(false);
    }
  };

  return (
    <Box as="section" aria-labelledby="section-texts-to-the-family" borderWidth="1px" borderRadius="md" padding="5" bg="bg">
      <Stack gap="3">
        <Heading as="h2" size="md" id="section-texts-to-the-family">
          Texts to the family
        </Heading>
        {data.texts.length > 0 ? (
          <Box as="ul" paddingStart="5" listStyleType="disc">
            {data.texts.map((text) => (
              <li key={text.kind}>
                {SENT[text.kind]}: texted {formatDateTime(text.sent_at)}
              </li>
            ))}
          </Box>
        ) : (
          <Text>No text was sent before the link was closed.</Text>
        )}
        <Text role="status" data-testid="tracking-link-status" tabIndex={-1} ref={isClosed(data) ? (focusBack as RefObject<HTMLParagraphElement>) : undefined}>
          {linkStatus(data)}
        </Text>
        {!isClosed(data) ? (
          <HStack>
            <Button variant="outline" colorPalette="red" ref={focusBack as RefObject<HTMLButtonElement>} onClick={() => setConfirming(true)}>
              {CLOSE_LINK_LABEL}
            </Button>
          </HStack>
        ) : null}
      </Stack>
      <Modal open={confirming} onClose={() => setConfirming(false)} title={CLOSE_LINK_TITLE} role="alertdialog" initialFocus={keepOpen} returnFocusTo={focusBack}>
        <Stack gap="5">
          <Text>{CLOSE_LINK_MESSAGE}</Text>
          {failure ? (
            <Text role="alert" color="fg.error">
              {failure}
            </Text>
          ) : null}
          <HStack justify="flex-end" flexWrap="wrap">
            <Button variant="outline" colorPalette="red" onClick={() => void close()} loading={closing} loadingText="Closing the link…">
              {CLOSE_LINK_LABEL}
            </Button>
            <Button colorPalette="teal" onClick={() => setConfirming(false)} ref={keepOpen}>
              Keep it open
            </Button>
          </HStack>
        </Stack>
      </Modal>
    </Box>
  );
}
