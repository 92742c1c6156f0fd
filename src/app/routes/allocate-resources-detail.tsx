/** Route allocate-resources-detail: filled in by its feature. */
export function Component() {
  return null;
}
