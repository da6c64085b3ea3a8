import { useEffect, useState } from 'react';
import { getConfig } from '@portal/shared/config';
import { APPROVAL_IMAGE_WIDTH, vesselImagePath, type EngravingDraft, type PlaqueConfig } from '@portal/contracts/domain/engraving';
import { LightStyles } from '@portal/shared/light';
import { Box, Button, HStack, Image, PortalAlert, Spinner, Stack, Text, chakra } from '@portal/shared/ui';
import type { ArtworkWords } from '../artworkWords';
import { EngravedList } from '../EngravedList';
import { makeArtworkImages } from '../preview/render';

export const ARTWORK_FAILED_MESSAGE = 'The artwork could not be drawn. Try again, or go back and check the steps.';

export interface ApprovalStepProps {
  config: PlaqueConfig;
  draft: EngravingDraft;
  onImages: (images: { customTextImage: string; engravingOptionsImage: string }) => void;
  onApproved: (approved: boolean) => void;
  /** The level of 'As it will be engraved' under the page's own headings: h4 in the staff modal (under its step's h3), h2 on an owner's page (under its h1). */
  listHeadingAs: 'h2' | 'h4';
  /** Staff's or the owner's words: the checkbox's, and the text lines' names (artworkWords.ts). */
  words: ArtworkWords;
}

/**
 * Spec 001 s5, Approval: the artwork exactly as it will be uploaded (398 px wide) and the required
 * checkbox 'Content has been checked and is correct'.
 */
/** The product's vessel image (where the plaque goes); null before the runtime config is loaded (tests). */
function vesselImageUrl(config: PlaqueConfig): string | null {
  try {
    return new URL(vesselImagePath(config), getConfig().apiBaseUrl).href;
  } catch {
    return null;
  }
}

export function ApprovalStep({ config, draft, onImages, onApproved, listHeadingAs, words }: ApprovalStepProps) {
  const vessel = vesselImageUrl(config);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const image = draft.customTextImage;

  useEffect(() => {
    if (image) return;
    let cancelled = false;
    makeArtworkImages(config, draft).then(
      (images) => !cancelled && onImages(images),
      (error: unknown) => {
        console.warn('The artwork could not be drawn', error);
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
    // Drawn once per visit of the step (the draft does not change on it), and again on Try again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [image, attempt]);

  return (
    <Stack gap="4">
      {/* EngravedList's stylesheet. */}
      <LightStyles />
      <Text>Check the artwork below. It is sent for engraving exactly as shown.</Text>
      <Box width="100%" maxWidth={`${APPROVAL_IMAGE_WIDTH}px`}>
        {image ? (
          <Image
            src={image}
            alt="The artwork to be engraved"
            htmlWidth={APPROVAL_IMAGE_WIDTH}
            maxWidth="100%"
            height="auto"
            display="block"
            data-testid="approval-image"
          />
        ) : failed ? (
          <Stack gap="2" align="flex-start">
            <PortalAlert status="danger" timeout={0} message={ARTWORK_FAILED_MESSAGE} onClose={() => setFailed(false)} />
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                setFailed(false);
                setAttempt((n) => n + 1);
              }}
            >
              Try again
            </Button>
          </Stack>
        ) : (
          <HStack role="status" gap="2">
            <Spinner size="sm" />
            <Text>Drawing the artwork…</Text>
          </HStack>
        )}
      </Box>
      {/* Only what the plaque carries (a photo-only tile: its photo), as check-existing lists it. */}
      <EngravedList config={config} fields={draft} headingAs={listHeadingAs} lineLabels={words.lines} iconName={words.iconName} />
      {/* Where the plaque goes, as large as the artwork (it was a 160 px thumbnail no one could read). */}
      {vessel && (
        <chakra.figure margin="0" width="100%" maxWidth={`${APPROVAL_IMAGE_WIDTH}px`}>
          <Image
            src={vessel}
            alt={`Where the plaque goes on the ${config.Product || 'product'}`}
            htmlWidth={APPROVAL_IMAGE_WIDTH}
            width="100%"
            height="auto"
            display="block"
            borderRadius="md"
            data-testid="vessel-image"
          />
          <chakra.figcaption fontSize="sm" color="fg.muted" marginTop="1">
            Where the plaque goes
          </chakra.figcaption>
        </chakra.figure>
      )}
      <chakra.label
        display="flex"
        alignItems="center"
        gap="3"
        cursor="pointer"
        fontWeight="medium"
        padding="3"
        alignSelf="flex-start"
        borderWidth="2px"
        borderRadius="md"
        borderColor="green.600"
        bg="green.50"
        color="green.900"
        _focusWithin={{ outline: '2px solid', outlineColor: 'green.700', outlineOffset: '2px' }}
      >
        <chakra.input
          type="checkbox"
          name="approved"
          checked={draft.approved}
          onChange={(event) => onApproved(event.target.checked)}
          width="6"
          height="6"
          flexShrink={0}
          accentColor="green.600"
          cursor="pointer"
        />
        {words.approval}
      </chakra.label>
    </Stack>
  );
}
