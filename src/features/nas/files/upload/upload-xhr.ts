/**
 * One multipart POST with upload progress (XMLHttpRequest: fetch reports no upload progress), cancelled by an
 * AbortSignal. It carries what the gateway's mutator carries (language, CSRF token, the session cookie) and fails
 * with the mutator's GatewayError: the gateway's message, or a network / cancelled kind the console translates.
 */
import { CLIENT_RET_CODES, GatewayError, gatewayChannel } from '@/api/gateway';

export interface SendOptions {
  /** Bytes of the body sent so far. */
  onProgress?(sent: number): void;
  signal?: AbortSignal;
}

/** The gateway's path (`/nas/…`) under its base URL, or an absolute URL it answered (a signed upload URL). */
const urlOf = (path: string) => (/^https?:/.test(path) ? path : `${gatewayChannel().baseUrl}${path}`);

export function sendForm<T>(path: string, form: FormData, action: string, options: SendOptions = {}): Promise<T> {
  const { lang, csrfToken } = gatewayChannel();
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    /* eslint-disable lingui/no-unlocalized-strings -- the request's method and headers */
    xhr.open('POST', urlOf(path));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    if (lang) xhr.setRequestHeader('Accept-Language', lang);
    if (csrfToken) xhr.setRequestHeader('X-CSRF-Token', csrfToken);
    /* eslint-enable lingui/no-unlocalized-strings */
    xhr.upload.onprogress = (event) => options.onProgress?.(event.loaded);
    const abort = () => xhr.abort();
    options.signal?.addEventListener('abort', abort, { once: true });
    const done = () => options.signal?.removeEventListener('abort', abort);
    const failed = (kind: 'network' | 'aborted', message: string) =>
      new GatewayError({ retCode: kind === 'network' ? CLIENT_RET_CODES.network : CLIENT_RET_CODES.aborted, message, action, kind });
    xhr.onerror = () => {
      done();
      // eslint-disable-next-line lingui/no-unlocalized-strings -- developer detail; users see errorMessage() by kind
      reject(failed('network', 'network error'));
    };
    xhr.onabort = () => {
      done();
      // eslint-disable-next-line lingui/no-unlocalized-strings -- developer detail; users see errorMessage() by kind
      reject(failed('aborted', 'Request aborted'));
    };
    xhr.onload = () => {
      done();
      let body: Record<string, unknown> | undefined;
      try {
        body = JSON.parse(xhr.responseText) as Record<string, unknown>;
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body?.ret_code === 0) resolve(body as T);
      else {
        const fromGateway = typeof body?.message === 'string' && body.message !== '';
        const retCode = typeof body?.ret_code === 'number' && body.ret_code !== 0 ? body.ret_code : xhr.status || CLIENT_RET_CODES.http;
        reject(
          new GatewayError({
            retCode,
            message: fromGateway ? String(body?.message) : `${xhr.status}`,
            action,
            kind: 'http',
            status: xhr.status,
            fromGateway,
          }),
        );
      }
    };
    xhr.send(form);
  });
}
