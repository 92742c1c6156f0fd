import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/locale';
import { activateLocale } from '@/shared/i18n/locale';
import { renderWithProviders } from '@/shared/testing/render';
import { STATUS_ENTRIES, StatusBadge, isTransitionalStatus, statusColor, statusMessage, statusTone } from './status-badge';

/** Every status word of spec section 4 (and the contract's status enums): colour, Chinese label, transitional. */
const expected: [status: string, color: string, zh: string, transitional?: true][] = [
  // The colour table of section 4.
  ['active', 'green', '活跃'],
  ['stopped', 'orange', '已停止'],
  ['suspended', 'gray', '已暂停'],
  ['pending', 'blue', '等待中'],
  ['fetching', 'blue', '获取中'],
  ['ceased', 'red', '已销毁'],
  ['terminated', 'red', '已终止'],
  ['deleted', 'red', '已删除'],
  // Other statuses.
  ['creating', 'blue', '创建中', true],
  ['running', 'blue', '运行中'],
  ['starting', 'blue', '启动中', true],
  ['stopping', 'blue', '停止中', true],
  ['restarting', 'blue', '重启中', true],
  ['resizing', 'blue', '扩缩容中', true],
  ['updating', 'blue', '更新中', true],
  ['resuming', 'blue', '恢复中', true],
  ['suspending', 'blue', '暂停中', true],
  ['deleting', 'blue', '删除中', true],
  ['releasing', 'blue', '释放中', true],
  ['available', 'green', '可用'],
  ['in-use', 'blue', '使用中'],
  ['in_use', 'blue', '使用中'],
  ['associated', 'blue', '使用中'],
  ['finished', 'green', '已完成'],
  ['inactive', 'gray', '未激活'],
  ['syncing', 'blue', '同步中', true],
  ['released', 'gray', '已释放'],
  ['working', 'blue', '执行中', true],
  // Job statuses.
  ['exited', 'red', '已退出'],
  ['unknown', 'gray', '未知'],
  ['cancelled', 'gray', '已取消'],
  // Node health.
  ['healthy', 'green', '健康'],
  ['unhealthy', 'red', '不健康'],
  // NAS.
  ['Active', 'green', '健康'],
  ['UnActive', 'red', '不健康'],
  ['Creating', 'blue', '创建中', true],
  // Auto-scale policy and enablement.
  ['Running', 'blue', '运行中'],
  ['Enabling', 'blue', '启用中', true],
  ['Disabled', 'gray', '已禁用'],
  ['enabled', 'green', '已启用'],
  ['disabled', 'gray', '已禁用'],
  ['enable', 'green', '已启用'],
  ['disable', 'gray', '已禁用'],
  // Operations, sharing, products, verification.
  ['successful', 'green', '成功'],
  ['failed', 'red', '失败'],
  ['skipped', 'gray', '已跳过'],
  ['shared', 'blue', '已共享'],
  ['unshared', 'gray', '未共享'],
  ['on_sale', 'green', '在售'],
  ['sale', 'green', '在售'],
  ['off_sale', 'gray', '已下架'],
  ['passed', 'green', '已通过'],
  ['PASSED', 'green', '已通过'],
  ['new', 'gray', '新建'],
  ['NEW', 'gray', '新建'],
  ['PENDING', 'blue', '等待中'],
  ['rejected', 'red', '已拒绝'],
  ['REJECTED', 'red', '已拒绝'],
];

describe('status colours and labels', () => {
  it('covers every entry of the table', () => {
    const tested = new Set(expected.map(([status]) => status));
    expect(Object.keys(STATUS_ENTRIES).filter((status) => !tested.has(status))).toEqual([]);
  });

  it.each(expected)('%s: %s, "%s"', (status, color, zh, transitional) => {
    expect(statusColor(status)).toBe(color);
    expect(isTransitionalStatus(status)).toBe(transitional ?? false);
    const message = statusMessage(status);
    expect(message).toBeDefined();
    expect(i18n._(message!)).toBe(zh);
  });

  it('maps the tones of section 4', () => {
    expect(statusTone('active')).toBe('success');
    expect(statusTone('stopped')).toBe('warning');
    expect(statusTone('suspended')).toBe('gray');
    expect(statusTone('pending')).toBe('info');
    expect(statusTone('deleted')).toBe('danger');
  });

  it('shows an unknown word as it is, gray', () => {
    expect(statusColor('weird')).toBe('gray');
    expect(statusMessage('weird')).toBeUndefined();
    expect(statusColor(undefined)).toBe('gray');
    expect(statusMessage('constructor')).toBeUndefined();
  });
});

describe('StatusBadge', () => {
  it('renders the translated label in the colour palette, with a spinner when transitional', () => {
    renderWithProviders(
      <>
        <StatusBadge status="active" />
        <StatusBadge status="creating" />
      </>,
    );
    const active = screen.getByText('活跃');
    expect(active.getAttribute('data-tone')).toBe('success');
    expect(active.querySelector('[data-testid="status-spinner"]')).toBeNull();
    const creating = screen.getByText('创建中');
    expect(creating.getAttribute('data-tone')).toBe('info');
    expect(creating.querySelector('[data-testid="status-spinner"]')).not.toBeNull();
  });

  it('shows unknown words as they are, a missing status as "-", and a label override', () => {
    renderWithProviders(
      <>
        <StatusBadge status="mystery" />
        <StatusBadge status={null} />
        <StatusBadge status="active" label="Custom" />
      </>,
    );
    expect(screen.getByText('mystery').getAttribute('data-tone')).toBe('gray');
    expect(screen.getByText('-')).toBeTruthy();
    expect(screen.getByText('Custom').getAttribute('data-tone')).toBe('success');
  });

  describe('in English', () => {
    beforeAll(() => activateLocale('en'));
    afterAll(() => activateLocale('zh'));

    it('shows English labels', () => {
      renderWithProviders(
        <>
          <StatusBadge status="UnActive" />
          <StatusBadge status="in-use" />
        </>,
      );
      expect(screen.getByText('Unhealthy')).toBeTruthy();
      expect(screen.getByText('In use')).toBeTruthy();
    });
  });
});
