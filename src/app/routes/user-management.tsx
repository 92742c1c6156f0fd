/** Route user-management: filled in by its feature. */
export function Component() {
  return null;
}
