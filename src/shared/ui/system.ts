/**
 * The console's Chakra UI system: Chakra's base configuration and default theme (tokens, semantic tokens, text,
 * layer and animation styles, global CSS) with the console's brand fonts, but only the recipes of the components
 * the console uses. `defaultConfig` would bring every recipe Chakra has (date picker, colour picker, code block,
 * tree view, …) into the entry chunk. (The build marks Chakra's theme helpers pure, so the recipes left out here
 * are dropped: vite.config.ts.) A recipe missing here leaves its component unstyled, which system.test.ts
 * catches: add the recipe below when you use a new Chakra component.
 */
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  numberInputSlotRecipe,
  progressSlotRecipe,
  radioCardSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  segmentGroupSlotRecipe,
  selectSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  sliderSlotRecipe,
  spinnerRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  tagSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/** Recipes (single-part components) by the key their components look them up with. */
const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  checkmark: checkmarkRecipe,
  code: codeRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  radiomark: radiomarkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

/** Slot recipes (multi-part components): those the screens use and the form controls @rjsf/chakra-ui renders. */
const slotRecipes = {
  alert: alertSlotRecipe,
  breadcrumb: breadcrumbSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  emptyState: emptyStateSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  list: listSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  numberInput: numberInputSlotRecipe,
  progress: progressSlotRecipe,
  radioCard: radioCardSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
  segmentGroup: segmentGroupSlotRecipe,
  select: selectSlotRecipe,
  slider: sliderSlotRecipe,
  stat: statSlotRecipe,
  switch: switchSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  tag: tagSlotRecipe,
  toast: toastSlotRecipe,
};

/** Chakra's default theme (what `defaultConfig` adds to the base configuration) with the recipes above. */
const themeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: { breakpoints, keyframes, tokens, semanticTokens, recipes, slotRecipes, textStyles, layerStyles, animationStyles },
});

const consoleConfig = defineConfig({
  theme: {
    keyframes: {
      'hpc-loading': { from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } },
    },
    tokens: {
      /* eslint-disable lingui/no-unlocalized-strings -- font stacks, not text */
      fonts: {
        body: { value: "system-ui, -apple-system, 'PingFang SC', 'Microsoft YaHei', 'Segoe UI', Roboto, sans-serif" },
        heading: { value: "system-ui, -apple-system, 'PingFang SC', 'Microsoft YaHei', 'Segoe UI', Roboto, sans-serif" },
        mono: { value: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace" },
      },
      /* eslint-enable lingui/no-unlocalized-strings */
    },
    recipes: {
      // Chakra's solid hover mixes the colour with 10% transparency (blue: #3b73ed under white text, 4.3:1; WCAG AA asks
      // 4.5:1): the console darkens it instead, which keeps every palette's text readable in both colour modes.
      button: { variants: { variant: { solid: { _hover: { bg: 'colorPalette.solid', filter: 'brightness(0.88)' }, _expanded: { bg: 'colorPalette.solid', filter: 'brightness(0.88)' } } } } },
    },
    semanticTokens: {
      colors: {
        // Chakra's fg.error (red.500 on white) is 3.8:1; WCAG AA asks 4.5:1 for text (axe color-contrast): red.600 is 4.8:1.
        fg: { error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } } },
      },
    },
  },
  globalCss: {
    'html, body, #root': { height: '100%' },
  },
});

export const system = createSystem(defaultBaseConfig, themeConfig, consoleConfig);
