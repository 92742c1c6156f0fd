import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo } from '../../../shared/testing/gateway-mock';
import { setUpScreenTests } from '../../../shared/testing/screen-tests';
import { ACTIVE, fieldErrors, mockSubmitGateway, renderSubmit, STOPPED } from './submit-test-harness';

// Chinese, the default language: the schema's rules in translated words.
setUpScreenTests({ followIntervalMs: 5, spyOnToasts: true, testTimeoutMs: 30_000 });

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
    // The schema's defaults: priority 5, one core (HPC's default core limit), a command line.
    expect((screen.getByLabelText(/^优先级/) as HTMLInputElement).value).toBe('5');
    expect((screen.getByLabelText(/^核数/) as HTMLInputElement).value).toBe('1');

    await replace(user, /^优先级/, '0');
    await replace(user, /^核数/, '0');
    await user.click(submitButton());
    await waitFor(() => expect(fieldErrors()).toEqual(['必填', '必填', '不能小于 1', '不能小于 1', '必填']));
    const field = (label: RegExp, selector = 'input, select, textarea') => screen.getByLabelText(label, { selector }).closest('[data-field]') as HTMLElement;
    expect(within(field(/^队列/)).getByText('必填')).toBeTruthy();
    expect(within(field(/^作业名称/)).getByText('必填')).toBeTruthy();
    expect(within(field(/^优先级/)).getByText('不能小于 1')).toBeTruthy();
    expect(within(field(/^核数/)).getByText('不能小于 1')).toBeTruthy();
    expect(within(field(/^命令行/, 'textarea')).getByText('必填')).toBeTruthy();

    await replace(user, /^优先级/, '11');
    await waitFor(() => expect(within(field(/^优先级/)).getByText('不能大于 10')).toBeTruthy());
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
