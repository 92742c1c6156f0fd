/**
 * A personal access token on two gateways of one PostgreSQL database (ADR 0063 over ADR 0037): made through gateway A,
 * a script's request to gateway B is answered at once; revoked through A, B refuses its very next request (each
 * request reads the token's row: no gateway keeps one). Skipped without PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../test-support';
import { startTwoGateways, twoGatewaysRun, twoGatewaysTitle, type TwoGateways } from '../../testing/two-gateways';
import { BearerClient } from './test-support';

describe.skipIf(!twoGatewaysRun())(twoGatewaysTitle('an access token on two gateways of one database'), () => {
  let gateways: TwoGateways;
  beforeAll(async () => {
    gateways = await startTwoGateways();
  }, 180_000);
  afterAll(() => gateways?.stop(), 60_000);

  it('made on A is accepted by B at once, and revoked on A is refused by B at once', async () => {
    const owner = new TestClient(gateways.a.api, 'en');
    expect((await owner.login('usr-owner', 'Owner#Hpc2026')).status).toBe(200);
    const made = await owner.op('createAccessToken', { name: 'two gateways', scopes: ['read'], expires_in_days: 7 });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const onB = new BearerClient(gateways.b.api, made.body.token);
    expect((await onB.op('listClusters', {})).status).toBe(200);
    expect((await owner.op('revokeAccessToken', { token_id: made.body.access_token.token_id })).status).toBe(200);
    const refused = await onB.op('listClusters', {});
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe('The access token two gateways was revoked');
  });
});
