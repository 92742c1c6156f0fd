/** Route product-opening: filled in by its feature. */
export function Component() {
  return null;
}
