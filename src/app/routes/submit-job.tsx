/** Route submit-job: filled in by its feature. */
export function Component() {
  return null;
}
