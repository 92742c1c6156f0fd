import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/shared/i18n/locale';
import { callsTo, mockGatewayCalls, operationAnswer, refusal, type GatewayAnswer, type GatewayCall } from '@/shared/testing/gateway-mock';
import { setUpScreenTests, toastsShown } from '@/shared/testing/screen-tests';
import { renderWithSession } from '@/shared/testing/session-render';
import { HPC_CLUSTER, QUEUE_TYPES } from '../testing/queue-fixtures';
import { BindQueueDialog } from './bind-queue-dialog';

setUpScreenTests({ locale: 'en', followIntervalMs: 5, spyOnToasts: true });
afterEach(async () => {
  await activateLocale('en');
});

const cost: GatewayAnswer = (url) =>
  url.searchParams.get('paid_type') === '1'
    ? { cost: 1234.5, currency: 'cny', unit: 'month', duration: Number(url.searchParams.get('duration')) }
    : { cost: 2.4, currency: 'cny', unit: 'hour', duration: 0 };

function renderBind(
  bind: GatewayAnswer = () => ({ job_id: 'j-b1nd0001', hpcqueue_id: 'hpcq-new00001' }),
  onCall?: (call: GatewayCall) => void,
) {
  const calls = mockGatewayCalls(
    {
      'queue/getQueueTypes': () => QUEUE_TYPES,
      'billing/cost': cost,
      'queue/bindPrivateQueue': bind,
      operation: operationAnswer('successful'),
    },
    onCall,
  );
  renderWithSession(<BindQueueDialog cluster={HPC_CLUSTER} open onClose={() => undefined} />, {
    path: '/pek3/hpc/queues',
    route: '/:zone/hpc/queues',
  });
  return calls;
}

async function fillValid(name = 'gpu_q') {
  await screen.findByRole('option', { name: /GPU 56/ });
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: /Queue type/ }), 'qt-gpu56');
  await userEvent.type(screen.getByRole('textbox', { name: /Queue name/ }), name);
}

describe('bind a private queue', () => {
  it('asks the cost only once a queue type is chosen, then per the billing mode and duration', async () => {
    const calls = renderBind();
    await screen.findByRole('option', { name: /GPU 56/ });
    expect(screen.getByText('Choose a queue type to see its price.')).toBeTruthy();
    expect(callsTo(calls, 'billing/cost')).toEqual([]);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Queue type/ }), 'qt-gpu56');
    expect((await screen.findByTestId('queue-cost-amount')).textContent).toBe('2.4000 CNY');
    expect(screen.getByText('per node per hour')).toBeTruthy();
    const first = callsTo(calls, 'billing/cost')[0].url.searchParams;
    expect(Object.fromEntries(first)).toMatchObject({ queue_type: 'qt-gpu56', paid_type: '0', prod_name: 'privated_queue' });
    expect(first.has('duration')).toBe(false);
    await userEvent.click(screen.getByText('Monthly (reserved)'));
    await waitFor(() => expect(screen.getByTestId('queue-cost-amount').textContent).toBe('1234.5000 CNY'));
    expect(screen.getByText('per node for 1 month')).toBeTruthy();
    expect(Object.fromEntries(callsTo(calls, 'billing/cost').at(-1)!.url.searchParams)).toMatchObject({
      paid_type: '1',
      duration: '1',
      is_auto_renewal: '0',
    });
  });

  it('checks the fields with the contract before sending and sends nothing while one is wrong', async () => {
    const calls = renderBind();
    await screen.findByRole('option', { name: /GPU 56/ });
    await userEvent.click(screen.getByRole('button', { name: 'Bind' }));
    expect(await screen.findByText('Choose a queue type')).toBeTruthy();
    expect(screen.getByText('Required')).toBeTruthy();
    await fillValid('g!');
    await userEvent.click(screen.getByRole('button', { name: 'Bind' }));
    expect(screen.getByRole('textbox', { name: /Queue name/ }).getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(calls, 'queue/bindPrivateQueue')).toEqual([]);
  });

  it('sends nothing more for clicks while the binding is being sent, and follows its job to the end', async () => {
    let clicksWhileSending = 0;
    let button: HTMLElement | null = null;
    const calls = renderBind(undefined, (call) => {
      if (!call.path.endsWith('queue/bindPrivateQueue') || clicksWhileSending > 0 || !button) return;
      // The request is under way: the user clicks Bind again, twice.
      clicksWhileSending = 2;
      fireEvent.click(button);
      fireEvent.click(button);
    });
    await fillValid();
    button = screen.getByRole('button', { name: 'Bind' });
    await userEvent.click(button);
    await waitFor(() => expect(toastsShown()).toContainEqual(expect.objectContaining({ title: 'Queue gpu_q is bound to student_lab' })));
    expect(clicksWhileSending).toBe(2);
    expect(callsTo(calls, 'queue/bindPrivateQueue')).toHaveLength(1);
    expect(callsTo(calls, 'queue/bindPrivateQueue')[0].body).toMatchObject({
      cluster_id: HPC_CLUSTER.cluster_id,
      queue_type: 'qt-gpu56',
      queue_name: 'gpu_q',
      count: 1,
      paid_type: 0,
      duration: 0,
    });
  });

  it('shows the gateway’s refusal of the name on the name field, in English', async () => {
    renderBind(() => refusal(409, 2400, 'The queue name gpu_q is already used by a queue of the cluster'));
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Bind' }));
    const name = screen.getByRole('textbox', { name: /Queue name/ });
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('The queue name gpu_q is already used by a queue of the cluster').length).toBeGreaterThan(0);
  });

  it('shows the refusal on the field in Chinese, and the contract’s own problems in Chinese', async () => {
    await activateLocale('zh');
    renderBind(() => refusal(409, 2400, '队列名称 gpu_q 已被该集群的其他队列使用'));
    await screen.findByRole('option', { name: /GPU 56/ });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /队列类型/ }), 'qt-gpu56');
    const name = screen.getByRole('textbox', { name: /队列名称/ });
    await userEvent.type(name, 'gpu_q');
    await userEvent.click(screen.getByRole('button', { name: '绑定' }));
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('队列名称 gpu_q 已被该集群的其他队列使用').length).toBeGreaterThan(0);
    await userEvent.clear(name);
    await userEvent.type(name, 'ab');
    await userEvent.click(screen.getByRole('button', { name: '绑定' }));
    expect(await screen.findByText(/至少 3/)).toBeTruthy();
  });
});
