import { ENGRAVING_STEPS_ID, type EngravingStepsModule, type EngravingStepsProps } from '@portal/contracts/federation/engraving';
import { FederatedBoundary, loadFederated } from '@portal/shared/federation';
import { Button, HStack, PortalAlert, Spinner, Stack, Text } from '@portal/shared/ui';

export const ARTWORK_UNAVAILABLE_TITLE = 'The artwork steps are not available right now';
export const ARTWORK_UNAVAILABLE =
  'This product is engraved from artwork, and the artwork steps could not be loaded, so it cannot be added yet. Try again, or contact Client Care.';

const pickSteps = (module: EngravingStepsModule) => module.default;

const loading = (
  <HStack role="status" gap="2">
    <Spinner size="sm" />
    <Text>Loading the artwork steps…</Text>
  </HStack>
);

/**
 * The modal's artwork steps (customise text, icon, image, approval), remote-engraving's
 * `./EngravingSteps` (`@portal/contracts/federation/engraving`). While that remote does not expose them or
 * cannot load them within 5 s, the modal says so and offers 'Try again': a plaque is never added
 * without its artwork.
 */
export function ArtworkSteps(props: EngravingStepsProps) {
  return (
    <FederatedBoundary
      id={ENGRAVING_STEPS_ID}
      pick={pickSteps}
      props={props}
      loading={loading}
      fallback={(retry) => (
        <Stack gap="3" align="flex-start" data-testid="artwork-unavailable">
          <PortalAlert status="danger" timeout={0} title={ARTWORK_UNAVAILABLE_TITLE} message={ARTWORK_UNAVAILABLE} onClose={() => undefined} />
          <HStack>
            <Button variant="outline" onClick={props.onBackToDescription}>
              Back to {props.descriptionStepTitle}
            </Button>
            <Button colorPalette="teal" onClick={retry}>
              Try again
            </Button>
          </HStack>
        </Stack>
      )}
    />
  );
}

/**
 * Asks the engraving steps to drop what they kept of a product whose modal closed before Finish (an
 * abandoned add or edit, issue 31). Their module is already loaded when the artwork steps were opened;
 * one that cannot be loaded, or has no `discardDraft` (an older release), keeps its draft.
 */
export function discardArtworkDraft(ids: Pick<EngravingStepsProps, 'bookingId' | 'quotedProductId' | 'productId'>): void {
  loadFederated<EngravingStepsModule>(ENGRAVING_STEPS_ID).then(
    (module) => module?.discardDraft?.(ids),
    (error: unknown) => console.warn('The artwork draft could not be dropped', error),
  );
}
