import type { ComponentType } from 'react';
import type { LineItemWrite } from '@portal/contracts/wire/catalog';
import type { StepId } from '@portal/contracts/domain/wizard';

/**
 * The federated steps remote-catalog exposes to the booking wizards (DESIGN.md): `./ProductListStep`
 * ('Select Items') and `./PackageBundleStep` ('Package options'), plus `./CartModal` (whose module also
 * exports `CartSummary`, the cart shown inline on the confirmation step) and `./ProductModal`. Both
 * sides compile against these types; the wizard shell loads them at run time and shows a fallback
 * while a remote cannot be loaded. They read server data through the shared query cache, so the page
 * that mounts them renders them inside `<QueryRoot>` (@portal/shared/query), as remote-bookings' root does.
 */

/** What a step may do when the shell's bottom bar is pressed. */
export interface StepNavigation {
  /** Next pressed: resolve true when the step handled it (the shell then stays where it is). */
  onNext?: () => boolean | Promise<boolean>;
  /** Previous pressed: true when the step handled it (e.g. the bundle step leaves customisation). */
  onPrevious?: () => boolean;
}

export interface CatalogStepProps {
  /** The booking the items are added to; null until created (a vet supply order starts here). */
  bookingId: string | null;
  serviceTypeId: string | null;
  serviceTypeName: string;
  /** 'private', 'package', 'communal', 'urns-and-memorabilia' or 'vet-supply-order'. */
  wizardPath: string;
  mode: 'new' | 'edit';
  /** The page title ('New private cremation'...): the cart panel's title. */
  title: string;
  /** The vet staff member booking (chooser), for an order the step creates. */
  staffName: string;
  /**
   * The pet (from the details step) for the options' weight defaults and the engraving artwork; `name`
   * is the first name, as a plaque carries it (and as portal-api's engraving lookup answers it).
   */
  pet: { name: string; weightKg: number | null };
  /** Set for a new order the step creates, so a retried create answers the same booking. */
  idempotencyKey: string;
  /** The step tells the shell the booking changed (e.g. an item added created the booking), with its order number. */
  onBookingChange: (bookingId: string, orderId: string) => void;
  /** The step is done; the shell moves on to the next step. */
  onDone: () => void;
  /** Go to another step of the wizard ('Cremation package additions': Add Item / Review and submit). */
  goTo: (step: StepId) => void;
  /** The step takes over Next / Previous (null: the shell's default). */
  registerNavigation: (navigation: StepNavigation | null) => void;
}

export interface CatalogStepModule {
  default: ComponentType<CatalogStepProps>;
}

export const CATALOG_STEP_IDS = {
  'product-list': 'remote_catalog/ProductListStep',
  bundle: 'remote_catalog/PackageBundleStep',
} as const;

/** The cart of a booking, shown inline (confirmation) without delete buttons. */
export interface CartSummaryProps {
  bookingId: string;
  /** Whether items may be deleted here (the product list's cart panel: yes; confirmation: no). */
  editable: boolean;
}

export interface CartModalProps {
  bookingId: string | null;
  title: string;
  open: boolean;
  onClose: () => void;
}

export interface CartModule {
  default: ComponentType<CartModalProps>;
  CartSummary: ComponentType<CartSummaryProps>;
}

export const CART_MODULE_ID = 'remote_catalog/CartModal';

/** The product modal (title = product name): options, engraving, and the artwork steps of remote-engraving. */
export interface ProductModalProps {
  productId: string;
  bookingId: string | null;
  /** Edit mode: the quoted product being changed (the button reads Update). */
  quotedProductId?: string | null | undefined;
  pet: { name: string; weightKg: number | null };
  open: boolean;
  onClose: () => void;
  /** Adds (or updates) the line and answers where it is: the booking and the quoted product. */
  onAdd: (line: LineItemWrite) => Promise<{ bookingId: string; quotedProductId: string }>;
}

export interface ProductModalModule {
  default: ComponentType<ProductModalProps>;
}
