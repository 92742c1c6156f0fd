/**
 * The later recipes of the console's system (system.ts): those of the components neither the shell nor the landing
 * list renders, by the keys later-recipes.ts lists. The dev server and the tests put them in the system at once;
 * the build resolves this module to an empty set (scripts/vite/chakra-plugins.ts, chakraRecipesOnLoad) and adds each recipe when the
 * module of a component that looks it up loads.
 */
import type { RecipeDefinition, SlotRecipeConfig } from '@chakra-ui/react';
import {
  breadcrumbSlotRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  iconRecipe,
  menuSlotRecipe,
  numberInputSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  radioCardSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  separatorRecipe,
  skeletonRecipe,
  sliderSlotRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tagSlotRecipe,
  textareaRecipe,
  toastSlotRecipe,
} from '@chakra-ui/react/theme';
import type { LATER_RECIPES, LATER_SLOT_RECIPES } from './later-recipes';

/** Recipes of the components only other screens render (and the form controls @rjsf/chakra-ui renders). */
export const laterRecipes = {
  checkmark: checkmarkRecipe,
  code: codeRecipe,
  icon: iconRecipe,
  radiomark: radiomarkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  textarea: textareaRecipe,
} satisfies Record<(typeof LATER_RECIPES)[number], RecipeDefinition>;

/** Slot recipes of the components only other screens render. */
export const laterSlotRecipes = {
  breadcrumb: breadcrumbSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  menu: menuSlotRecipe,
  numberInput: numberInputSlotRecipe,
  popover: popoverSlotRecipe,
  progress: progressSlotRecipe,
  radioCard: radioCardSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
  slider: sliderSlotRecipe,
  stat: statSlotRecipe,
  switch: switchSlotRecipe,
  tag: tagSlotRecipe,
  toast: toastSlotRecipe,
} satisfies Record<(typeof LATER_SLOT_RECIPES)[number], SlotRecipeConfig>;
