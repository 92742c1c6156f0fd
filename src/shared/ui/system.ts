/**
 * The console's Chakra UI system: Chakra's base configuration and default theme (tokens, semantic tokens, text,
 * layer and animation styles, global CSS) with the console's brand fonts, but only the recipes of the components
 * the console uses. `defaultConfig` would bring every recipe Chakra has (date picker, colour picker, code block,
 * tree view, …) into the entry chunk. (The build marks Chakra's theme helpers pure, so the recipes left out here
 * are dropped: scripts/vite/chakra-plugins.ts.) A recipe missing here leaves its component unstyled, which system.test.ts
 * catches: add the recipe below when you use a new Chakra component — to the start-up recipes if the shell or the
 * landing list renders it, to the later ones (later-recipes.ts and later-recipe-set.ts) otherwise.
 *
 * The later recipes: in the build, each joins the system when the first module of a component that looks it up
 * loads (scripts/vite/chakra-plugins.ts, chakraRecipesOnLoad: the module imports a one-line module calling `addRecipes`), so the
 * entry chunk does not carry the recipes of dialogs, menus, forms or toasts; in the dev server and the tests they
 * are in from the start.
 */
import { createSystem, defaultBaseConfig, defineConfig, type SystemConfig, type SystemContext } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  emptyStateSlotRecipe,
  globalCss,
  headingRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  segmentGroupSlotRecipe,
  selectSlotRecipe,
  semanticTokens,
  spinnerRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { laterRecipes, laterSlotRecipes } from './later-recipe-set';

/** Recipes (single-part components) the shell and the landing list render, by the key their components look them up with. */
const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  heading: headingRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  spinner: spinnerRecipe,
};

/** Slot recipes (multi-part components) the shell and the landing list render. */
const slotRecipes = {
  alert: alertSlotRecipe,
  emptyState: emptyStateSlotRecipe,
  list: listSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  segmentGroup: segmentGroupSlotRecipe,
  select: selectSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
};

/** Chakra's default theme (what `defaultConfig` adds to the base configuration) with the recipes above. */
const themeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    // The later recipes: empty in the build (scripts/vite/chakra-plugins.ts, chakraRecipesOnLoad), each added as its component loads.
    recipes: { ...recipes, ...laterRecipes },
    slotRecipes: { ...slotRecipes, ...laterSlotRecipes },
    textStyles,
    layerStyles,
    animationStyles,
  },
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
      button: {
        variants: {
          variant: {
            solid: {
              _hover: { bg: 'colorPalette.solid', filter: 'brightness(0.88)' },
              _expanded: { bg: 'colorPalette.solid', filter: 'brightness(0.88)' },
            },
          },
        },
      },
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

let created: SystemContext | undefined;

/**
 * The system, built on first use: building it (Chakra's token dictionary and CSS variables) is about 250 ms at a phone's
 * speed, so the first render builds it, in a task of its own, rather than the evaluation of the entry chunk, whose
 * task would otherwise hold the main thread for both.
 */
export function consoleSystem(): SystemContext {
  created ??= createSystem(defaultBaseConfig, themeConfig, consoleConfig);
  return created;
}

type Theme = NonNullable<SystemConfig['theme']>;

/**
 * Adds recipes to the system before a component first looks them up (the system reads its recipes when a component
 * renders, and keeps the function it builds from one: a recipe must be in before its first render). The build's
 * chakraRecipesOnLoad calls it from the modules of the components using the later recipes.
 */
export function addRecipes(added: { recipes?: Theme['recipes']; slotRecipes?: Theme['slotRecipes'] }): void {
  const theme = consoleSystem()._config.theme;
  if (!theme) return;
  theme.recipes = Object.assign(theme.recipes ?? {}, added.recipes);
  theme.slotRecipes = Object.assign(theme.slotRecipes ?? {}, added.slotRecipes);
}
