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
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      table: tableSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      dialog: dialogSlotRecipe,
      field: fieldSlotRecipe,
      switch: switchSlotRecipe,
    },
  },
});

export const system = createSystem(defaultBaseConfig, portalConfig);
