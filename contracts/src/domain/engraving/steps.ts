// Which artwork steps a plaque has (spec 001 s2.6 and s4): the staff product modal's, and the
// owner's change path.
import { type PlaqueConfig, takesPhoto, takesText } from './plaque-config';

/** The artwork steps of the staff product modal, after its description step (spec 001 s2.6). */
export const ENGRAVING_STEPS = ['customise-text', 'icon', 'image-options', 'approval'] as const;
export type EngravingStep = (typeof ENGRAVING_STEPS)[number];

export const ENGRAVING_STEP_TITLES: Record<EngravingStep, string> = {
  'customise-text': 'Customise text',
  icon: 'Icon selection',
  'image-options': 'Image options',
  approval: 'Approval',
};

/**
 * Spec 001 s2.6: 'The customise-text and icon steps are dropped when the product's plaque dimension
 * config is '0'; the image step is dropped when its photo size config is '0'.'
 */
export function engravingSteps(config: PlaqueConfig): EngravingStep[] {
  return ENGRAVING_STEPS.filter((step) => {
    if (step === 'customise-text' || step === 'icon') return takesText(config);
    if (step === 'image-options') return takesPhoto(config);
    return true;
  });
}

/** The owner's approval pages that change the artwork (spec 001 s2.2), in their order. */
export const OWNER_CHANGE_ROUTES = ['customise-text', 'engraving-options', 'image-options', 'final-approval'] as const;
export type OwnerChangeRoute = (typeof OWNER_CHANGE_ROUTES)[number];

/**
 * Spec 001 s4, Engraving approval flow: 'Changes lead to customise-text or image options depending on
 * the product config: Dimensions '0' goes to image-options, otherwise customise-text; PhotoSize '0'
 * skips to final-approval.'
 */
export function ownerChangeRoutes(config: PlaqueConfig): OwnerChangeRoute[] {
  return OWNER_CHANGE_ROUTES.filter((route) => {
    if (route === 'customise-text' || route === 'engraving-options') return takesText(config);
    if (route === 'image-options') return takesPhoto(config);
    return true;
  });
}

/** Where 'I want to make changes' leads. */
export function ownerChangeStart(config: PlaqueConfig): OwnerChangeRoute {
  return ownerChangeRoutes(config)[0] ?? 'final-approval';
}

/** The page after `current` on the owner's change path ('final-approval' is the last). */
export function ownerNextRoute(config: PlaqueConfig, current: OwnerChangeRoute): OwnerChangeRoute {
  const routes = ownerChangeRoutes(config);
  const after = OWNER_CHANGE_ROUTES.slice(OWNER_CHANGE_ROUTES.indexOf(current) + 1);
  return after.find((route) => routes.includes(route)) ?? 'final-approval';
}
