/** A client of the API with a personal access token (ADR 0063): no cookie, no CSRF token, `Authorization: Bearer`. */
import { TestClient, type Answer } from '../../test-support';

export class BearerClient extends TestClient {
  constructor(
    api: string,
    readonly token: string,
    lang = 'en',
  ) {
    super(api, lang);
  }

  override call(
    method: string,
    path: string,
    payload: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    return super.call(method, path, payload, { authorization: `Bearer ${this.token}`, ...headers });
  }
}
