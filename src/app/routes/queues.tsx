/** Route queues: filled in by its feature. */
export function Component() {
  return null;
}
