import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '@/shared/i18n/locale';
import { resetGateway, stubResizeObserver } from '../test-harness';
import { fieldErrors, mockCreationGateway, renderStep } from './create-test-harness';

beforeAll(async () => {
  stubResizeObserver();
  await activateLocale('en');
});
afterEach(resetGateway);

const next = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Next' }));
const optionOf = (select: HTMLElement, name: RegExp) => within(select).getByRole('option', { name }) as HTMLOptionElement;

describe('step: cluster and software', () => {
  it('says Required for each missing field and does not go on', async () => {
    mockCreationGateway('ehpc');
    const user = userEvent.setup();
    const { onNext } = renderStep('ehpc', 'basics');
    await next(user);
    await waitFor(() => expect(fieldErrors()).toEqual(['Required', 'Required']));
    expect(onNext).not.toHaveBeenCalled();
  });

  it.each([
    ['气象 模拟', 'May contain only letters, digits and underscores'],
    ['a'.repeat(21), 'At most 20 characters'],
  ])('refuses the cluster name %j with "%s"', async (name, message) => {
    mockCreationGateway('ehpc');
    const user = userEvent.setup();
    const { onNext } = renderStep('ehpc', 'basics', { app_version: 'appv-ehpc241' });
    await user.type(screen.getByLabelText(/Cluster name/), name);
    await next(user);
    await waitFor(() => expect(fieldErrors()).toEqual([message]));
    expect(onNext).not.toHaveBeenCalled();
  });

  it('goes on with a valid step and labels the schema enums', async () => {
    mockCreationGateway('ehpc');
    const user = userEvent.setup();
    const { onNext } = renderStep('ehpc', 'basics', { app_version: 'appv-ehpc241' });
    expect(screen.getByRole('radio', { name: 'Standard' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Streamline' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'PBS Pro' })).toBeTruthy();
    expect(optionOf(screen.getByLabelText(/Cluster version/), /EHPC 2\.4\.1-BM \(bare metal\)/)).toBeTruthy();
    await user.type(screen.getByLabelText(/Cluster name/), 'cfd_solver');
    await user.click(screen.getByRole('radio', { name: 'PBS Pro' }));
    await next(user);
    await waitFor(() => expect(onNext).toHaveBeenCalledTimes(1));
    expect(onNext.mock.calls[0][0]).toMatchObject({ cluster_name: 'cfd_solver', scheduler_type: 'pbspro', deploy_mode: 1 });
  });
});

describe('step: administrator password (the password rule)', () => {
  it.each([
    ['Ab1!cdef', 'At least 12 characters'],
    [`Ab1!${'c'.repeat(27)}`, 'At most 30 characters'],
    ['abcdefgh1!jk', 'Needs an uppercase letter'],
    ['ABCDEFGH1!JK', 'Needs a lowercase letter'],
    ['Abcdefghi!jk', 'Needs a digit'],
    ['Abcdefghi1jk', 'Needs one of ! @ # % $ ^ & *'],
    ['Abcdefgh1!j~', 'Contains a character that is not allowed'],
  ])('refuses %j with "%s" and blocks next', async (password, message) => {
    mockCreationGateway('ehpc');
    const user = userEvent.setup();
    const { onNext } = renderStep('ehpc', 'billing');
    await user.type(screen.getByLabelText(/Administrator password/), password);
    await next(user);
    await waitFor(() => expect(fieldErrors()).toEqual([message]));
    expect(onNext).not.toHaveBeenCalled();
  });

  it('generates a password that follows the rule', async () => {
    mockCreationGateway('ehpc');
    const user = userEvent.setup();
    const { onNext, formData } = renderStep('ehpc', 'billing');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    const password = String(formData().admin_password);
    expect(password).toHaveLength(12);
    expect(password).toMatch(/^[A-Za-z0-9!@#%$^&*]+$/);
    for (const required of [/[a-z]/, /[A-Z]/, /[0-9]/, /[!@#%$^&*]/]) expect(password).toMatch(required);
    await next(user);
    await waitFor(() => expect(onNext).toHaveBeenCalledTimes(1));
  });
});

describe('step: billing', () => {
  it('asks for the term and auto-renewal only when Reserved', async () => {
    mockCreationGateway('ehpc');
    const user = userEvent.setup();
    const { formData } = renderStep('ehpc', 'billing');
    expect(screen.queryByLabelText(/Duration/)).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Monthly (reserved)' }));
    const duration = await screen.findByLabelText(/Duration/);
    expect(
      within(duration)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toContain('36 months');
    expect(formData()).toMatchObject({ paid_type: 1, duration: 1, is_auto_renewal: 0 });
    await user.selectOptions(duration, '6');
    await user.click(screen.getByText('Auto-renewal'));
    expect(formData()).toMatchObject({ paid_type: 1, duration: 6, is_auto_renewal: 1 });
    await user.click(screen.getByRole('radio', { name: 'Pay by usage' }));
    expect(formData()).toMatchObject({ paid_type: 0, duration: 0, is_auto_renewal: 0 });
  });
});

describe('step: network and storage', () => {
  it('offers the networks of the chosen type, never vxnet-0 or vxnet-1, and clears the choice when the type changes', async () => {
    const requests = mockCreationGateway('ehpc');
    const user = userEvent.setup();
    const { formData } = renderStep('ehpc', 'network', { network_type: 'base' });
    const vxnet = screen.getByLabelText(/VPC network/);
    await waitFor(() => expect(optionOf(vxnet, /vxnet-ks/)).toBeTruthy());
    expect(within(vxnet).queryByRole('option', { name: /vxnet-0/ })).toBeNull();
    expect(requests.find((r) => r.path.endsWith('/DescribeVxnets'))?.url.search).toContain('vxnet_type=2&mode=0&mode=1');
    await user.selectOptions(vxnet, 'vxnet-ks');
    expect(formData().vxnet).toBe('vxnet-ks');
    await user.click(screen.getByRole('radio', { name: 'Private network' }));
    expect(formData().vxnet).toBeUndefined();
    await waitFor(() => expect(optionOf(screen.getByLabelText(/VPC network/), /vxnet-hpc01/)).toBeTruthy());
    expect(within(screen.getByLabelText(/VPC network/)).queryByRole('option', { name: /vxnet-ks/ })).toBeNull();
  });

  it('disables NAS exports mounted by a cluster and vNAS without a shared target', async () => {
    mockCreationGateway('ehpc');
    renderStep('ehpc', 'network');
    const nas = screen.getByLabelText(/NAS mount point/);
    await waitFor(() => expect(optionOf(nas, /nas-5c8d1e3f/)).toBeTruthy());
    expect(optionOf(nas, /nas-5c8d1e3f/).disabled).toBe(false);
    expect(optionOf(nas, /nas-3f9a2b1c/).disabled).toBe(true);
    expect(optionOf(nas, /nas-3f9a2b1c/).textContent).toContain('mounted by 气象模拟_A');
    await waitFor(() => expect(optionOf(nas, /s2-q1w2e3r4/).disabled).toBe(true));
    expect(optionOf(nas, /s2-7d3k9p2x/).disabled).toBe(false);
    expect(screen.getByText(/bind a shared target to it in the vNas detail/)).toBeTruthy();
  });

  it('requires a network and a mount point', async () => {
    mockCreationGateway('ehpc');
    const user = userEvent.setup();
    const { onNext } = renderStep('ehpc', 'network');
    await next(user);
    await waitFor(() => expect(fieldErrors()).toEqual(['Required', 'Required']));
    expect(onNext).not.toHaveBeenCalled();
  });

  it('asks for the bare-metal network of a -BM version only', async () => {
    mockCreationGateway('ehpc');
    renderStep('ehpc', 'network', { app_version: 'appv-ehpc241bm' });
    const bm = screen.getByRole('combobox', { name: /Bare-metal network/ });
    await waitFor(() => expect(optionOf(bm, /vxnet-bm01/)).toBeTruthy());
    expect(within(bm).queryByRole('option', { name: /vxnet-hpc01/ })).toBeNull();
  });

  it('has no bare-metal network for a VM version', () => {
    mockCreationGateway('ehpc');
    renderStep('ehpc', 'network', { app_version: 'appv-ehpc241' });
    expect(screen.queryByRole('combobox', { name: /Bare-metal network/ })).toBeNull();
  });
});

describe('step: nodes', () => {
  it('configures controller, compute and login nodes in standard deploy mode', async () => {
    mockCreationGateway('ehpc');
    const user = userEvent.setup();
    const { formData, onNext } = renderStep('ehpc', 'nodes', { app_version: 'appv-ehpc241' });
    for (const id of ['controller', 'compute', 'login']) expect(screen.getByTestId(`root_node_config_${id}`)).toBeTruthy();
    const compute = screen.getByTestId('root_node_config_compute');
    expect(
      within(compute)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).not.toContain('裸金属 bm5');
    await user.selectOptions(within(compute).getByLabelText(/Instance class/), '201');
    const gpu = within(compute).getByLabelText(/GPUs/) as HTMLSelectElement;
    expect(gpu.disabled).toBe(false);
    expect(
      within(gpu)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1', '2', '4']);
    expect(formData().node_config).toMatchObject({ compute: { instance_class: 201, cpu: 16, memory: 65536, gpu: 1, count: 2 } });
    expect((within(screen.getByTestId('root_node_config_controller')).getByLabelText(/Count/) as HTMLInputElement).disabled).toBe(true);
    await next(user);
    await waitFor(() => expect(onNext).toHaveBeenCalledTimes(1));
  });

  it('has no controller in streamline deploy mode and offers bare-metal compute nodes for a -BM version', () => {
    mockCreationGateway('ehpc');
    const { formData } = renderStep('ehpc', 'nodes', { deploy_mode: 2, app_version: 'appv-ehpc241bm' });
    expect(screen.queryByTestId('root_node_config_controller')).toBeNull();
    expect(Object.keys(formData().node_config as object)).toEqual(['compute', 'login']);
    const compute = screen.getByTestId('root_node_config_compute');
    expect(
      within(within(compute).getByLabelText(/Instance class/))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['裸金属 bm5']);
  });

  it('refuses a node count beyond the schema range', async () => {
    mockCreationGateway('ehpc');
    const user = userEvent.setup();
    const { onNext } = renderStep('ehpc', 'nodes', { app_version: 'appv-ehpc241' });
    const count = within(screen.getByTestId('root_node_config_compute')).getByLabelText(/Count/);
    await user.clear(count);
    await user.type(count, '101');
    await next(user);
    await waitFor(() => expect(fieldErrors()).toEqual(['Must be at most 100']));
    expect(onNext).not.toHaveBeenCalled();
  });
});

describe('step: accounts and login node (HPC)', () => {
  it('keeps the login node count within the cluster conf range of the role', async () => {
    mockCreationGateway('hpc');
    const user = userEvent.setup();
    const { onNext } = renderStep('hpc', 'accounts', {
      admin_password: 'Lab!Admin2026x',
      user_name: 'student01',
      password: 'Stud3nt@Pass01',
    });
    const count = within(screen.getByTestId('root_login_node')).getByLabelText(/Count/);
    await user.clear(count);
    await next(user);
    await waitFor(() => expect(fieldErrors()).toEqual(['Required']));
    await user.type(count, '5');
    await next(user);
    await waitFor(() => expect(fieldErrors()).toEqual(['From 1 to 4 for this role']));
    await user.clear(count);
    await user.type(count, '2');
    await next(user);
    await waitFor(() => expect(onNext).toHaveBeenCalledTimes(1));
    expect(onNext.mock.calls[0][0]).toMatchObject({ login_node: { instance_class: 0, cpu: 2, memory: 4096, gpu: 0, count: 2 } });
  });
});

describe('in Chinese (the default language)', () => {
  beforeAll(() => activateLocale('zh'));
  afterAll(() => activateLocale('en'));

  it('shows the schema texts and the rule messages translated', async () => {
    mockCreationGateway('hpc');
    const user = userEvent.setup();
    renderStep('hpc', 'accounts');
    expect(screen.getByLabelText(/管理员密码/)).toBeTruthy();
    await user.type(screen.getByLabelText(/管理员密码/), 'abc');
    await user.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() =>
      expect(fieldErrors().sort()).toEqual(
        ['至少 12 个字符', '需要一个大写字母', '需要一个数字', '需要以下符号之一：! @ # % $ ^ & *', '必填', '必填'].sort(),
      ),
    );
  });
});
