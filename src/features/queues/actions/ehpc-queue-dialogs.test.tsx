import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, mockGatewayCalls, operationAnswer, refusal, type GatewayAnswer } from '@/shared/testing/gateway-mock';
import { setUpScreenTests, toastsShown } from '@/shared/testing/screen-tests';
import { renderWithSession } from '@/shared/testing/session-render';
import { computeNode, EHPC_CLUSTER, queue } from '../testing/queue-fixtures';
import { AddQueueDialog } from './add-queue-dialog';
import { MoveNodesDialog } from './move-nodes-dialog';

setUpScreenTests({ locale: 'en', followIntervalMs: 5, spyOnToasts: true });

const NORMAL = queue();
const GPU = queue({ hpcqueue_id: 'hpcq-gpu00001', queue_name: 'gpu', is_default: 0, node_count: 1 });
const inNormal = { hpcqueue_id: NORMAL.hpcqueue_id, queue_name: NORMAL.queue_name };
const inGpu = { hpcqueue_id: GPU.hpcqueue_id, queue_name: GPU.queue_name };

/** compute001 in normal, busy (56 of 56 cores); compute002 in gpu, idle; compute003 in no queue. */
function clusterAnswers(change: Record<string, GatewayAnswer>) {
  const node = (n: number, used: number) => ({
    node_id: `cln-node000${n}`,
    name: `compute00${n}`,
    status: 'active',
    cpu: 56,
    used_cores: used,
    running_jobs: used ? 1 : 0,
  });
  return mockGatewayCalls({
    'cluster/listNodes': () => ({ total_count: 3, node_set: [computeNode(1, [inNormal]), computeNode(2, [inGpu]), computeNode(3, [])] }),
    'queue/ehpc/getQueueList': () => ({ total_count: 2, hpc_queue_set: [NORMAL, GPU] }),
    'queue/getQueueNodes': (url) =>
      url.searchParams.get('hpcqueue_id') === NORMAL.hpcqueue_id
        ? { total: 1, queues_set: [node(1, 56)] }
        : { total: 1, queues_set: [node(2, 0)] },
    operation: operationAnswer('successful'),
    ...change,
  });
}

const row = (name: string) => screen.getAllByRole('row').find((element) => element.textContent?.includes(name)) as HTMLElement;

describe('add a queue to an EHPC cluster', () => {
  it('shows each node’s current queue and load, and adds the queue with the chosen nodes', async () => {
    const calls = clusterAnswers({ 'queue/ehpc/addQueue': () => ({ job_id: 'j-addq0001', hpcqueue_id: 'hpcq-new00001' }) });
    renderWithSession(<AddQueueDialog cluster={EHPC_CLUSTER} open onClose={() => undefined} />, {
      path: '/pek3/hpc/queues',
      route: '/:zone/hpc/queues',
    });
    await screen.findByText('compute003');
    await waitFor(() => expect(within(row('compute001')).getByText('56 / 56 cores (100%)')).toBeTruthy());
    expect(within(row('compute001')).getByText('normal')).toBeTruthy();
    expect(within(row('compute002')).getByText('gpu')).toBeTruthy();
    expect(within(row('compute002')).getByText('0 / 56 cores (0%)')).toBeTruthy();
    expect(within(row('compute003')).getByText('None')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: /Queue name/ }), 'big_mem');
    await userEvent.click(within(row('compute003')).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(toastsShown()).toContainEqual(expect.objectContaining({ title: 'Queue big_mem is added' })));
    expect(callsTo(calls, 'queue/ehpc/addQueue')).toHaveLength(1);
    expect(callsTo(calls, 'queue/ehpc/addQueue')[0].body).toMatchObject({
      cluster_id: EHPC_CLUSTER.cluster_id,
      queue_name: 'big_mem',
      is_default: 0,
      node_ids: ['cln-node0003'],
    });
  });

  it('checks the name with the contract, and shows a refused name on the field', async () => {
    const calls = clusterAnswers({
      'queue/ehpc/addQueue': () => refusal(409, 2400, 'The queue name gpu is already used by a queue of the cluster'),
    });
    renderWithSession(<AddQueueDialog cluster={EHPC_CLUSTER} open onClose={() => undefined} />, {
      path: '/pek3/hpc/queues',
      route: '/:zone/hpc/queues',
    });
    const name = await screen.findByRole('textbox', { name: /Queue name/ });
    await userEvent.type(name, 'g-1');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('May contain only the letters A-Z, digits and underscores')).toBeTruthy();
    expect(callsTo(calls, 'queue/ehpc/addQueue')).toEqual([]);
    await userEvent.clear(name);
    await userEvent.type(name, 'gpu');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('The queue name gpu is already used by a queue of the cluster').length).toBeGreaterThan(0);
    expect(callsTo(calls, 'queue/ehpc/addQueue')).toHaveLength(1);
  });
});

describe('move compute nodes into and out of a queue', () => {
  it('moves two nodes into the queue; a node already in it cannot be chosen', async () => {
    const calls = clusterAnswers({ 'queue/ehpc/addNodes': () => ({ job_id: 'j-addn0001' }) });
    renderWithSession(<MoveNodesDialog cluster={EHPC_CLUSTER} queue={GPU} direction="in" open onClose={() => undefined} />, {
      path: '/pek3/hpc/queues',
      route: '/:zone/hpc/queues',
    });
    await screen.findByText('compute003');
    expect(within(row('compute002')).getByText('Already in this queue')).toBeTruthy();
    expect((within(row('compute002')).getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Move in' }));
    expect(await screen.findByText('Choose at least one node')).toBeTruthy();
    expect(callsTo(calls, 'queue/ehpc/addNodes')).toEqual([]);
    await userEvent.click(within(row('compute001')).getByRole('checkbox'));
    await userEvent.click(within(row('compute003')).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Move in' }));
    await waitFor(() => expect(toastsShown()).toContainEqual(expect.objectContaining({ title: 'Nodes moved into queue gpu' })));
    expect(callsTo(calls, 'queue/ehpc/addNodes')).toHaveLength(1);
    expect(callsTo(calls, 'queue/ehpc/addNodes')[0].body).toMatchObject({
      cluster_id: EHPC_CLUSTER.cluster_id,
      hpcqueue_id: GPU.hpcqueue_id,
      node_ids: ['cln-node0001', 'cln-node0003'],
    });
  });

  it('moves out only the queue’s own nodes, not one running jobs', async () => {
    const calls = clusterAnswers({ 'queue/ehpc/removeNodes': () => ({ job_id: 'j-rmn00001' }) });
    renderWithSession(<MoveNodesDialog cluster={EHPC_CLUSTER} queue={NORMAL} direction="out" open onClose={() => undefined} />, {
      path: '/pek3/hpc/queues',
      route: '/:zone/hpc/queues',
    });
    await screen.findByText('compute001');
    expect(screen.queryByText('compute003')).toBeNull();
    await waitFor(() => expect(within(row('compute001')).getByText('Running jobs')).toBeTruthy());
    expect((within(row('compute001')).getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
    expect(callsTo(calls, 'queue/ehpc/removeNodes')).toEqual([]);
  });

  it('says “This queue has been deleted” when the gateway no longer knows the queue', async () => {
    clusterAnswers({ 'queue/ehpc/addNodes': () => refusal(404, 1400, 'The queue hpcq-gpu00001 is not a queue of the cluster') });
    let closed = false;
    renderWithSession(<MoveNodesDialog cluster={EHPC_CLUSTER} queue={GPU} direction="in" open onClose={() => (closed = true)} />, {
      path: '/pek3/hpc/queues',
      route: '/:zone/hpc/queues',
    });
    await screen.findByText('compute003');
    await userEvent.click(within(row('compute003')).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Move in' }));
    await waitFor(() => expect(toastsShown()).toContainEqual(expect.objectContaining({ description: 'This queue has been deleted' })));
    expect(closed).toBe(true);
  });
});
