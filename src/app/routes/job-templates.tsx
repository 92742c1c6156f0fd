/** Route job-templates: filled in by its feature. */
export function Component() {
  return null;
}
