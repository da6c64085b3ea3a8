// The booking's engraving artwork (issue 6, proof history): for every line with submitted artwork, the
// current version as it will be engraved, whether the owner approved it, and every earlier version; a
// plaque line with none yet offers to prepare it (the staff mode of the engraving pages).
import type { EngravingVersionDto } from '@portal/shared/api/engraving';
import type { OrderLine } from '@portal/shared/api/bookings';
import { formatDateTime } from '@portal/shared/domain/dates';
import { Badge, Box, Button, Heading, HStack, Image, Stack, Text } from '@portal/shared/ui';
import { Link as RouterLink } from '@portal/shared/router';

/** Every line (at any depth) that has artwork or takes it, in order. */
export function engravedLines(lines: readonly OrderLine[]): OrderLine[] {
  return lines.flatMap((line) => [...(line.engravingVersions.length > 0 || line.takesArtwork ? [line] : []), ...engravedLines(line.childProducts)]);
}

/** Ours: a plaque line whose artwork nobody has prepared yet. */
export const NO_ARTWORK_YET = "No artwork yet. Prepare it here, and the owner is sent a link to check and approve it.";
export const NO_ARTWORK_CLOSED = 'No artwork was prepared, and the booking is past the stage where plaques change.';

const who = (actor: 'staff' | 'owner') => (actor === 'owner' ? 'the owner' : 'practice staff');
/** ', approved', with who gave it when it is recorded. */
const approvedBy = (version: EngravingVersionDto) => (version.approved ? `, approved${version.approved_by ? ` by ${who(version.approved_by)}` : ''}` : '');

function describe(version: EngravingVersionDto) {
  const files = version.engravingFiles;
  const words = [files.petName.text, files.primaryText.text, files.secondaryText.text].filter(Boolean).join(' / ');
  const icon = files.icon && files.icon !== 'None' ? `, icon ${files.icon} (${files.iconPlacement || 'Right'})` : '';
  const photo = files.imageOptions ? ', with a photo' : '';
  return `${words || 'No text'}${icon}${photo}`;
}

function Proof({ version, lineName, size }: { version: EngravingVersionDto; lineName: string; size: 'large' | 'small' }) {
  return (
    <Image
      src={version.engravingFiles.image_options_url}
      alt={`Artwork version ${version.version} for the ${lineName}: ${describe(version)}`}
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

function LineProofs({ bookingId, line, editable }: { bookingId: string; line: OrderLine; editable: boolean }) {
  const versions = line.engravingVersions;
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
            <RouterLink to={artworkPath}>Prepare the artwork</RouterLink>
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
      <Stack direction={{ base: 'column', md: 'row' }} gap="4" align="flex-start">
        <Proof version={current} lineName={line.name} size="large" />
        <Stack gap="1">
          <Text fontWeight="semibold">Version {current.version} (current)</Text>
          <ApprovalBadge version={current} />
          <Text fontSize="sm">
            Submitted by {who(current.submitted_by)} on {formatDateTime(current.submitted_at)}
            {current.approved && current.approved_by ? `. Approved by ${who(current.approved_by)}.` : ''}
          </Text>
          <Text fontSize="sm">{describe(current)}</Text>
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
                <Proof version={version} lineName={line.name} size="small" />
                <Stack gap="1">
                  <Text fontWeight="semibold">Version {version.version}</Text>
                  <Text fontSize="sm">
                    Submitted by {who(version.submitted_by)} on {formatDateTime(version.submitted_at)}
                    {approvedBy(version)}
                  </Text>
                  <Text fontSize="sm">{describe(version)}</Text>
                </Stack>
              </HStack>
            ))}
          </Stack>
        </Box>
      ) : null}
    </Stack>
  );
}

/** The section's body: one entry per engraved line. `editable`: the booking's artwork may still change. */
export function EngravingProofs({ bookingId, lines, editable = true }: { bookingId: string; lines: readonly OrderLine[]; editable?: boolean }) {
  return (
    <Stack gap="4">
      {lines.map((line) => (
        <LineProofs key={line.id} bookingId={bookingId} line={line} editable={editable} />
      ))}
    </Stack>
  );
}
