import { useEffect, useState, type ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { CATALOG_STEP_IDS, type CatalogStepModule, type CatalogStepProps } from '@portal/shared/contracts/catalog';
import { Button, PortalAlert, Spinner, Stack } from '@portal/shared/ui';

const LOAD_TIMEOUT_MS = 5000;

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error('The product catalog did not load in time')), LOAD_TIMEOUT_MS)),
  ]);
}

export const CATALOG_FALLBACK_TITLE = 'Product selection is not available right now';

/**
 * A catalog step (product list or package bundle), federated from remote-catalog through its contract
 * (`@portal/shared/contracts/catalog`). While the remote does not expose it, or cannot be loaded within
 * 5 s, the step shows the fallback with "Try again"; the rest of the wizard keeps working.
 */
export function FederatedStep({ step, ...props }: CatalogStepProps & { step: keyof typeof CATALOG_STEP_IDS }) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ status: 'loading' | 'failed' } | { status: 'ready'; Step: ComponentType<CatalogStepProps> }>({
    status: 'loading',
  });
  useEffect(() => {
    let cancelled = false;
    withTimeout(Promise.resolve().then(() => loadRemote<CatalogStepModule>(CATALOG_STEP_IDS[step]))).then(
      (module) => {
        if (cancelled) return;
        setState(module ? { status: 'ready', Step: module.default } : { status: 'failed' });
      },
      (error: unknown) => {
        console.warn(`${CATALOG_STEP_IDS[step]} could not be loaded`, error);
        if (!cancelled) setState({ status: 'failed' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [step, attempt]);

  if (state.status === 'loading') return <Spinner aria-label="Loading products" />;
  if (state.status === 'ready') return <state.Step {...props} />;
  return (
    <Stack gap="3" align="flex-start" data-testid="catalog-fallback">
      <PortalAlert
        status="danger"
        timeout={0}
        title={CATALOG_FALLBACK_TITLE}
        message="The product catalog could not be loaded. Go back to the previous step, or try again later."
        onClose={() => undefined}
      />
      <Button variant="outline" onClick={() => {
          setState({ status: 'loading' });
          setAttempt((n) => n + 1);
        }}>
        Try again
      </Button>
    </Stack>
  );
}
