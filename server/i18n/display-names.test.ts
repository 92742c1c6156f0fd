import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../domains/catalogue/test-support';
import { SEED } from '../seed/fixtures';
import { startTestGateway, type TestClient, type TestGateway } from '../test-support';
import { displayText } from './display-names';

describe('displayText', () => {
  it('answers the gateway’s own names in the request’s language, either way, and other text as it is', () => {
    expect(displayText('标准版', 'en')).toBe('Standard edition');
    expect(displayText('Bare metal', 'zh')).toBe('裸金属版');
    expect(displayText('控制节点', 'en')).toBe('Controller node');
    expect(displayText('计算节点_01', 'en')).toBe('Compute node 01');
    expect(displayText('计算节点 32核 256G 4×GPU', 'en')).toBe('Compute node 32 cores 256G 4×GPU');
    expect(displayText('登录节点 4核 8G 裸金属', 'en')).toBe('Login node 4 cores 8G bare metal');
    expect(displayText('专属 GPU 型 56核', 'en')).toBe('Dedicated GPU 56 cores');
    expect(displayText('计算节点_01', 'zh')).toBe('计算节点_01');
    expect(displayText('气象模拟_A', 'en')).toBe('气象模拟_A');
    expect(displayText(null, 'en')).toBeNull();
  });
});

type Row = Record<string, unknown>;
const EN = { 'accept-language': 'en' };
const ZH = { 'accept-language': 'zh-CN' };
const HAN = /[\u4e00-\u9fff]/;

describe('display names on the wire', () => {
  let gw: TestGateway;
  let owner: TestClient;
  beforeAll(async () => {
    gw = await startTestGateway();
    owner = await signedIn(gw.api, 'usr-owner', 'zh-cn');
  }, 90_000);
  afterAll(() => gw?.close());

  const read = async (path: string, query: Row, headers: Record<string, string>) => {
    const answer = await owner.call('GET', path, query, headers);
    expect(answer.status).toBe(200);
    return answer.body;
  };

  it('answers editions, queue types, node names, node configurations and software descriptions in English to an English request', async () => {
    const versions = (await read('/iaas/DescribeAppVersions', { app_ids: ['app-ehpc01', 'app-hpc01'], limit: 100 }, EN))
      .version_set as Row[];
    expect(versions.find((v) => v.version_id === 'appv-ehpc241')).toMatchObject({
      edition: { name: 'Standard edition' },
      description: 'Slurm 23.11, GPU nodes and auto-scaling',
    });
    expect(versions.find((v) => v.version_id === 'appv-hpc310')).toMatchObject({ edition: { name: 'Shared edition' } });

    const types = (await read('/portal-hpc/queue/getQueueTypes', { zone: 'pek3' }, EN)).queue_types_set as Row[];
    expect(types.find((t) => t.queue_type === 'qt-shared56')).toMatchObject({
      name: 'Shared compute 56 cores',
      description: 'Shared queue billed per core-hour',
    });

    const nodes = (await read('/portal-hpc/cluster/listNodes', { cluster_id: SEED.clusters.ehpcActive, limit: 100 }, EN)).node_set as Row[];
    expect(nodes.map((n) => n.name)).toEqual(expect.arrayContaining(['Controller node', 'Compute node 01']));

    const skus = (await owner.call('POST', '/product-center/v1/skus:search', { region_id: 'pek3', status: 'sale', limit: 10240 }, EN)).body
      .skus as Row[];
    expect(skus.length).toBeGreaterThan(0);
    expect(skus.filter((s) => HAN.test(String(s.name)))).toEqual([]);

    const clusters = (await read('/portal-hpc/cluster/list', { limit: 100 }, EN)).cluster_set as Row[];
    expect(clusters.find((c) => c.cluster_id === SEED.clusters.hpcActive)).toMatchObject({ vxnet_name: 'Base network' });
    const chinese = (await read('/portal-hpc/cluster/list', { limit: 100 }, ZH)).cluster_set as Row[];
    expect(chinese.find((c) => c.cluster_id === SEED.clusters.hpcActive)).toMatchObject({ vxnet_name: '基础网络' });

    const software = (await read('/portal-hpc/software/list', { limit: 100 }, EN)).hpcsw_set as Row[];
    expect(software.find((s) => s.hpcsw_id === 'hpcsw-gromacs23')).toMatchObject({
      description: 'Molecular dynamics simulation with GPU acceleration',
    });
    expect(software.filter((s) => HAN.test(String(s.description)))).toEqual([]);
  });

  it('answers the same data in Chinese to a Chinese request, ids unchanged', async () => {
    const types = (await read('/portal-hpc/queue/getQueueTypes', { zone: 'pek3' }, ZH)).queue_types_set as Row[];
    expect(types.find((t) => t.queue_type === 'qt-shared56')).toMatchObject({
      name: '共享计算型 56核',
      description: '按作业核时计费的共享队列',
    });
    const nodes = (await read('/portal-hpc/cluster/listNodes', { cluster_id: SEED.clusters.ehpcActive, limit: 100 }, ZH)).node_set as Row[];
    expect(nodes.map((n) => n.name)).toEqual(expect.arrayContaining(['控制节点', '计算节点_01']));
    const versions = (await read('/iaas/DescribeAppVersions', { app_ids: ['app-ehpc01'], limit: 100 }, ZH)).version_set as Row[];
    expect(versions.find((v) => v.version_id === 'appv-ehpc241bm')).toMatchObject({
      edition: { name: '裸金属版' },
      description: '裸金属计算节点，适合 MPI 负载',
    });
  });
});
