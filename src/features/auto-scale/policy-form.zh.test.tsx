import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Cluster } from '@/api/generated/model/cluster';
import { callsTo, mockGatewayCalls, refusal } from '@/shared/testing/gateway-mock';
import { setUpScreenTests } from '@/shared/testing/screen-tests';
import { renderWithSession } from '@/shared/testing/session-render';
import { AutoScalePanel } from './auto-scale-panel';

// The console's default language: Chinese.
setUpScreenTests({ spyOnToasts: true, testTimeoutMs: 90_000 });

const CLUSTER: Cluster = {
  cluster_id: 'ehpc-k8x2m4q1',
  cluster_name: '气象模拟_A',
  cluster_type: 'ehpc',
  status: 'active',
  zone: 'pek3',
  owner: 'usr-owner',
  scheduler: 'slurm',
  version: '2.4.1',
  deploy_mode: 1,
  paid_type: 0,
  node_count: 6,
  core_count: 224,
  create_time: '2026-10-02T03:15:00Z',
};
const QUEUES = [
  {
    hpcqueue_id: 'hpcq-n7c2x9k1',
    queue_name: 'normal',
    cluster_id: CLUSTER.cluster_id,
    status: 'active',
    is_default: 1,
    category: 'shared',
    create_time: '2026-10-02T03:15:00Z',
  },
];
const TWIN = '一个队列的每种策略只能有一个';

describe('the policy form in Chinese', () => {
  it('names each bound in Chinese and shows the gateway’s Chinese refusal on the queue field', async () => {
    const refused = refusal(409, 1100, TWIN);
    Object.assign(refused.body, { validation: [{ location: ['body', 'queue_id'], message: TWIN, code: 'one_per_queue' }] });
    const calls = mockGatewayCalls({
      'queue/ehpc/getQueueList': () => ({ total_count: QUEUES.length, hpc_queue_set: QUEUES }),
      'queue/ehpc/getStrategyList': () => ({ total_count: 0, ehpc_queue_strategy_set: [] }),
      'queue/ehpc/getStrategyLogList': () => ({ total_count: 0, ehpc_queue_strategy_log_set: [] }),
      'queue/ehpc/addStrategy': () => refused,
    });
    renderWithSession(<AutoScalePanel cluster={CLUSTER} />, {
      path: '/pek3/hpc/hpc_clusters/ehpc-k8x2m4q1/auto_scale',
      route: '/:zone/hpc/hpc_clusters/:id/*',
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '创建策略' }));
    const dialog = await screen.findByRole('dialog', { name: '创建弹性伸缩策略' });
    await waitFor(() => expect(within(dialog).getAllByRole('option', { name: /normal/ }).length).toBeGreaterThan(0));
    const queue = within(dialog).getByLabelText(/^队列/);
    await user.selectOptions(queue, 'hpcq-n7c2x9k1');
    const threshold = within(dialog).getByLabelText(/^排队核数阈值/);
    const max = within(dialog).getByLabelText(/^最大计算节点数/);
    await user.clear(threshold);
    await user.type(threshold, '0');
    await user.clear(max);
    await user.type(max, '100');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('不能小于 1')).toBeTruthy();
    expect(within(dialog).getByText('不能大于 99')).toBeTruthy();
    expect(callsTo(calls, 'queue/ehpc/addStrategy')).toHaveLength(0);

    await user.clear(threshold);
    await user.type(threshold, '64');
    await user.clear(max);
    await user.type(max, '8');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    const error = (await within(dialog).findAllByText(TWIN)).find((element) => element.closest('[id$="__error"]'));
    expect(queue.getAttribute('aria-describedby')?.split(' ')).toContain(error?.closest('[id$="__error"]')?.id);
    expect(callsTo(calls, 'queue/ehpc/addStrategy')).toHaveLength(1);
  });
});
