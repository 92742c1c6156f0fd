/**
 * The URL of an asset the gateway names (e.g. an application's icon): absolute URLs as they are; a relative reference
 * (static/icons/…) resolves against the console's base path, where the gateway serves the console's static files.
 */
export function assetUrl(reference: string, base: string = import.meta.env.BASE_URL): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(reference) || reference.startsWith('//')) return reference;
  const root = base.endsWith('/') ? base : `${base}/`;
  return reference.startsWith('/') ? reference : `${root}${reference.replace(/^\.\//, '')}`;
}
