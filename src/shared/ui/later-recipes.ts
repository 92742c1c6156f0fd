/**
 * The recipes the console's system (system.ts) adds only when a component using them loads, in the build: those of
 * the components neither the shell nor the landing list renders. scripts/vite/chakra-plugins.ts (chakraRecipesOnLoad) reads these
 * keys to make each such component's module add its recipe; system.ts holds the recipes themselves.
 */
export const LATER_RECIPES = ['checkmark', 'code', 'icon', 'radiomark', 'separator', 'skeleton', 'textarea'] as const;

export const LATER_SLOT_RECIPES = [
  'breadcrumb',
  'card',
  'checkbox',
  'dataList',
  'dialog',
  'drawer',
  'field',
  'fieldset',
  'menu',
  'numberInput',
  'popover',
  'progress',
  'radioCard',
  'radioGroup',
  'slider',
  'stat',
  'switch',
  'tag',
  'toast',
] as const;
