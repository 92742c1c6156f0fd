/**
 * xterm's DOM renderer adds <style> elements (its theme, cell dimensions, scroll bar) and takes no nonce, so the
 * console's Content-Security-Policy (ADR 0021: style-src 'self' 'nonce-…') would block them. While a terminal is on the
 * page, every <style> the document creates gets the page's nonce (the `csp-nonce` meta the gateway writes) at
 * creation, before it is inserted, which is when the browser checks it. Script can already read the meta, so this
 * admits nothing a script could not do itself; markup injected into the page still gets no nonce. Counted: the
 * patch is removed when the last terminal goes.
 */
let users = 0;
let original: Document['createElement'] | undefined;

export function nonceStyles(doc: Document = document): () => void {
  const nonce = doc.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
  if (!nonce) return () => undefined;
  users += 1;
  if (users === 1) {
    const create = doc.createElement;
    original = create;
    doc.createElement = function createElement(this: Document, tagName: string, options?: ElementCreationOptions) {
      const element = create.call(this, tagName, options);
      if (element instanceof HTMLStyleElement) element.setAttribute('nonce', nonce);
      return element;
    } as Document['createElement'];
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    users -= 1;
    if (users === 0 && original) {
      // The own property goes; the document's createElement is Document.prototype's again.
      delete (doc as { createElement?: unknown }).createElement;
      original = undefined;
    }
  };
}
