/**
 * Just enough of a browser for a sign-in's round trips in tests (the OIDC provider's pages, the gateway's redirects):
 * its cookies, and redirects followed by hand.
 */
export class Browser {
  /** Its cookies by name (of every origin: the tests' servers use distinct names). */
  readonly cookies = new Map<string, string>();

  async request(url: string | URL, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=', 2);
      const expired = attributes.some((a) => /^\s*expires=.*1970/i.test(a));
      if (expired || value === '') this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    return response;
  }

  /** GETs `url`, then each Location in turn while it stays on the provider. */
  async follow(url: string | URL, origin: string, init?: RequestInit): Promise<{ response: Response; url: URL }> {
    let current = new URL(url);
    let response = await this.request(current, init);
    while (response.status >= 300 && response.status < 400) {
      current = new URL(response.headers.get('location')!, current);
      if (current.origin !== origin) break;
      response = await this.request(current);
    }
    return { response, url: current };
  }
}

export function form(fields: Record<string, string>): RequestInit {
  return { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() };
}
