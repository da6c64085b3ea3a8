// The Chakra system of the portal: the base preset, the default tokens, and only the recipes the
// portal's components use. Importing the whole default theme would ship every recipe of Chakra.
import { createSystem, defineConfig } from '@chakra-ui/react/styled-system';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  spinnerRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  textareaRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

// Colours adjusted from Chakra's defaults so text meets WCAG AA contrast (4.5:1): the portal's
// action colour, teal, one shade darker; and error text.
const portalSemanticTokens = {
  ...semanticTokens,
  colors: {
    ...semanticTokens.colors,
    fg: {
      ...semanticTokens.colors?.fg,
      // Error text under fields: red enough to read as an error, dark enough for 4.5:1 on white.
      error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
    },
    teal: {
      ...semanticTokens.colors?.teal,
      solid: { value: '{colors.teal.700}' },
      fg: { value: { _light: '{colors.teal.800}', _dark: '{colors.teal.300}' } },
    },
  },
};

/**
 * Thumb-friendly sizes (issue 15, item 9) inside anything marked `data-touch-sizes` (the owner app's
 * shell and every owner page, `TOUCH_SIZES` of the UI kit): text fields and selects at 16 px (iOS
 * zooms into anything smaller when it takes focus) and 44 px tall, buttons at least 44 x 44, and a
 * link standing on its own 44 px tall (one inside a sentence, in a paragraph or list item, is read as
 * part of it). Set in the recipes, so every field and button of those pages, present and future, gets
 * them; the staff portal's denser desktop sizes stay as they are.
 */
export const TOUCH_SIZES_ATTRIBUTE = 'data-touch-sizes';
/** Spread on an element (`<Box {...TOUCH_SIZES}>`) to give everything inside it the touch sizes. */
export const TOUCH_SIZES = { [TOUCH_SIZES_ATTRIBUTE]: '' } as const;
const inTouchSizes = `[${TOUCH_SIZES_ATTRIBUTE}] &`;
const touchField = { fontSize: 'md', '--input-height': 'sizes.11' };

/**
 * A focus ring a person at the desk can see on every text field, textarea and select (issue 31 item 6:
 * Chakra's ring there is 1 px of gray.400, about 2.5:1 on white): 2 px of teal.700 (7.6:1 on white),
 * drawn over the field's border, so 3 px in all. An invalid field keeps Chakra's error colour for it.
 */
const FIELD_FOCUS_RING = { width: '2px', color: 'colors.teal.700' } as const;
const visibleFocus = { '--focus-color': FIELD_FOCUS_RING.color, focusRingWidth: FIELD_FOCUS_RING.width };

const touchInputRecipe = { ...inputRecipe, base: { ...inputRecipe.base, ...visibleFocus, [inTouchSizes]: touchField } };
const textareaVariants = textareaRecipe.variants?.variant;
const touchTextareaRecipe = {
  ...textareaRecipe,
  base: { ...textareaRecipe.base, ...visibleFocus, [inTouchSizes]: { fontSize: 'md' } },
  variants: {
    ...textareaRecipe.variants,
    // Chakra's textarea variants ring in the palette's light gray, not in --focus-color as its input does.
    variant: {
      ...textareaVariants,
      outline: { ...textareaVariants?.outline, focusRingColor: 'var(--focus-color)' },
      subtle: { ...textareaVariants?.subtle, focusRingColor: 'var(--focus-color)' },
    },
  },
};
const touchButtonRecipe = { ...buttonRecipe, base: { ...buttonRecipe.base, [inTouchSizes]: { minHeight: '11', minWidth: '11' } } };
const touchLinkRecipe = {
  ...linkRecipe,
  base: {
    ...linkRecipe.base,
    [inTouchSizes]: { minHeight: '11' },
    [`[${TOUCH_SIZES_ATTRIBUTE}] p &, [${TOUCH_SIZES_ATTRIBUTE}] li &`]: { minHeight: 'auto' },
  },
};
const touchNativeSelectRecipe = {
  ...nativeSelectSlotRecipe,
  base: {
    ...nativeSelectSlotRecipe.base,
    field: {
      ...nativeSelectSlotRecipe.base?.field,
      ...visibleFocus,
      focusRingColor: 'var(--focus-color)',
      [inTouchSizes]: { fontSize: 'md', '--select-field-height': 'sizes.11' },
    },
  },
};

const portalConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens: portalSemanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: touchButtonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: touchInputRecipe,
      link: touchLinkRecipe,
      spinner: spinnerRecipe,
      textarea: touchTextareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      table: tableSlotRecipe,
      nativeSelect: touchNativeSelectRecipe,
      dialog: dialogSlotRecipe,
      field: fieldSlotRecipe,
      switch: switchSlotRecipe,
    },
  },
});

let system: ReturnType<typeof createSystem> | undefined;

/**
 * The portal's Chakra system, built on first use. Building it (the token dictionary, the colour
 * palettes, the recipes) is a long piece of work on a phone's CPU, a few hundred milliseconds at 4x
 * slowdown: made when the module loads, it lengthened the one long task that evaluates the app's
 * modules. The apps build it in a task of its own while config.json is on its way (`prepareUi`).
 */
export function portalSystem(): ReturnType<typeof createSystem> {
  system ??= createSystem(defaultBaseConfig, portalConfig);
  return system;
}
