/** Route cluster-users: filled in by its feature. */
export function Component() {
  return null;
}
