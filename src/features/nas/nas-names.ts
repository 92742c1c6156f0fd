/** Names of NAS objects: an object's last path segment, and the folders of a prefix for the breadcrumb. */

const segments = (path: string) => path.split('/').filter(Boolean);

/** The last segment of an object name or prefix (folders end with /). */
export function folderName(objectName: string): string {
  const parts = segments(objectName);
  return parts[parts.length - 1] ?? objectName;
}

/** The folders from the root to a prefix: [{ name, prefix }], prefix ending with /. */
export function prefixSteps(prefix: string): { name: string; prefix: string }[] {
  const parts = segments(prefix);
  return parts.map((name, index) => ({ name, prefix: `${parts.slice(0, index + 1).join('/')}/` }));
}
