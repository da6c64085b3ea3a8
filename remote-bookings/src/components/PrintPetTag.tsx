import { useId } from 'react';
import { errorDetail, HTTPError, useApi } from '@portal/shared/api';
import { printPetTag } from '@portal/shared/api/pet-tags';
import { DEFAULT_FAILURE } from '@portal/contracts/domain/identity-errors';
import { PET_TAG_FORMAT_NOTES, type PetTagFormat } from '@portal/contracts/domain/pet-tag';
import { useQueryClient } from '@portal/shared/query';
import { Button, HStack, PortalAlert, Stack, Text } from '@portal/shared/ui';
import { useDocumentTab } from '../lib/useDocumentTab';

/** The papers, named inside the group 'Print pet tag'. */
const FORMATS: readonly { format: PetTagFormat; text: string }[] = [
  { format: 'label', text: '4 × 6 in label' },
  { format: 'a4', text: 'A4 sheet (4 tags)' },
];

/** The API's reason for refusing the tag (422: a booking with no pet), or the default. */
async function failureMessage(error: unknown): Promise<string> {
  if (error instanceof HTTPError && error.response.status === 422) {
    const detail = await errorDetail(error);
    const reason = typeof detail === 'string' ? detail : detail && Object.values(detail)[0];
    if (reason) return reason;
  }
  return DEFAULT_FAILURE;
}

/**
 * Print pet tag (issue 19 item 1): opens the tag PDF, made by portal-api, in a new tab through a
 * short-lived signed link, for the browser to print. Its QR code opens this booking on this site.
 */
export function PrintPetTag({ bookingId }: { bookingId: string }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const titleId = useId();
  // 422: a tag the server cannot print for this booking: it says why.
  const { opening, failure, clearFailure, open: openTab } = useDocumentTab<PetTagFormat>({ refusal: 422, message: failureMessage });
  const open = (format: PetTagFormat) => openTab(format, () => printPetTag(api, queryClient, bookingId, format, window.location.origin));
  return (
    <Stack gap="2" role="group" aria-labelledby={titleId}>
      <Text id={titleId} fontWeight="semibold">
        Print pet tag
      </Text>
      <HStack gap="2" flexWrap="wrap">
        {FORMATS.map(({ format, text }) => (
          <Button
            key={format}
            size="sm"
            variant="outline"
            colorPalette="teal"
            loading={opening === format}
            disabled={opening !== null && opening !== format}
            onClick={() => void open(format)}
          >
            {text}
          </Button>
        ))}
      </HStack>
      {/* Why a paper prints more than one tag (issue 31 item 6): each copy is named on it too. */}
      {FORMATS.map(({ format }) => (
        <Text key={format} fontSize="sm" color="fg.muted">
          {PET_TAG_FORMAT_NOTES[format]}
        </Text>
      ))}
      {failure ? <PortalAlert status="danger" message={failure} onClose={clearFailure} /> : null}
    </Stack>
  );
}
