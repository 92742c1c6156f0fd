import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GatewayError } from '@/api/gateway';
import { activateLocale } from '@/shared/i18n/locale';
import { toaster } from '@/shared/ui/toaster';
import { mutationErrorToast, showErrorToast, showSuccessToast } from './error-toast';

const failure = new GatewayError({
  kind: 'failure',
  action: 'DeleteCluster',
  message: '集群已绑定，请先删除集群',
  retCode: 2100,
  status: 200,
});

beforeEach(() => {
  vi.spyOn(toaster, 'create');
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('error toasts', () => {
  it('shows the error message under a default title', () => {
    showErrorToast(failure);
    expect(toaster.create).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'error', title: '操作失败', description: '集群已绑定，请先删除集群', closable: true }),
    );
  });

  it('takes a title', () => {
    showErrorToast(new GatewayError({ kind: 'timeout', action: 'StopCluster', message: 'x', retCode: 5040 }), '停止失败');
    expect(toaster.create).toHaveBeenCalledWith(expect.objectContaining({ title: '停止失败', description: '请求超时，请稍后重试' }));
  });

  it('gives mutations an onError that ignores the variables', () => {
    const onError = mutationErrorToast();
    (onError as (error: unknown, variables: unknown) => void)(failure, { cluster_id: 'hpc-1' });
    expect(toaster.create).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'error', title: '操作失败', description: '集群已绑定，请先删除集群' }),
    );
  });

  it('shows success toasts', () => {
    showSuccessToast('已删除', 'hpc-1');
    expect(toaster.create).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: '已删除', description: 'hpc-1' }));
  });

  describe('in English', () => {
    beforeAll(() => activateLocale('en'));
    afterAll(() => activateLocale('zh'));

    it('uses the English default title', () => {
      showErrorToast(new Error('x'));
      expect(toaster.create).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Operation failed', description: 'Something went wrong, please try again later' }),
      );
    });
  });
});
