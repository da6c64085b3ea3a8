import { useEffect, useState, type ComponentType } from 'react';
import { ENGRAVING_STEPS_ID, type EngravingStepsModule, type EngravingStepsProps } from '@portal/shared/contracts/engraving';
import { loadFederated } from '@portal/shared/federation';
import { Button, HStack, PortalAlert, Spinner, Stack, Text } from '@portal/shared/ui';

export const ARTWORK_LOAD_TIMEOUT_MS = 5000;
export const ARTWORK_UNAVAILABLE_TITLE = 'The artwork steps are not available right now';
export const ARTWORK_UNAVAILABLE =
  'This product is engraved from artwork, and the artwork steps could not be loaded, so it cannot be added yet. Try again, or contact Client Care.';

type State = { status: 'loading' | 'failed' } | { status: 'ready'; Component: ComponentType<EngravingStepsProps> };

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The artwork steps did not load in time')), ARTWORK_LOAD_TIMEOUT_MS);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * The modal's artwork steps (customise text, icon, image, approval), remote-engraving's
 * `./EngravingSteps` (`@portal/shared/contracts/engraving`). While that remote does not expose them or
 * cannot load them within 5 s, the modal says so and offers 'Try again': a plaque is never added
 * without its artwork.
 */
export function ArtworkSteps(props: EngravingStepsProps) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    let cancelled = false;
    withTimeout(Promise.resolve().then(() => loadFederated<EngravingStepsModule>(ENGRAVING_STEPS_ID))).then(
      (module) => {
        if (cancelled) return;
        const Component = module?.default;
        setState(Component ? { status: 'ready', Component } : { status: 'failed' });
      },
      (error: unknown) => {
        console.warn(`${ENGRAVING_STEPS_ID} could not be loaded`, error);
        if (!cancelled) setState({ status: 'failed' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  if (state.status === 'ready') return <state.Component {...props} />;
  if (state.status === 'loading') {
    return (
      <HStack role="status" gap="2">
        <Spinner size="sm" />
        <Text>Loading the artwork steps…</Text>
      </HStack>
    );
  }
  return (
    <Stack gap="3" align="flex-start" data-testid="artwork-unavailable">
      <PortalAlert status="danger" timeout={0} title={ARTWORK_UNAVAILABLE_TITLE} message={ARTWORK_UNAVAILABLE} onClose={() => undefined} />
      <HStack>
        <Button variant="outline" onClick={props.onBackToDescription}>
          Back to {props.descriptionStepTitle}
        </Button>
        <Button
          colorPalette="teal"
          onClick={() => {
            setState({ status: 'loading' });
            setAttempt((n) => n + 1);
          }}
        >
          Try again
        </Button>
      </HStack>
    </Stack>
  );
}
