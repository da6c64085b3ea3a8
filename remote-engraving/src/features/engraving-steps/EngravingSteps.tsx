// `./EngravingSteps` (`remote_engraving/EngravingSteps`, @portal/contracts/federation/engraving): the artwork
// steps of the staff product modal (spec 001 s2.6): customise text, icon selection, image options and
// approval, less those the plaque config drops, with a live preview of the plaque beside them.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useApi } from '@portal/shared/api';
import { useQuery } from '@portal/shared/query';
import { fetchEngravingLookup, fetchPlaqueConfig } from '@portal/shared/api/engraving';
import type { EngravingStepsProps } from '@portal/contracts/federation/engraving';
import { ENGRAVING_STEP_TITLES, engravingSteps, newEngravingDraft, type PlaqueConfig } from '@portal/contracts/domain/engraving';
import { DEFAULT_FAILURE } from '@portal/contracts/domain/identity-errors';
import { Button, Flex, HStack, Heading, PortalAlert, Spinner, Stack, Text } from '@portal/shared/ui';
import { ArtworkStep } from '../../components/artwork/ArtworkStep';
import { STAFF_WORDS } from '../../components/artwork/artworkWords';
import { CLEAR_OF_PINNED_PREVIEW, PinnedPreview, STEP_HEADING } from '../../components/artwork/preview/PinnedPreview';
import { loadEngravingFonts } from '../../components/artwork/preview/fonts';
import { useStepDriver } from '../../components/artwork/useStepDriver';
import { draftFromVersion } from '../../lib/draft-from-version';
import { UNAPPROVED, engravingDraftKey, engravingDraftStore, useEngravingDrafts, type StoredEngravingDraft } from '../../lib/engraving-draft';
import { artworkImagesOf } from '../../lib/submit-artwork';
import { finishEngraving, type Added } from './finish';

export const NOT_ENGRAVABLE_MESSAGE = 'This product has no engraving artwork to prepare.';
export const CONFIG_FAILED_MESSAGE = "The plaque's artwork settings could not be loaded. Try again, or contact Client Care.";
export const SAVED_ARTWORK_FAILED_MESSAGE = "This plaque's saved artwork could not be loaded, so it cannot be changed yet. Try again, or contact Client Care.";

/** Where the steps keep their draft: an edit's is that of the version it started from. */
type Load = { status: 'loading' | 'failed' | 'none' } | { status: 'ready'; config: PlaqueConfig; key: string };

type EngravingIds = Pick<EngravingStepsProps, 'bookingId' | 'quotedProductId' | 'productId'>;

/**
 * Drops the steps' drafts of a product in the modal (this remote's `discardDraft`, called by the
 * product modal when it closes before Finish): an abandoned add or edit leaves nothing behind for the
 * next one (issue 31). A reload is not an abandon: the draft is kept for the next opening.
 */
export function discardDraft(ids: EngravingIds): void {
  const prefix = engravingDraftKey(ids);
  const { drafts, clear } = engravingDraftStore.getState();
  for (const key of Object.keys(drafts)) if (key === prefix || key.startsWith(`${prefix}:`)) clear(key);
}

/**
 * The draft the steps open with, and its key. A new product's: the one kept for it, or a new one with
 * the pet's name. An edited line's: the one kept for its current version (typed before a reload), or
 * one made from that version (its text, icon and photo; issue 31: an edit never starts blank over saved
 * artwork, and a version the owner changed since is never edited from an older draft).
 */
async function openDraft(api: ReturnType<typeof useApi>, props: EngravingStepsProps, config: PlaqueConfig, signal: AbortSignal): Promise<string> {
  const store = engravingDraftStore.getState();
  const ids = { productId: props.productId, bookingId: props.bookingId, quotedProductId: props.quotedProductId };
  if (!props.bookingId || !props.quotedProductId) {
    const key = engravingDraftKey(ids);
    store.ensure(key, () => ({ ...newEngravingDraft(config, ids, props.petName), step: 'customise-text' }));
    return key;
  }
  const lookup = await fetchEngravingLookup(api, props.bookingId, props.quotedProductId, signal);
  const key = `${engravingDraftKey(ids)}:${lookup.current?.id ?? 'none'}`;
  if (!engravingDraftStore.getState().drafts[key]) {
    const saved = await draftFromVersion(lookup, config);
    signal.throwIfAborted();
    engravingDraftStore.getState().ensure(key, () => ({ ...saved, ...ids, ...UNAPPROVED, step: 'customise-text' }));
  }
  return key;
}

/** The saved artwork of an edited line could not be read: the steps cannot open over it. */
class SavedArtworkError extends Error {
  override name = 'SavedArtworkError';
}

/**
 * The steps' opening as a query: the plaque's config, then its draft (`openDraft`). Read once for each
 * time the steps open (never again behind the person's back: no refetch while they type, and nothing
 * kept after the steps close, since the modal may discard the draft), and again on Try again.
 */
function useStepsOpening(props: EngravingStepsProps) {
  const api = useApi();
  return useQuery({
    queryKey: ['engraving-steps', props.productId, props.bookingId ?? null, props.quotedProductId ?? null],
    queryFn: async ({ signal }) => {
      const config = await fetchPlaqueConfig(api, props.productId, signal);
      if (!config) return null;
      try {
        return { config, key: await openDraft(api, props, config, signal) };
      } catch (error) {
        throw new SavedArtworkError("The plaque's saved artwork could not be loaded", { cause: error });
      }
    },
    staleTime: Infinity,
    gcTime: 0,
    refetchOnMount: 'always',
  });
}

export default function EngravingSteps(props: EngravingStepsProps) {
  const opening = useStepsOpening(props);

  // The faces load when the steps open (this module is not in any first load).
  useEffect(() => {
    void loadEngravingFonts();
  }, []);

  const load: Load = opening.isFetching
    ? { status: 'loading' }
    : opening.isError
      ? { status: 'failed' }
      : opening.data
        ? { status: 'ready', ...opening.data }
        : { status: opening.data === null ? 'none' : 'loading' };
  const failure = opening.error instanceof SavedArtworkError ? SAVED_ARTWORK_FAILED_MESSAGE : CONFIG_FAILED_MESSAGE;

  const back = (
    <Button variant="outline" onClick={props.onBackToDescription}>
      Back to {props.descriptionStepTitle}
    </Button>
  );

  switch (load.status) {
    case 'loading':
      return (
        <HStack role="status" gap="2">
          <Spinner size="sm" />
          <Text>Loading the artwork steps…</Text>
        </HStack>
      );
    case 'failed':
      return (
        <Stack gap="3" align="flex-start">
          <PortalAlert status="danger" timeout={0} message={failure} onClose={() => undefined} />
          <HStack>
            {back}
            <Button
              colorPalette="teal"
              onClick={() => {
                void opening.refetch();
              }}
            >
              Try again
            </Button>
          </HStack>
        </Stack>
      );
    case 'none':
      return (
        <Stack gap="3" align="flex-start">
          <Text>{NOT_ENGRAVABLE_MESSAGE}</Text>
          {back}
        </Stack>
      );
    case 'ready':
      return <EngravingWizard {...props} config={load.config} draftKey={load.key} />;
  }
}

function EngravingWizard({ config, draftKey: key, ...props }: EngravingStepsProps & { config: PlaqueConfig; draftKey: string }) {
  const api = useApi();
  const { stored, container, cropping, applying, alert, setAlert, next: checkedNext, clearFlags, stepProps } = useStepDriver({ draftKey: key, config, words: STAFF_WORDS });
  const update = useEngravingDrafts((state) => state.update);
  const clearImages = useEngravingDrafts((state) => state.clearImages);
  const clearDraft = useEngravingDrafts((state) => state.clear);
  const steps = useMemo(() => engravingSteps(config), [config]);

  const [busy, setBusy] = useState(false);
  // Set once Finish is done: the modal closes, and nothing is drawn again meanwhile.
  const [finished, setFinished] = useState(false);
  // What addToCart answered, for a retried Finish (after a failed upload or lookup) to add nothing
  // twice. Kept for this opening of the modal only: opened again, the product is a new add.
  const added = useRef<Added | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const headingGroup = useRef<HTMLDivElement>(null);

  const step = stored && steps.includes(stored.step) ? stored.step : (steps[0] ?? 'approval');

  // Focus follows the wizard: the first flagged field after a Next that found some (useInvalidFocus),
  // the step's title after a move. The title's scroll is the whole 'Step 3 of 5' and title, clear of the
  // pinned preview (issue 31 item 6: scrolled to the title alone, the preview covered the step line).
  const previousStep = useRef(step);
  useEffect(() => {
    if (previousStep.current !== step) {
      heading.current?.focus({ preventScroll: true });
      headingGroup.current?.scrollIntoView({ block: 'nearest' });
    }
    previousStep.current = step;
  }, [step]);

  // Only a draft cleared elsewhere (another tab of the same session) leaves none.
  if (!stored) return null;
  const draft: StoredEngravingDraft = stored;
  const index = steps.indexOf(step);
  const last = index === steps.length - 1;

  const goTo = (target: number) => {
    const next = steps[target];
    if (!next) return;
    clearFlags();
    update(key, { step: next });
  };

  const finish = async () => {
    setBusy(true);
    setAlert(null);
    try {
      const outcome = await finishEngraving({
        api,
        draft,
        added: added.current,
        addToCart: props.addToCart,
        images: () => artworkImagesOf(config, draft),
        onAdded: (answer) => {
          added.current = answer;
        },
      });
      if (outcome.ok) {
        setFinished(true);
        // An edit's draft was of the version it replaced: the next edit starts from the new one.
        if (props.quotedProductId) clearDraft(key);
        else clearImages(key);
        props.onFinished();
      } else {
        setAlert({ message: outcome.alert, timeout: 0 });
      }
    } catch (error) {
      console.error('Finish failed', error);
      setAlert({ message: DEFAULT_FAILURE, timeout: 0 });
    } finally {
      setBusy(false);
    }
  };

  const next = () =>
    checkedNext(step, draft, () => {
      if (last) void finish();
      else goTo(index + 1);
    });

  const back = () => {
    if (index <= 0) props.onBackToDescription();
    else goTo(index - 1);
  };

  if (finished) {
    return (
      <Text role="status" data-testid="engraving-steps">
        The artwork was added to the cart.
      </Text>
    );
  }

  const previousTitle = index <= 0 ? props.descriptionStepTitle : ENGRAVING_STEP_TITLES[steps[index - 1] ?? step];
  const title = ENGRAVING_STEP_TITLES[step];

  return (
    // The preview comes first: beside the steps (on the right) where there is room, above them where not;
    // sticky either way, so it stays in view as the modal scrolls through the fields.
    <Flex ref={container} direction="row-reverse" wrap="wrap" gap="6" align="flex-start" data-testid="engraving-steps" css={CLEAR_OF_PINNED_PREVIEW}>
      {/* Not beside or over the cropper, which shows the photo as it will be taken. */}
      {step !== 'approval' && !cropping ? <PinnedPreview config={config} draft={draft} flex="1 1 300px" caption={STAFF_WORDS.previewCaption(config)} /> : null}
      <Stack flex="1 1 320px" minWidth="0" gap="4">
        <Stack ref={headingGroup} gap="0" {...STEP_HEADING}>
          <Text fontSize="sm" color="fg.muted">
            Step {index + 2} of {steps.length + 1}
          </Text>
          <Heading as="h3" size="md" ref={heading} tabIndex={-1} outline="none">
            {title}
          </Heading>
        </Stack>

        <ArtworkStep {...stepProps(step, draft)} on="modal" />

        {alert ? (
          <PortalAlert status="danger" message={alert.message} timeout={alert.timeout} onClose={() => setAlert(null)} />
        ) : null}

        <HStack justify="space-between" gap="3" flexWrap="wrap">
          <Button variant="outline" onClick={back} disabled={busy || applying}>
            Back to {previousTitle}
          </Button>
          <Button colorPalette="teal" onClick={next} loading={busy} loadingText="Adding to cart…" disabled={applying}>
            {last ? 'Finish and add to cart' : 'Next'}
          </Button>
        </HStack>
      </Stack>
    </Flex>
  );
}
