/**
 * The style cache of Chakra's emotion, carrying the page's CSP nonce (ADR 0021): the gateway answers the console's
 * page with a Content-Security-Policy whose `style-src` admits only the console's files and <style> elements with
 * that load's nonce, and writes the nonce into a `csp-nonce` meta. Without the meta (tests, `vite dev`) styles are
 * added without a nonce.
 */
import createCache, { type EmotionCache } from '@emotion/cache';

export function createStyleCache(doc: Document = document): EmotionCache {
  const nonce = doc.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content || undefined;
  return createCache({ key: 'css', nonce });
}
