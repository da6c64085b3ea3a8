import type { ReactNode } from 'react';
import { FederatedBoundary } from '@portal/shared/federation';
import {
  CART_MODULE_ID,
  CATALOG_STEP_IDS,
  type CartModule,
  type CartSummaryProps,
  type CatalogStepModule,
  type CatalogStepProps,
} from '@portal/contracts/federation/catalog';
import { Button, PortalAlert, Spinner, Stack } from '@portal/shared/ui';

export const CATALOG_FALLBACK_TITLE = 'Product selection is not available right now';

function fallback(message: string) {
  return function Fallback(retry: () => void): ReactNode {
    return (
      <Stack gap="3" align="flex-start" data-testid="catalog-fallback">
        <PortalAlert status="danger" timeout={0} title={CATALOG_FALLBACK_TITLE} message={message} onClose={() => undefined} />
        <Button variant="outline" onClick={retry}>
          Try again
        </Button>
      </Stack>
    );
  };
}

const stepFallback = fallback('The product catalog could not be loaded. Go back to the previous step, or try again later.');
const cartFallback = fallback('The cart could not be loaded. Try again before submitting.');
const pickStep = (module: CatalogStepModule) => module.default;
const pickCartSummary = (module: CartModule) => module.CartSummary;

/**
 * A catalog step (product list or package bundle), federated from remote-catalog through its contract
 * (`@portal/contracts/federation/catalog`). While the remote does not expose it, or cannot be loaded within
 * 5 s, the step shows the fallback with "Try again"; the rest of the wizard keeps working.
 */
export function FederatedStep({ step, ...props }: CatalogStepProps & { step: keyof typeof CATALOG_STEP_IDS }) {
  return (
    <FederatedBoundary
      id={CATALOG_STEP_IDS[step]}
      pick={pickStep}
      props={props}
      loading={<Spinner role="status" aria-label="Loading products" />}
      fallback={stepFallback}
    />
  );
}

/** The booking's cart (items, fees, total), shown on the confirmation step. */
export function FederatedCartSummary(props: CartSummaryProps) {
  return (
    <FederatedBoundary
      id={CART_MODULE_ID}
      pick={pickCartSummary}
      props={props}
      loading={<Spinner role="status" aria-label="Loading the cart" />}
      fallback={cartFallback}
    />
  );
}
