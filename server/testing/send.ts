/**
 * Sends a RequestSpec (JSON, query or multipart) as a TestClient: its cookies, CSRF token and language.
 */
import type { Answer, TestClient } from '../test-support';
import type { RequestSpec } from './bad-input-cases';

export async function send(client: TestClient, spec: RequestSpec, headers: Record<string, string> = {}): Promise<Answer> {
  if (!spec.multipart) {
    const payload = spec.method === 'GET' || spec.method === 'DELETE' ? spec.query : (spec.body ?? {});
    return client.call(spec.method, spec.path, payload, headers);
  }
  const form = new FormData();
  for (const [k, v] of Object.entries(spec.multipart.fields)) form.append(k, v);
  if (spec.multipart.file) form.append('file', new Blob([spec.multipart.file.content]), spec.multipart.file.name);
  const response = await fetch(`${client.api}${spec.path}`, {
    method: spec.method,
    headers: {
      'accept-language': client.lang,
      ...(client.csrf ? { 'x-csrf-token': client.csrf } : {}),
      ...(client.cookies.size ? { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
      ...headers,
    },
    body: form,
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {}, headers: response.headers };
}
