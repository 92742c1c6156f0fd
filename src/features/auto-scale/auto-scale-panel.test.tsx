import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { configureGateway } from '@/api/gateway';
import type { Cluster } from '@/api/generated/model/cluster';
import type { Strategy } from '@/api/generated/model/strategy';
import { callsTo, mockGatewayCalls, operationAnswer, type GatewayAnswer } from '@/shared/testing/gateway-mock';
import { chooseMenuItem } from '@/shared/testing/menu';
import { setUpScreenTests, toastsShown } from '@/shared/testing/screen-tests';
import { renderWithSession, SUB_USER } from '@/shared/testing/session-render';
import { AutoScalePanel } from './auto-scale-panel';

setUpScreenTests({ locale: 'en', followIntervalMs: 5, spyOnToasts: true, testTimeoutMs: 90_000 });

const CLUSTER: Cluster = {
  cluster_id: 'ehpc-k8x2m4q1',
  cluster_name: 'weather_A',
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
  {
    hpcqueue_id: 'hpcq-g4p1u8v2',
    queue_name: 'wrf_gpu',
    cluster_id: CLUSTER.cluster_id,
    status: 'active',
    is_default: 0,
    category: 'shared',
    create_time: '2026-10-02T03:15:00Z',
  },
];
const EXPAND: Strategy = {
  strategy_id: 'ehpcst-4f8k2m9q',
  cluster_id: CLUSTER.cluster_id,
  queue_id: 'hpcq-n7c2x9k1',
  queue_name: 'normal',
  op_type: 'expand',
  queued_cores: 112,
  node_step: 2,
  max_nodes: 16,
  check_frequency: 5,
  op_is_enabled: 1,
  run_now: 0,
  op_status: 'Running',
  last_exec_time: null,
  create_time: '2026-11-10T02:00:00Z',
};
const RUN = {
  log_id: 'ehpcstl-9x2k4m7p',
  strategy_id: EXPAND.strategy_id,
  cluster_id: CLUSTER.cluster_id,
  op_time: '2026-11-20T08:30:00Z',
  queue_id: 'hpcq-n7c2x9k1',
  queue_name: 'normal',
  op_type: 'expand',
  op_status: 'successful',
  node_count_before: 4,
  node_count_after: 6,
  job_id: 'j-h5j7k9l1',
  message: 'Queued 168 cores ≥ threshold 112, added 2 compute nodes',
};

function renderPanel(answers: Record<string, GatewayAnswer> = {}, options: { cluster?: Cluster; user?: typeof SUB_USER } = {}) {
  const calls = mockGatewayCalls({
    operation: operationAnswer('successful'),
    'queue/ehpc/getQueueList': () => ({ total_count: QUEUES.length, hpc_queue_set: QUEUES }),
    'queue/ehpc/getStrategyList': () => ({ total_count: 1, ehpc_queue_strategy_set: [EXPAND] }),
    'queue/ehpc/getStrategyLogList': () => ({ total_count: 1, ehpc_queue_strategy_log_set: [RUN] }),
    ...answers,
  });
  renderWithSession(<AutoScalePanel cluster={options.cluster ?? CLUSTER} />, {
    user: options.user,
    path: '/pek3/hpc/hpc_clusters/ehpc-k8x2m4q1/auto_scale',
    route: '/:zone/hpc/hpc_clusters/:id/*',
  });
  return calls;
}

/** The queue field's label (not "Queued cores threshold"). */
const QUEUE = /^Queue(?!d)/;

/** A request's body as the form sent it (the mutator adds the action's name). */
const bodyOf = (call: { body?: Record<string, unknown> }) => {
  const { action: _action, ...body } = call.body ?? {};
  return body;
};

const field = (name: RegExp) => screen.getByLabelText(name) as HTMLInputElement;

async function openCreate(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByText('Queued cores ≥ 112');
  await user.click(screen.getByRole('button', { name: 'Create policy' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create auto-scaling policy' });
  await waitFor(() => expect(within(dialog).getAllByRole('option', { name: /wrf_gpu/ }).length).toBeGreaterThan(0));
  return dialog;
}

async function typeInto(user: ReturnType<typeof userEvent.setup>, name: RegExp, value: string) {
  await user.clear(field(name));
  await user.type(field(name), value);
}

describe('auto-scale policies', () => {
  it("says a shrink policy's condition with the count's plural: keep 1 idle node, keep 2 idle nodes", async () => {
    const shrink = (strategy_id: string, reserved_idle_nodes: number): Strategy => ({
      ...EXPAND,
      strategy_id,
      op_type: 'shrink',
      queued_cores: undefined,
      max_nodes: undefined,
      reserved_idle_nodes,
    });
    renderPanel({
      'queue/ehpc/getStrategyList': () => ({
        total_count: 2,
        ehpc_queue_strategy_set: [shrink('ehpcst-1a1a1a1a', 1), shrink('ehpcst-2b2b2b2b', 2)],
      }),
    });
    expect(await screen.findByText('Keep 1 idle node')).toBeTruthy();
    expect(screen.getByText('Keep 2 idle nodes')).toBeTruthy();
  });

  it('checks every bound of an expand policy with the contract’s rules before sending, then sends the expand fields as numbers', async () => {
    const calls = renderPanel({ 'queue/ehpc/addStrategy': () => ({ job_id: 'j-c4v6b8n0', strategy_id: 'ehpcst-7h3n5p1r' }) });
    const user = userEvent.setup();
    const dialog = await openCreate(user);
    await user.selectOptions(within(dialog).getByLabelText(QUEUE), 'hpcq-g4p1u8v2');
    await typeInto(user, /^Queued cores threshold/, '0');
    await typeInto(user, /^Max compute nodes/, '100');
    await typeInto(user, /^Nodes per run/, '0');
    await typeInto(user, /^Check frequency/, '1441');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('Must be at least 1')).toHaveLength(2);
    expect(within(dialog).getAllByText('Must be at most 99')).toHaveLength(1);
    expect(within(dialog).getByText('Must be at most 1440')).toBeTruthy();
    await typeInto(user, /^Queued cores threshold/, '100001');
    expect(await within(dialog).findByText('Must be at most 100000')).toBeTruthy();
    expect(callsTo(calls, 'queue/ehpc/addStrategy')).toHaveLength(0);

    await typeInto(user, /^Queued cores threshold/, '168');
    await typeInto(user, /^Max compute nodes/, '99');
    await typeInto(user, /^Nodes per run/, '2');
    await typeInto(user, /^Check frequency/, '10');
    await user.click(within(dialog).getByRole('checkbox', { name: /^Run once now/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(calls, 'queue/ehpc/addStrategy')).toHaveLength(1));
    expect(bodyOf(callsTo(calls, 'queue/ehpc/addStrategy')[0])).toEqual({
      cluster_id: 'ehpc-k8x2m4q1',
      queue_id: 'hpcq-g4p1u8v2',
      op_type: 'expand',
      queued_cores: 168,
      max_nodes: 99,
      node_step: 2,
      check_frequency: 10,
      op_is_enabled: 1,
      run_now: 1,
    });
    await waitFor(() => expect(toastsShown()).toContainEqual(expect.objectContaining({ title: 'The auto-scaling policy is created' })));
  });

  it('a shrink policy asks for the reserved idle nodes (0 to 99) and never sends the expand fields', async () => {
    const calls = renderPanel({ 'queue/ehpc/addStrategy': () => ({ job_id: 'j-c4v6b8n0', strategy_id: 'ehpcst-7h3n5p1r' }) });
    const user = userEvent.setup();
    const dialog = await openCreate(user);
    await user.selectOptions(within(dialog).getByLabelText(QUEUE), 'hpcq-n7c2x9k1');
    await typeInto(user, /^Queued cores threshold/, '50');
    await user.click(within(dialog).getByRole('radio', { name: 'Shrink' }));
    expect(within(dialog).queryByLabelText(/^Queued cores threshold/)).toBeNull();
    expect(within(dialog).queryByLabelText(/^Max compute nodes/)).toBeNull();
    await typeInto(user, /^Reserved idle nodes/, '100');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Must be at most 99')).toBeTruthy();
    await typeInto(user, /^Reserved idle nodes/, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(calls, 'queue/ehpc/addStrategy')).toHaveLength(1));
    expect(bodyOf(callsTo(calls, 'queue/ehpc/addStrategy')[0])).toEqual({
      cluster_id: 'ehpc-k8x2m4q1',
      queue_id: 'hpcq-n7c2x9k1',
      op_type: 'shrink',
      reserved_idle_nodes: 0,
      node_step: 1,
      check_frequency: 5,
      op_is_enabled: 1,
      run_now: 0,
    });
  });

  it('shows the gateway’s refusal of a second policy of a type on the queue field, in words, and sends one request however often Save is clicked meanwhile', async () => {
    const message = 'A queue may have only one policy of each type';
    const calls = renderPanel();
    // addStrategy answers only once released: the clicks below all land while the first request is under way.
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const sent: unknown[] = [];
    const answer = (body: object, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    configureGateway({
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(String(input), 'http://console');
        if (url.pathname.endsWith('/addStrategy')) {
          sent.push(JSON.parse(String(init?.body)));
          await gate;
          return answer({ ret_code: 1100, message, validation: [{ location: ['body', 'queue_id'], message, code: 'one_per_queue' }] }, 409);
        }
        if (url.pathname.endsWith('/getQueueList')) return answer({ ret_code: 0, total_count: QUEUES.length, hpc_queue_set: QUEUES });
        if (url.pathname.endsWith('/getStrategyList')) return answer({ ret_code: 0, total_count: 1, ehpc_queue_strategy_set: [EXPAND] });
        return answer({ ret_code: 0, total_count: 0, ehpc_queue_strategy_log_set: [] });
      }) as typeof fetch,
    });
    expect(calls).toBeDefined();
    const user = userEvent.setup();
    const dialog = await openCreate(user);
    await user.selectOptions(within(dialog).getByLabelText(QUEUE), 'hpcq-n7c2x9k1');
    await typeInto(user, /^Queued cores threshold/, '64');
    await typeInto(user, /^Max compute nodes/, '8');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await user.click(save);
    await waitFor(() => expect(sent).toHaveLength(1));
    await user.click(save);
    await user.keyboard('{Enter}');
    release();
    const error = await within(dialog).findByText(message);
    // On the queue field: inside the same field group as the queue's select.
    const describedBy = within(dialog).getByLabelText(QUEUE).getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(describedBy).toContain(error.closest('[id]')?.id);
    expect(sent).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Create auto-scaling policy' })).toBeTruthy();
    // By the field only: no toast over the dialog says it again (ADR 0044).
    expect(toastsShown().filter((toast) => toast.type === 'error')).toEqual([]);
  });

  it('edits a policy with its saved values, disables it and deletes it after a confirmation', async () => {
    const calls = renderPanel({
      'queue/ehpc/modifyStrategy': () => ({ job_id: 'j-x9z7c5v3' }),
      'queue/ehpc/enableStrategy': () => ({ job_id: 'j-r5t7y9u1' }),
      'queue/ehpc/delStrategy': () => ({ job_id: 'j-b2n4m6q8' }),
    });
    const user = userEvent.setup();
    await screen.findByText('Queued cores ≥ 112');
    await chooseMenuItem(screen.getByRole('button', { name: 'Actions of expand policy of normal' }), 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit auto-scaling policy of normal' });
    expect(field(/^Queued cores threshold/).value).toBe('112');
    await typeInto(user, /^Queued cores threshold/, '224');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(calls, 'queue/ehpc/modifyStrategy')).toHaveLength(1));
    expect(bodyOf(callsTo(calls, 'queue/ehpc/modifyStrategy')[0])).toEqual({
      cluster_id: 'ehpc-k8x2m4q1',
      strategy_id: 'ehpcst-4f8k2m9q',
      queue_id: 'hpcq-n7c2x9k1',
      op_type: 'expand',
      queued_cores: 224,
      max_nodes: 16,
      node_step: 2,
      check_frequency: 5,
      op_is_enabled: 1,
      run_now: 0,
    });

    await chooseMenuItem(screen.getByRole('button', { name: 'Actions of expand policy of normal' }), 'Disable');
    await waitFor(() => expect(callsTo(calls, 'queue/ehpc/enableStrategy')).toHaveLength(1));
    expect(bodyOf(callsTo(calls, 'queue/ehpc/enableStrategy')[0])).toEqual({
      cluster_id: 'ehpc-k8x2m4q1',
      strategy_ids: ['ehpcst-4f8k2m9q'],
      op_is_enabled: 0,
    });

    await chooseMenuItem(screen.getByRole('button', { name: 'Actions of expand policy of normal' }), 'Delete');
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete auto-scaling policy' });
    expect(callsTo(calls, 'queue/ehpc/delStrategy')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastsShown()).toContainEqual(expect.objectContaining({ title: 'The expand policy of normal is deleted' })));
    expect(callsTo(calls, 'queue/ehpc/delStrategy').map(bodyOf)).toEqual([
      { cluster_id: 'ehpc-k8x2m4q1', strategy_ids: ['ehpcst-4f8k2m9q'] },
    ]);
  });

  it('shows the states with their badges', async () => {
    renderPanel({
      'queue/ehpc/getStrategyList': () => ({
        total_count: 3,
        ehpc_queue_strategy_set: [
          EXPAND,
          { ...EXPAND, strategy_id: 'ehpcst-aaaa1111', queue_name: 'wrf_gpu', op_status: 'Enabling' },
          { ...EXPAND, strategy_id: 'ehpcst-bbbb2222', queue_name: 'cfd', op_is_enabled: 0, op_status: 'Disabled' },
        ],
      }),
    });
    const table = await screen.findByRole('table', { name: 'Auto-scaling policies' });
    await within(table).findByText('Enabling');
    expect(within(table).getByText('Running')).toBeTruthy();
    expect(within(table).getAllByText('Disabled').length).toBeGreaterThanOrEqual(2);
  });

  it('shows each policy’s next check and what a check now would do, as the gateway’s dry run answers', async () => {
    const calls = renderPanel({
      'queue/ehpc/previewStrategy': () => ({
        total_count: 1,
        ehpc_queue_strategy_preview_set: [
          {
            strategy_id: EXPAND.strategy_id,
            outcome: 'expand',
            node_count_before: 4,
            node_count_after: 6,
            next_check_time: '2026-11-20T08:35:00Z',
            message: 'Queued 168 cores ≥ threshold 112: would add 2 compute nodes',
          },
        ],
      }),
    });
    const table = await screen.findByRole('table', { name: 'Auto-scaling policies' });
    expect(await within(table).findByText('Queued 168 cores ≥ threshold 112: would add 2 compute nodes')).toBeTruthy();
    // Times in the console's one zone (UTC+8, ADR 0014).
    expect(within(table).getByText('2026-11-20 16:35:00')).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Next check · if checked now' })).toBeTruthy();
    expect(callsTo(calls, 'queue/ehpc/previewStrategy')[0].url.searchParams.get('cluster_id')).toBe('ehpc-k8x2m4q1');
  });

  it('offers a read-only member no change', async () => {
    renderPanel(
      {},
      {
        cluster: { ...CLUSTER, project_info: { shared_status: 'shared', shared_role: 'shared_member', permission: 'readonly' } },
        user: SUB_USER,
      },
    );
    await screen.findByText('Queued cores ≥ 112');
    expect(screen.queryByRole('button', { name: 'Create policy' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Actions of/ })).toBeNull();
  });

  it('offers a read-write member the changes', async () => {
    renderPanel(
      {},
      {
        cluster: { ...CLUSTER, project_info: { shared_status: 'shared', shared_role: 'shared_member', permission: 'readwrite' } },
        user: SUB_USER,
      },
    );
    await screen.findByText('Queued cores ≥ 112');
    expect(screen.getByRole('button', { name: 'Create policy' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Actions of expand policy of normal' })).toBeTruthy();
  });
});

describe('auto-scale history', () => {
  it('sends the enablement filter as a number, drops all and an empty queue list, and sorts by op_time', async () => {
    const calls = renderPanel();
    const user = userEvent.setup();
    await screen.findByText(RUN.message);
    const first = callsTo(calls, 'queue/ehpc/getStrategyLogList')[0].url.searchParams;
    expect(first.get('sort_key')).toBe('op_time');
    expect(first.get('reverse')).toBe('1');
    expect([...first.keys()].filter((key) => ['op_type', 'op_status', 'op_is_enabled', 'queue_ids'].includes(key))).toEqual([]);

    await user.click(screen.getByRole('radio', { name: 'Shrink' }));
    await user.click(screen.getByRole('radio', { name: 'Skipped' }));
    await user.click(screen.getByRole('radio', { name: 'Disabled policies' }));
    await waitFor(() => {
      const last = callsTo(calls, 'queue/ehpc/getStrategyLogList').at(-1)!.url.searchParams;
      expect([last.get('op_type'), last.get('op_status'), last.get('op_is_enabled')]).toEqual(['shrink', 'skipped', '0']);
    });
    expect(callsTo(calls, 'queue/ehpc/getStrategyLogList').at(-1)!.url.searchParams.has('queue_ids')).toBe(false);
    await user.click(screen.getByRole('radio', { name: 'All policies' }));
    await waitFor(() => expect(callsTo(calls, 'queue/ehpc/getStrategyLogList').at(-1)!.url.searchParams.has('op_is_enabled')).toBe(false));
  });

  it('lists the nodes a run added, with a link to the node list', async () => {
    renderPanel({
      operation: () => ({
        total_count: 1,
        job_set: [
          {
            job_id: 'j-h5j7k9l1',
            action: 'queue/ehpc/autoScaleExpand',
            resource_ids: ['hpcq-n7c2x9k1', 'cln-a1b2c3d4', 'cln-e5f6g7h8'],
            status: 'successful',
            create_time: RUN.op_time,
            status_time: RUN.op_time,
          },
        ],
      }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Compute nodes of the run: 4 → 6' }));
    const dialog = await screen.findByRole('dialog', { name: 'Compute nodes of the run' });
    const list = await within(dialog).findByRole('list', { name: 'Compute nodes of the run' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['cln-a1b2c3d4', 'cln-e5f6g7h8']);
    expect(within(dialog).getByRole('link', { name: 'Open the node list' }).getAttribute('href')).toBe(
      '/pek3/hpc/hpc_clusters/ehpc-k8x2m4q1/node_list',
    );
  });
});
