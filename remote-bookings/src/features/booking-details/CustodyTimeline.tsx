import { useApi } from '@portal/shared/api';
import { custodyQuery } from '@portal/shared/api/custody';
import type { CustodyEvent } from '@portal/contracts/wire/custody';
import { custodyStageName, formatStageDuration, MOVE_LABELS } from '@portal/contracts/domain/custody';
import { formatDateTime } from '@portal/contracts/domain/dates';
import { useQuery } from '@portal/shared/query';
import { Badge, Box, Button, HStack, Spinner, Stack, Text } from '@portal/shared/ui';

/** How long the booking stayed (or has been) in the stage; nothing once it ended there. */
function timeInStage(event: CustodyEvent): string | undefined {
  if (event.secondsInStage === null) return undefined;
  const duration = formatStageDuration(event.secondsInStage);
  return event.current ? `${duration} so far` : duration;
}

function CustodyEntry({ event }: { event: CustodyEvent }) {
  const label = MOVE_LABELS[event.move];
  const time = timeInStage(event);
  return (
    <Box as="li" borderStartWidth="3px" borderColor={label ? 'orange.solid' : event.current ? 'teal.solid' : 'border'} paddingStart="3" paddingY="1" data-testid="custody-entry">
      <HStack gap="2" flexWrap="wrap">
        <Text fontWeight="semibold">{custodyStageName(event.toStage)}</Text>
        {label ? <Badge colorPalette="orange">{label}</Badge> : null}
        {event.current ? <Badge colorPalette="teal">Current stage</Badge> : null}
      </HStack>
      <Text color="fg.muted" fontSize="sm">
        <time dateTime={event.movedAt}>{formatDateTime(event.movedAt)}</time>
        {` · by ${event.actor.name}`}
        {event.fromStage ? ` · from ${custodyStageName(event.fromStage)}` : ' · booking created'}
      </Text>
      {time ? <Text fontSize="sm">Time in stage: {time}</Text> : null}
    </Box>
  );
}

/**
 * The details page's custody timeline (issue 19 item 2): every stage move, newest first, with when,
 * who or what moved it, how long the booking stayed, and a move back or a correction marked.
 */
export function CustodyTimeline({ bookingId }: { bookingId: string }) {
  const custody = useQuery(custodyQuery(useApi(), bookingId));
  if (custody.isPending) {
    return (
      <HStack gap="2" role="status">
        <Spinner size="sm" />
        <Text>Loading the custody timeline…</Text>
      </HStack>
    );
  }
  if (custody.isError) {
    return (
      <Stack gap="2" align="start" role="alert">
        <Text>The custody timeline could not be loaded.</Text>
        <Button size="sm" variant="outline" onClick={() => void custody.refetch()}>
          Try again
        </Button>
      </Stack>
    );
  }
  if (custody.data.length === 0) return <Text>No stage moves have been recorded for this booking yet.</Text>;
  return (
    <Stack as="ol" gap="3" aria-label="Stage moves, newest first" listStyleType="none">
      {custody.data.map((event) => (
        <CustodyEntry key={event.id} event={event} />
      ))}
    </Stack>
  );
}
