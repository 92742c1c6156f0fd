import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestClient, type TestGateway } from '../test-support';
import { signedIn } from './catalogue/test-support';

let gw: TestGateway;
let owner: TestClient;
beforeAll(async () => {
  gw = await startTestGateway();
  owner = await signedIn(gw.api, 'usr-owner');
}, 90_000);
afterAll(() => gw?.close());

const entry = (namespace: string, query: { fallback?: 'default' } = {}) =>
  owner.op('getConfigEntry', { namespace, key: 'hpc-config', ...query });

describe('GetConfigEntry', () => {
  it('answers a zone without an entry of its own the default namespace’s with fallback=default, in one 200', async () => {
    const answer = await entry('pek3', { fallback: 'default' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ namespace: 'default', key: 'hpc-config' });
  });

  it('answers the zone’s own entry before the fallback', async () => {
    const answer = await entry('sh1a', { fallback: 'default' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ namespace: 'sh1a' });
  });

  it('answers 404 without fallback for a zone without an entry, and refuses another fallback', async () => {
    expect((await entry('pek3')).status).toBe(404);
    expect((await owner.call('GET', '/config/namespaces/pek3/entries/hpc-config', { fallback: 'sh1a' })).status).toBe(422);
  });
});

describe('cluster template attachments (ADR 0017)', () => {
  it('the configuration names per cluster type the attachments whose cluster_templates the creation flow offers', async () => {
    const config = await entry('pek3', { fallback: 'default' });
    expect(config.status).toBe(200);
    const ids = config.body.value.cluster_template_attachment_ids;
    expect(ids).toEqual({ hpc: ['att-hpctpl01'], ehpc: ['att-ehpctpl2'] });
    for (const type of ['hpc', 'ehpc'] as const) {
      const answer = await owner.op('describeCommonAttachments', {
        attachment_ids: ids?.[type] ?? [],
        content_keys: ['cluster_templates'],
      });
      expect(answer.status).toBe(200);
      const [attachment] = answer.body.attachment_set as { content_key: string; attachment_content: { templates?: unknown[] } }[];
      expect(attachment.content_key).toBe('cluster_templates');
      expect(attachment.attachment_content.templates?.length).toBeGreaterThan(0);
    }
  });
});
