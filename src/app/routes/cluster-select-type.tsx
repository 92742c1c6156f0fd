/** Route cluster-select-type: filled in by its feature. */
export function Component() {
  return null;
}
