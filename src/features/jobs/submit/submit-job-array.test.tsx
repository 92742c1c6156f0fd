import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, describe, expect, it } from 'vitest';
import { activateLocale } from '@/shared/i18n/locale';
import { callsTo } from '@/shared/testing/gateway-mock';
import { setUpScreenTests } from '@/shared/testing/screen-tests';
import { arrayJob, detail } from '../test-harness';
import { ACTIVE, fieldErrors, formFields, mockSubmitGateway, renderSubmit } from './submit-test-harness';

setUpScreenTests({ locale: 'en', followIntervalMs: 5, spyOnToasts: true });

type User = ReturnType<typeof userEvent.setup>;

async function replace(user: User, label: RegExp, text: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.type(input, text);
}

async function fillCommandJob(user: User) {
  await user.type(await screen.findByLabelText(/^(Job name|作业名称)/), 'sweep');
  const queue = screen.getByLabelText(/^(Queue|队列)/) as HTMLSelectElement;
  await waitFor(() => expect(queue.value).toBe('hpcq-n0rm4l01'));
  await user.type(screen.getByLabelText(/^(Command line|命令行)/, { selector: 'textarea' }), 'exit $SLURM_ARRAY_TASK_ID');
}

const fieldOf = (label: RegExp) => screen.getByLabelText(label).closest('[data-field]') as HTMLElement;

describe('an array on the submit form', () => {
  afterAll(() => activateLocale('en'));

  it('asks for the indices beside the resources, with their help, and sends them', async () => {
    const calls = mockSubmitGateway();
    const user = userEvent.setup();
    renderSubmit(`/pek3/hpc/hpc_job/submit_job/${ACTIVE}`);
    await fillCommandJob(user);
    const array = screen.getByLabelText(/^Array/);
    // After the time limit, before what the job runs.
    const follows = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(screen.getByLabelText(/^Time limit/), array)).toBe(true);
    expect(follows(array, screen.getByLabelText(/^Command line/, { selector: 'textarea' }))).toBe(true);
    expect(fieldOf(/^Array/).textContent).toContain('One task per index, e.g. 0-99, 1,3,5-7 or 0-15:4; add %4 to run at most 4 at once.');

    await user.type(array, '0-3 and more');
    await user.click(screen.getByRole('button', { name: /Submit job/ }));
    await waitFor(() =>
      expect(fieldErrors()).toEqual(["Use Slurm's array form, e.g. 0-99, 1,3,5-7 or 0-15:4, optionally %4 to run at most 4 at once"]),
    );
    expect(callsTo(calls, 'job/submitJob')).toHaveLength(0);

    await replace(user, /^Array/, '0-3%2');
    await user.click(screen.getByRole('button', { name: /Submit job/ }));
    await waitFor(() => expect(callsTo(calls, 'job/submitJob')).toHaveLength(1));
    expect(formFields(callsTo(calls, 'job/submitJob')[0].body)).toEqual(
      expect.objectContaining({ array: '0-3%2', cmd: 'exit $SLURM_ARRAY_TASK_ID' }),
    );
  });

  it("counts each task against the core-hour quota in the form's summary", async () => {
    mockSubmitGateway({
      'job/quotaUsage': () => ({
        quota_set: [
          {
            cluster_id: ACTIVE,
            cluster_name: 'wrf_cluster',
            kind: 'core_hours',
            source: 'cluster_user',
            account: 'usr_owner',
            quota: 100,
            used: 10,
            reserved: 0,
            remaining: 90,
          },
        ],
      }),
    });
    const user = userEvent.setup();
    renderSubmit(`/pek3/hpc/hpc_job/submit_job/${ACTIVE}`);
    await screen.findByTestId('core-hour-quota');
    await replace(user, /^Cores/, '2');
    await replace(user, /^Time limit/, '60');
    await waitFor(() =>
      expect(screen.getByTestId('core-hour-quota').textContent).toContain('This job takes 2 cores × 1 h = 2 core-hours.'),
    );
    await replace(user, /^Array/, '0-15:4');
    await waitFor(() =>
      expect(screen.getByTestId('core-hour-quota').textContent).toContain(
        'This array takes 4 tasks × 2 cores × 1 h = 8 core-hours: each task counts on its own.',
      ),
    );
    await replace(user, /^Array/, '0-99');
    await waitFor(() => expect(screen.getByTestId('core-hour-quota').dataset.exceeds).toBe('true'));
    expect(screen.getByTestId('core-hour-quota').textContent).toContain('Lower the tasks, the cores or the time limit.');
  });

  it('submits an array again as an array of the same indices', async () => {
    const array = arrayJob({
      hpcqueue_id: 'hpcq-n0rm4l01',
      submit_type: 'command',
      cmd: 'exit $SLURM_ARRAY_TASK_ID',
      script_path: undefined,
    });
    mockSubmitGateway({ [`job/jobdetail/${array.hpcjob_uuid}`]: () => detail(array) });
    renderSubmit(`/pek3/hpc/hpc_job/submit_job/${ACTIVE}/${array.hpcjob_uuid}`);
    await waitFor(() => expect((screen.getByLabelText(/^Array/) as HTMLInputElement).value).toBe('0-9%2'));
  });

  it('says a bad array in Chinese', async () => {
    await activateLocale('zh');
    const calls = mockSubmitGateway();
    const user = userEvent.setup();
    renderSubmit(`/pek3/hpc/hpc_job/submit_job/${ACTIVE}`);
    await fillCommandJob(user);
    expect(fieldOf(/^作业数组/).textContent).toContain('每个索引一个任务');
    await user.type(screen.getByLabelText(/^作业数组/), '1-3%');
    await user.click(screen.getByRole('button', { name: /提交作业/ }));
    await waitFor(() =>
      expect(fieldErrors()).toEqual(['应为 Slurm 的数组写法，如 0-99、1,3,5-7 或 0-15:4，可加 %4 表示最多同时运行 4 个']),
    );
    expect(callsTo(calls, 'job/submitJob')).toHaveLength(0);
  });
});
