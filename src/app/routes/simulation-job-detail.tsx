/** Route simulation-job-detail: filled in by its feature. */
export function Component() {
  return null;
}
