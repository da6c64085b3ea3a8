import { useEffect, useState, type ComponentType } from 'react';
import { loadFederated } from '@portal/shared/federation';
import {
  CART_MODULE_ID,
  CATALOG_STEP_IDS,
  type CartModule,
  type CartSummaryProps,
  type CatalogStepModule,
  type CatalogStepProps,
} from '@portal/shared/contracts/catalog';
import { Button, PortalAlert, Spinner, Stack } from '@portal/shared/ui';

const LOAD_TIMEOUT_MS = 5000;

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error('The product catalog did not load in time')), LOAD_TIMEOUT_MS)),
  ]);
}

export const CATALOG_FALLBACK_TITLE = 'Product selection is not available right now';

type Loaded<P> = { status: 'loading' | 'failed' } | { status: 'ready'; Component: ComponentType<P> };

/**
 * A component federated from remote-catalog through its contract (`@portal/shared/contracts/catalog`),
 * loaded within 5 s or reported as failed; `retry` loads it again.
 */
function useFederated<M, P>(id: string, pick: (module: M) => ComponentType<P> | undefined) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Loaded<P>>({ status: 'loading' });
  useEffect(() => {
    let cancelled = false;
    withTimeout(Promise.resolve().then(() => loadFederated<M>(id))).then(
      (module) => {
        if (cancelled) return;
        const Component = module ? pick(module) : undefined;
        setState(Component ? { status: 'ready', Component } : { status: 'failed' });
      },
      (error: unknown) => {
        console.warn(`${id} could not be loaded`, error);
        if (!cancelled) setState({ status: 'failed' });
      },
    );
    return () => {
      cancelled = true;
    };
    // `pick` is a module-level function of each caller.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, attempt]);
  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  };
  return { state, retry };
}

function Fallback({ retry, message }: { retry: () => void; message: string }) {
  return (
    <Stack gap="3" align="flex-start" data-testid="catalog-fallback">
      <PortalAlert status="danger" timeout={0} title={CATALOG_FALLBACK_TITLE} message={message} onClose={() => undefined} />
      <Button variant="outline" onClick={retry}>
        Try again
      </Button>
    </Stack>
  );
}

const pickStep = (module: CatalogStepModule) => module.default;
const pickCartSummary = (module: CartModule) => module.CartSummary;

/**
 * A catalog step (product list or package bundle). While the remote does not expose it, or cannot be
 * loaded within 5 s, the step shows the fallback with "Try again"; the rest of the wizard keeps working.
 */
export function FederatedStep({ step, ...props }: CatalogStepProps & { step: keyof typeof CATALOG_STEP_IDS }) {
  const { state, retry } = useFederated<CatalogStepModule, CatalogStepProps>(CATALOG_STEP_IDS[step], pickStep);
  if (state.status === 'loading') return <Spinner aria-label="Loading products" />;
  if (state.status === 'ready') return <state.Component {...props} />;
  return <Fallback retry={retry} message="The product catalog could not be loaded. Go back to the previous step, or try again later." />;
}

/** The booking's cart (items, fees, total), shown on the confirmation step. */
export function FederatedCartSummary(props: CartSummaryProps) {
  const { state, retry } = useFederated<CartModule, CartSummaryProps>(CART_MODULE_ID, pickCartSummary);
  if (state.status === 'loading') return <Spinner aria-label="Loading the cart" />;
  if (state.status === 'ready') return <state.Component {...props} />;
  return <Fallback retry={retry} message="The cart could not be loaded. Try again before submitting." />;
}
