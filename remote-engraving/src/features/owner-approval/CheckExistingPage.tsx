// /engraving/check-existing?staff&bookingId&quotedProductId (spec 001 s2.14 'Check existing: shows the
// current artwork with buttons "I want to make changes" and "I approve this artwork"'; s4 'Engraving
// approval flow'). Past the stage where plaques change it is /engraving/404.
import { useState } from 'react';
import { approveEngraving, type EngravingLookupDto, type EngravingVersionDto } from '@portal/shared/api/engraving';
import {
  APPROVAL_IMAGE_WIDTH,
  APPROVE_ARTWORK_LABEL,
  ENGRAVING_TEXT_FIELDS,
  ENGRAVING_TEXT_LABELS,
  MAKE_CHANGES_LABEL,
  engravingQueryString,
  ownerChangeStart,
  type EngravingQuery,
  type EngravingTextLine,
  type PlaqueConfig,
} from '@portal/shared/domain/engraving';
import { DEFAULT_FAILURE } from '@portal/shared/domain/identity-errors';
import { Navigate, useNavigate } from '@portal/shared/router';
import { Box, Button, Heading, Image, Stack, Text, VisuallyHidden, chakra } from '@portal/shared/ui';
import { artworkAlt, iconText } from './artworkText';
import { callFailure, notFoundMessage, ownerSessionEnded } from './failures';
import { Failed, Notice, Waiting } from './Notices';
import { OwnerActions } from './OwnerActions';
import { OwnerGuard } from './OwnerGuard';
import { CHECK_EXISTING_TITLE, ENGRAVING_404, pagePath, verifyPath } from './paths';
import { OwnerPage } from './OwnerPage';
import { useEngravingLookup } from './useEngravingLookup';
import { useOwnerPagesApi } from './useOwnerPagesApi';

/** Ours: a plaque whose artwork nobody has submitted yet. */
export const NO_ARTWORK_YET_MESSAGE = 'No artwork has been prepared for this plaque yet.';
export const PREPARE_ARTWORK_LABEL = 'Prepare the artwork';
/** Ours: the approve call answered 409 (a newer version came in meanwhile). */
export const ARTWORK_CHANGED_MESSAGE = 'The artwork has changed since this page opened. Please check the latest version below.';
/** Ours: the product has no plaque config, so there is nothing to change here. */
export const NOT_CHANGEABLE_MESSAGE = 'The artwork of this product cannot be changed here. Please contact our Client Care team.';

export function CheckExistingPage() {
  return <OwnerGuard>{(query) => <CheckExisting key={engravingQueryString(query)} query={query} />}</OwnerGuard>;
}

function CheckExisting({ query }: { query: EngravingQuery }) {
  const { state, reload } = useEngravingLookup(query);
  const [alert, setAlert] = useState<string | null>(null);

  if (state.status === 'session-ended') return <Navigate to={verifyPath(query)} replace state={{ sessionEnded: true }} />;
  if (state.status === 'ready' && !state.lookup.editable) return <Navigate to={ENGRAVING_404} replace />;

  return (
    <OwnerPage title={CHECK_EXISTING_TITLE}>
      {alert ? <Notice status="error">{alert}</Notice> : null}
      {state.status === 'loading' ? <Waiting label="Loading the artwork…" /> : null}
      {state.status === 'not-found' ? <Notice status="error">{state.message}</Notice> : null}
      {state.status === 'failed' ? (
        <Failed message={DEFAULT_FAILURE} onRetry={reload} />
      ) : null}
      {state.status === 'ready' ? (
        <CurrentArtwork query={query} lookup={state.lookup} config={state.config} onAlert={setAlert} onChanged={reload} />
      ) : null}
    </OwnerPage>
  );
}

function lineText(line: EngravingTextLine): string {
  const style = [line.font, line.size ? `${line.size} pt` : ''].filter(Boolean).join(', ');
  return `${line.text.trim() || '(empty)'}${style ? ` (${style})` : ''}`;
}

function EngravedText({ version }: { version: EngravingVersionDto }) {
  const files = version.engravingFiles;
  const rows: [string, string][] = [
    ...ENGRAVING_TEXT_FIELDS.map((field): [string, string] => [ENGRAVING_TEXT_LABELS[field], lineText(files[field])]),
    ['Icon', iconText(files)],
    ['Photo', files.imageOptions ? 'Included' : 'None'],
  ];
  return (
    <Stack gap="2">
      <Heading as="h2" size="md">
        As it will be engraved
      </Heading>
      <chakra.dl display="flex" flexDirection="column" gap="1" margin="0">
        {rows.map(([label, value]) => (
          <Box key={label} display="grid" gridTemplateColumns="6.5rem minmax(0, 1fr)" columnGap="3">
            <chakra.dt fontWeight="semibold">{label}</chakra.dt>
            <chakra.dd margin="0" overflowWrap="anywhere">
              {value}
            </chakra.dd>
          </Box>
        ))}
      </chakra.dl>
    </Stack>
  );
}

interface CurrentArtworkProps {
  query: EngravingQuery;
  lookup: EngravingLookupDto;
  config: PlaqueConfig | null;
  onAlert: (message: string | null) => void;
  onChanged: () => void;
}

function CurrentArtwork({ query, lookup, config, onAlert, onChanged }: CurrentArtworkProps) {
  const api = useOwnerPagesApi(query.staff);
  const navigate = useNavigate();
  const [approving, setApproving] = useState(false);
  const current = lookup.current;

  const approve = async (version: EngravingVersionDto) => {
    setApproving(true);
    onAlert(null);
    try {
      await approveEngraving(api, query.bookingId, query.quotedProductId, version.id);
      void navigate(pagePath('approved', query));
    } catch (error) {
      const failure = await callFailure(error);
      if (failure.status === 409) {
        onAlert(ARTWORK_CHANGED_MESSAGE);
        onChanged();
      } else if (ownerSessionEnded(failure, query)) {
        void navigate(verifyPath(query), { replace: true, state: { sessionEnded: true } });
      } else if (failure.status === 404) {
        onAlert(notFoundMessage(failure));
      } else {
        console.error('The artwork could not be approved', error);
        onAlert(DEFAULT_FAILURE);
      }
    } finally {
      setApproving(false);
    }
  };

  return (
    <Stack gap="5">
      <Text fontSize="lg">
        {lookup.product_name}
        {lookup.pet_name ? ` for ${lookup.pet_name}` : ''}
      </Text>
      {current ? (
        <>
          <Box as="figure" margin="0">
            <Image
              src={current.engravingFiles.image_options_url}
              alt={artworkAlt(lookup.pet_name, current)}
              htmlWidth={APPROVAL_IMAGE_WIDTH}
              maxWidth="100%"
              height="auto"
              display="block"
              borderWidth="1px"
              borderRadius="md"
              data-testid="current-artwork"
            />
            <Text as="figcaption" fontSize="sm" color="fg.muted" marginTop="1">
              Version {current.version}, submitted by {current.submitted_by === 'owner' ? 'the owner' : 'the practice'}
              {current.approved ? '; approved' : ''}
            </Text>
          </Box>
          <EngravedText version={current} />
        </>
      ) : (
        <Text>{NO_ARTWORK_YET_MESSAGE}</Text>
      )}
      {!config ? <Notice status="info">{NOT_CHANGEABLE_MESSAGE}</Notice> : null}
      <OwnerActions>
        {current ? (
          <Button colorPalette="teal" size="lg" loading={approving} loadingText="Approving…" onClick={() => void approve(current)}>
            {APPROVE_ARTWORK_LABEL}
          </Button>
        ) : null}
        {config ? (
          <Button
            variant={current ? 'outline' : 'solid'}
            colorPalette="teal"
            size="lg"
            disabled={approving}
            onClick={() => void navigate(pagePath(ownerChangeStart(config), query))}
          >
            {current ? MAKE_CHANGES_LABEL : PREPARE_ARTWORK_LABEL}
          </Button>
        ) : null}
      </OwnerActions>
      <VisuallyHidden role="status" aria-live="polite">
        {approving ? 'Approving the artwork…' : ''}
      </VisuallyHidden>
    </Stack>
  );
}
