// The booking's engraving artwork (issue 6, proof history): for every line with submitted artwork, the
// current version as it will be engraved, whether the owner approved it, and every earlier version; a
// plaque line with none yet offers to prepare it (the staff mode of the engraving pages).
import type { EngravingVersionDto } from '@portal/contracts/wire/engraving';
import type { OrderLine } from '@portal/contracts/wire/bookings';
import { formatDateTime } from '@portal/contracts/domain/dates';
import { engravedContent, engravedSummary, engravingQueryString, ownerChangeStart, parsePlaqueConfig, type PlaqueConfig } from '@portal/contracts/domain/engraving';
import { FINAL_STAGES, STAGES } from '@portal/contracts/domain/stages';
import { Alert, Badge, Box, Button, Heading, HStack, Image, Stack, Text } from '@portal/shared/ui';
import { Link as RouterLink } from '@portal/shared/router';

/** Every line (at any depth) that has artwork or takes it, in order. */
export function engravedLines(lines: readonly OrderLine[]): OrderLine[] {
  return lines.flatMap((line) => [...(line.engravingVersions.length > 0 || line.takesArtwork ? [line] : []), ...engravedLines(line.childProducts)]);
}

/** Ours: a plaque line whose artwork nobody has prepared yet. */
export const NO_ARTWORK_YET = "No artwork yet. Prepare it here, and the owner is sent a link to check and approve it.";
export const NO_ARTWORK_CLOSED = 'No artwork was prepared, and the booking is past the stage where plaques change.';

export const PREPARE_ARTWORK_LABEL = 'Prepare the artwork';

/**
 * Ours (issue 15 item 10): the booking reached the stages where plaques are engraved (engravingEditable
 * is false: from Awaiting Processing, the tracker's Memorialisation step, on) while the line's latest
 * artwork still waits for the owner's approval. The artwork pages are closed by then, so staff are told
 * to settle it with Client Care before the plaque is engraved.
 */
export const awaitingOwnerWarning = (orderStage: string, version: number) =>
  FINAL_STAGES.includes(orderStage)
    ? // A finished booking's plaque is made (issue 31 item 6: it read 'has reached Completed - Returned, where plaques are engraved').
      `This booking is ${orderStage}, and the owner never approved the artwork (version ${version} was still waiting for them). If anything on the plaque is not as the family wanted, please contact our Client Care team.`
    : `This booking has reached ${orderStage}, where plaques are engraved, but the owner has not approved the artwork yet (version ${version} is still waiting for them). Please contact our Client Care team so the plaque is not engraved with artwork the owner has not approved.`;

/**
 * Where 'Prepare the artwork' leads: straight to the plaque's first artwork step in staff mode (one
 * click); a line whose config cannot be read goes through the staff entry (check-existing) instead.
 */
export function prepareArtworkPath(bookingId: string, lineId: string, config: PlaqueConfig | null): string {
  if (!config) return `/engraving/staff-login/${encodeURIComponent(bookingId)}/${encodeURIComponent(lineId)}`;
  return `/engraving/${ownerChangeStart(config)}?${engravingQueryString({ staff: true, bookingId, quotedProductId: lineId })}`;
}

const who = (actor: 'staff' | 'owner') => (actor === 'owner' ? 'the owner' : 'practice staff');
/** ', approved', with who gave it when it is recorded. */
const approvedBy = (version: EngravingVersionDto) => (version.approved ? `, approved${version.approved_by ? ` by ${who(version.approved_by)}` : ''}` : '');

/** The line's plaque config, checked; an unreadable one is logged, and the summary lists what the fields hold. */
function plaqueConfigOf(line: OrderLine): PlaqueConfig | null {
  if (!line.plaqueConfig) return null;
  try {
    return parsePlaqueConfig(line.plaqueConfig);
  } catch (error) {
    console.error('The plaque config of a booking line is not valid', error);
    return null;
  }
}

/** Exactly what the plaque will carry (a photo-only tile: 'Photo only', never the pet's name it keeps). */
const describe = (version: EngravingVersionDto, config: PlaqueConfig | null) => engravedSummary(engravedContent(config, version.engravingFiles));

function Proof({ version, lineName, size, summary }: { version: EngravingVersionDto; lineName: string; size: 'large' | 'small'; summary: string }) {
  return (
    <Image
      src={version.engravingFiles.image_options_url}
      alt={`Artwork version ${version.version} for the ${lineName}: ${summary}`}
      width={size === 'large' ? '398px' : '160px'}
      maxWidth="100%"
      height="auto"
      borderWidth="1px"
      borderRadius="md"
      bg="bg.muted"
    />
  );
}

function ApprovalBadge({ version }: { version: EngravingVersionDto }) {
  return version.approved ? (
    <Badge colorPalette="green" alignSelf="flex-start">Approved</Badge>
  ) : (
    <Badge colorPalette="orange" alignSelf="flex-start">Awaiting the owner's approval</Badge>
  );
}

interface LineProofsProps {
  bookingId: string;
  line: OrderLine;
  editable: boolean;
  orderStage: string;
}

function LineProofs({ bookingId, line, editable, orderStage }: LineProofsProps) {
  const versions = line.engravingVersions;
  const config = plaqueConfigOf(line);
  const current = versions[versions.length - 1];
  const earlier = versions.slice(0, -1).reverse();
  const headingId = `engraving-${line.id}`;
  const artworkPath = `/engraving/staff-login/${encodeURIComponent(bookingId)}/${encodeURIComponent(line.id)}`;
  const heading = (
    <Heading as="h3" size="sm" id={headingId}>
      {line.name}
    </Heading>
  );
  if (!current) {
    return (
      <Stack as="article" aria-labelledby={headingId} gap="3" borderTopWidth="1px" paddingTop="3" data-testid="engraving-proofs">
        {heading}
        <Text>{editable ? NO_ARTWORK_YET : NO_ARTWORK_CLOSED}</Text>
        {editable ? (
          <Button asChild size="sm" colorPalette="teal" alignSelf="flex-start">
            <RouterLink to={prepareArtworkPath(bookingId, line.id, config)}>{PREPARE_ARTWORK_LABEL}</RouterLink>
          </Button>
        ) : null}
      </Stack>
    );
  }
  return (
    <Stack as="article" aria-labelledby={headingId} gap="3" borderTopWidth="1px" paddingTop="3" data-testid="engraving-proofs">
      <HStack justify="space-between" flexWrap="wrap" gap="2">
        {heading}
        {/* Past editing the artwork pages only say so: the proofs here are all there is to see. */}
        {editable ? (
          <Button asChild size="sm" variant="outline">
            <RouterLink to={artworkPath}>Open the artwork</RouterLink>
          </Button>
        ) : null}
      </HStack>
      {!editable && orderStage !== STAGES.cancelled && !current.approved ? (
        <Alert.Root status="warning" alignItems="flex-start" data-testid="awaiting-owner-warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{awaitingOwnerWarning(orderStage, current.version)}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      <Stack direction={{ base: 'column', md: 'row' }} gap="4" align="flex-start">
        <Proof version={current} lineName={line.name} size="large" summary={describe(current, config)} />
        <Stack gap="1">
          <Text fontWeight="semibold">Version {current.version} (current)</Text>
          <ApprovalBadge version={current} />
          <Text fontSize="sm">
            Submitted by {who(current.submitted_by)} on {formatDateTime(current.submitted_at)}
            {current.approved && current.approved_by ? `. Approved by ${who(current.approved_by)}.` : ''}
          </Text>
          <Text fontSize="sm">{describe(current, config)}</Text>
        </Stack>
      </Stack>
      {earlier.length > 0 ? (
        <Box as="details">
          <Box as="summary" cursor="pointer" fontWeight="semibold">
            Earlier versions ({earlier.length})
          </Box>
          <Stack as="ol" gap="3" marginTop="3" listStyleType="none" aria-label={`Earlier artwork versions of the ${line.name}`}>
            {earlier.map((version) => (
              <HStack as="li" key={version.id} gap="3" align="flex-start">
                <Proof version={version} lineName={line.name} size="small" summary={describe(version, config)} />
                <Stack gap="1">
                  <Text fontWeight="semibold">Version {version.version}</Text>
                  <Text fontSize="sm">
                    Submitted by {who(version.submitted_by)} on {formatDateTime(version.submitted_at)}
                    {approvedBy(version)}
                  </Text>
                  <Text fontSize="sm">{describe(version, config)}</Text>
                </Stack>
              </HStack>
            ))}
          </Stack>
        </Box>
      ) : null}
    </Stack>
  );
}

export interface EngravingProofsProps {
  bookingId: string;
  lines: readonly OrderLine[];
  /** The booking's artwork may still change (engravingEditable of its stage). */
  editable?: boolean;
  /** The booking's order stage (named in the warning of artwork still waiting for the owner). */
  orderStage?: string;
}

/** The section's body: one entry per engraved line. */
export function EngravingProofs({ bookingId, lines, editable = true, orderStage = '' }: EngravingProofsProps) {
  return (
    <Stack gap="4">
      {lines.map((line) => (
        <LineProofs key={line.id} bookingId={bookingId} line={line} editable={editable} orderStage={orderStage} />
      ))}
    </Stack>
  );
}
