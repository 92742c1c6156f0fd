import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo } from '@/shared/testing/gateway-mock';
import { setUpScreenTests } from '@/shared/testing/screen-tests';
import { ACTIVE, CLUSTERS, fieldErrors, mockSubmitGateway, QUEUES, renderSubmit, STOPPED } from './submit-test-harness';

// Chinese, the default language: the schema's rules in translated words.
setUpScreenTests({ followIntervalMs: 5, spyOnToasts: true });

const submitButton = () => screen.getByRole('button', { name: /提交作业/ });

async function replace(user: ReturnType<typeof userEvent.setup>, label: RegExp, text: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.type(input, text);
}

describe('the submit form, in Chinese', () => {
  it('says the rules of the schema in words: required fields, priority 1-10, at least one core', async () => {
    const calls = mockSubmitGateway();
    const user = userEvent.setup();
    renderSubmit(`/pek3/hpc/hpc_job/submit_job/${ACTIVE}`);
    await screen.findByLabelText(/^作业名称/);
    // The schema's defaults: priority 5, one core (HPC's default core limit), a command line; the queue marked default.
    expect((screen.getByLabelText(/^优先级/) as HTMLInputElement).value).toBe('5');
    expect((screen.getByLabelText(/^核数/) as HTMLInputElement).value).toBe('1');
    await waitFor(() => expect((screen.getByLabelText(/^队列/) as HTMLSelectElement).value).toBe('hpcq-n0rm4l01'));

    await replace(user, /^优先级/, '0');
    await replace(user, /^核数/, '0');
    await user.click(submitButton());
    await waitFor(() => expect(fieldErrors()).toEqual(['必填', '不能小于 1', '不能小于 1', '必填']));
    const field = (label: RegExp, selector = 'input, select, textarea') =>
      screen.getByLabelText(label, { selector }).closest('[data-field]') as HTMLElement;
    expect(within(field(/^作业名称/)).getByText('必填')).toBeTruthy();
    expect(within(field(/^优先级/)).getByText('不能小于 1')).toBeTruthy();
    expect(within(field(/^核数/)).getByText('不能小于 1')).toBeTruthy();
    expect(within(field(/^命令行/, 'textarea')).getByText('必填')).toBeTruthy();

    await replace(user, /^优先级/, '11');
    await waitFor(() => expect(within(field(/^优先级/)).getByText('不能大于 10')).toBeTruthy());
    expect(callsTo(calls, 'job/submitJob')).toHaveLength(0);
  });

  it('chooses the queue marked default, and the new cluster’s default when the cluster changes', async () => {
    const other = { ...CLUSTERS[0], cluster_id: 'ehpc-z9y8x7w6', cluster_name: 'cfd_cluster' };
    const queues = (url: URL) => {
      const id = url.searchParams.get('cluster_id');
      const set =
        id === other.cluster_id
          ? [
              { ...QUEUES[1], cluster_id: id, hpcqueue_id: 'hpcq-cfd00001', queue_name: 'cfd', is_default: 1 as const },
              { ...QUEUES[0], cluster_id: id, hpcqueue_id: 'hpcq-cfd00002', queue_name: 'spare', is_default: 0 as const },
            ]
          : QUEUES;
      return { total_count: set.length, hpc_queue_set: set };
    };
    mockSubmitGateway({ 'cluster/list': () => ({ total_count: 2, cluster_set: [CLUSTERS[0], other] }), 'queue/ehpc/getQueueList': queues });
    const user = userEvent.setup();
    renderSubmit(`/pek3/hpc/hpc_job/submit_job/${ACTIVE}`);
    const queue = () => screen.getByLabelText(/^队列/) as HTMLSelectElement;
    await screen.findByLabelText(/^作业名称/);
    await waitFor(() => expect(queue().value).toBe('hpcq-n0rm4l01'));
    // A queue the user chose stays chosen.
    await user.selectOptions(queue(), 'hpcq-debug002');
    expect(queue().value).toBe('hpcq-debug002');
    await user.selectOptions(screen.getByLabelText(/^集群/), other.cluster_id);
    await waitFor(() => expect(queue().value).toBe('hpcq-cfd00001'));
  });

  it('offers no cluster shared with the user read-only, and refuses one given by the link before sending', async () => {
    const shared = {
      ...CLUSTERS[0],
      cluster_id: 'ehpc-r3ad0n1y',
      cluster_name: 'owners_lab',
      project_info: { shared_status: 'shared' as const, shared_role: 'shared_member' as const, permission: 'readonly' as const },
    };
    const writable = {
      ...shared,
      cluster_id: 'ehpc-wr1teab1',
      cluster_name: 'team_lab',
      project_info: { ...shared.project_info, permission: 'readwrite' as const },
    };
    const calls = mockSubmitGateway({ 'cluster/list': () => ({ total_count: 3, cluster_set: [CLUSTERS[0], shared, writable] }) });
    const user = userEvent.setup();
    const view = renderSubmit(`/pek3/hpc/hpc_job/submit_job/${ACTIVE}`);
    const clusterField = await screen.findByLabelText(/^集群/);
    await waitFor(() => expect(within(clusterField).getByRole('option', { name: /team_lab/ })).toBeTruthy());
    expect(within(clusterField).queryByRole('option', { name: /owners_lab/ })).toBeNull();
    view.unmount();

    renderSubmit(`/pek3/hpc/hpc_job/submit_job/${shared.cluster_id}`);
    expect(await screen.findByText('该集群以只读方式共享给您，不能向其提交作业')).toBeTruthy();
    const choice = within(screen.getByLabelText(/^集群/)).getByRole('option', { name: /owners_lab/ }) as HTMLOptionElement;
    expect(choice.disabled).toBe(true);
    await user.type(screen.getByLabelText(/^作业名称/), 'peek');
    await user.type(screen.getByLabelText(/^命令行/, { selector: 'textarea' }), 'hostname');
    await user.click(submitButton());
    await waitFor(() => expect(fieldErrors()).toContain('该集群以只读方式共享给您，不能向其提交作业'));
    expect(callsTo(calls, 'job/submitJob')).toHaveLength(0);
  });

  it('says that a cluster that is not active cannot submit jobs, and sends nothing', async () => {
    const calls = mockSubmitGateway();
    const user = userEvent.setup();
    renderSubmit(`/pek3/hpc/hpc_job/submit_job/${STOPPED}`);
    // In the gateway's own words for its refusal (jobs_cluster_not_active): the user reads one message either way.
    expect(await screen.findByText('集群不是活跃状态，无法提交作业')).toBeTruthy();
    // The cluster cannot be chosen either.
    const choice = within(screen.getByLabelText(/^集群/)).getByRole('option', { name: /student_lab/ }) as HTMLOptionElement;
    expect(choice.disabled).toBe(true);

    await user.type(screen.getByLabelText(/^作业名称/), 'mesh_check');
    await user.type(screen.getByLabelText(/^命令行/, { selector: 'textarea' }), 'checkMesh');
    await user.click(submitButton());
    await waitFor(() => expect(fieldErrors()).toContain('集群不是活跃状态，无法提交作业'));
    expect(callsTo(calls, 'job/submitJob')).toHaveLength(0);
  });
});
