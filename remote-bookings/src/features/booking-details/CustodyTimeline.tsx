import { useApi } from '@portal/shared/api';
import { custodyQuery } from '@portal/shared/api/custody';
import type { CustodyEvent, CustodyScanDto } from '@portal/contracts/wire/custody';
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

/** What a scan recorded, in a line: 'Driver: Sam Driver · 2 bags · handed over by Dana Nguyen'. */
function scanDetails(scan: CustodyScanDto): string {
  const parts = [
    scan.driver_name ? `Driver: ${scan.driver_name}` : '',
    scan.bag_count !== null ? `${scan.bag_count} ${scan.bag_count === 1 ? 'bag' : 'bags'}` : '',
    scan.handed_over_by ? `handed over by ${scan.handed_over_by}` : '',
    scan.collected_by ? `Collected by ${scan.collected_by}` : '',
    scan.identity_check ? IDENTITY_CHECKS[scan.identity_check] : '',
    scan.remains_weight_kg !== null ? `Remains: ${scan.remains_weight_kg} kg` : '',
  ];
  return parts.filter(Boolean).join(' · ');
}

const IDENTITY_CHECKS: Record<NonNullable<CustodyScanDto['identity_check']>, string> = {
  surname: "checked against the owner's surname",
  code: 'checked with the collection code',
  none_on_file: 'nothing on file to check against',
};

/** Where and with what a scan was made: 'at Perth Paws · Front desk scanner (camera)'. */
function scanPlace(scan: CustodyScanDto): string {
  const input = scan.input === 'camera' ? 'camera' : scan.input === 'keyboard' ? 'scanner or typed' : '';
  const device = scan.device ? `${scan.device}${input ? ` (${input})` : ''}` : input ? `by ${input}` : '';
  return [`at ${scan.place}`, device].filter(Boolean).join(' · ');
}

/** A scan of the pet tag, accepted or refused (a refusal is a warning: what was tried, and why it was refused). */
function ScanEntry({ event, scan }: { event: CustodyEvent; scan: CustodyScanDto }) {
  const refused = event.refusal;
  const details = scanDetails(scan);
  return (
    <Box
      as="li"
      borderStartWidth="3px"
      borderColor={refused ? 'red.solid' : event.current ? 'teal.solid' : 'gray.solid'}
      bg={refused ? 'red.subtle' : undefined}
      paddingStart="3"
      paddingY="1"
      data-testid="custody-entry"
    >
      <HStack gap="2" flexWrap="wrap">
        <Text fontWeight="semibold">{refused ? `Refused scan: ${scan.label}` : `Scan: ${scan.label}`}</Text>
        {refused ? <Badge colorPalette="red">{refused.label}</Badge> : <Badge colorPalette="gray">Tag scanned</Badge>}
        {event.current ? <Badge colorPalette="teal">Current stage</Badge> : null}
      </HStack>
      <Text color="fg.muted" fontSize="sm">
        <time dateTime={event.movedAt}>{formatDateTime(event.movedAt)}</time>
        {` · by ${event.actor.name} · ${scanPlace(scan)}`}
        {!refused && event.fromStage && event.fromStage !== event.toStage ? ` · ${custodyStageName(event.fromStage)} to ${custodyStageName(event.toStage)}` : ''}
      </Text>
      {details ? <Text fontSize="sm">{details}</Text> : null}
      {refused ? (
        <Text fontSize="sm" color="fg.error">
          {refused.message}
        </Text>
      ) : null}
    </Box>
  );
}

function CustodyEntry({ event }: { event: CustodyEvent }) {
  if (event.scan) return <ScanEntry event={event} scan={event.scan} />;
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
 * who or what moved it, how long the booking stayed, and a move back or a correction marked; and every
 * scan of the pet tag (issue 35): who, at which practice, with which device, when, what it recorded,
 * and each refused scan as a warning with the words the nurse was shown.
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
    <Stack as="ol" gap="3" aria-label="Stage moves and scans, newest first" listStyleType="none">
      {custody.data.map((event) => (
        <CustodyEntry key={event.id} event={event} />
      ))}
    </Stack>
  );
}
