import type { ComponentType } from 'react';

/**
 * The federated steps remote-catalog exposes to the booking wizards (DESIGN.md): `./ProductListStep`
 * ('Select Items') and `./PackageBundleStep' ('Package options'). Both sides compile against these
 * types; the wizard shell loads them at run time and shows a fallback while a remote cannot be loaded.
 */
export interface CatalogStepProps {
  /** The booking the items are added to; null until the wizard has created it. */
  bookingId: string | null;
  serviceTypeName: string;
  /** 'private', 'package', 'communal', 'urns-and-memorabilia' or 'vet-supply-order'. */
  wizardPath: string;
  mode: 'new' | 'edit';
  /** The step tells the shell the booking changed (e.g. an item added created the booking). */
  onBookingChange(bookingId: string): void;
  /** The step is done (bundle: a package is chosen); the shell moves on. */
  onDone(): void;
}

export interface CatalogStepModule {
  default: ComponentType<CatalogStepProps>;
}

export const CATALOG_STEP_IDS = {
  'product-list': 'remote_catalog/ProductListStep',
  bundle: 'remote_catalog/PackageBundleStep',
} as const;
