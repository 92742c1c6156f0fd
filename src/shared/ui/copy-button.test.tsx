import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/shared/i18n/locale';
import { renderWithProviders } from '@/shared/testing/render';
import { COPIED_MS, CopyButton } from './copy-button';
import { copyText } from './copy-text';
import { toaster } from './toaster';

const writeText = vi.fn<(text: string) => Promise<void>>();
const original = Object.getOwnPropertyDescriptor(globalThis.navigator, 'clipboard');

function mockClipboard(value: unknown) {
  Object.defineProperty(globalThis.navigator, 'clipboard', { value, configurable: true });
}

beforeEach(() => {
  writeText.mockReset();
  mockClipboard({ writeText });
  vi.spyOn(toaster, 'create');
});

afterEach(() => {
  vi.restoreAllMocks();
  if (original) Object.defineProperty(globalThis.navigator, 'clipboard', original);
  else Reflect.deleteProperty(globalThis.navigator, 'clipboard');
});

describe('copyText', () => {
  it('copies and toasts "Copy Success"', async () => {
    writeText.mockResolvedValue(undefined);
    await expect(copyText('hpc-123')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('hpc-123');
    expect(toaster.create).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: '复制成功' }));
  });

  it('toasts "Copy Failed" when the clipboard refuses', async () => {
    writeText.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    await expect(copyText('hpc-123')).resolves.toBe(false);
    expect(toaster.create).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: '复制失败' }));
  });

  it('toasts "Copy Failed" without a clipboard (insecure context)', async () => {
    mockClipboard(undefined);
    await expect(copyText('x')).resolves.toBe(false);
    expect(toaster.create).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: '复制失败' }));
  });

  describe('in English', () => {
    beforeAll(() => activateLocale('en'));
    afterAll(() => activateLocale('zh'));

    it('says Copy Success and Copy Failed', async () => {
      writeText.mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('no'));
      await copyText('a');
      await copyText('b');
      expect(vi.mocked(toaster.create).mock.calls.map(([options]) => options.title)).toEqual(['Copy Success', 'Copy Failed']);
    });
  });
});

describe('CopyButton', () => {
  it('is a named button that copies its text and shows a check for a moment', async () => {
    writeText.mockResolvedValue(undefined);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      renderWithProviders(<CopyButton text="ssh root@10.0.0.1" />);
      const button = screen.getByRole('button', { name: '复制' });
      expect(button.querySelector('.lucide-copy')).not.toBeNull();
      await act(async () => {
        fireEvent.click(button);
      });
      expect(writeText).toHaveBeenCalledWith('ssh root@10.0.0.1');
      expect(toaster.create).toHaveBeenCalledWith(expect.objectContaining({ title: '复制成功' }));
      expect(button.querySelector('.lucide-check')).not.toBeNull();
      act(() => vi.advanceTimersByTime(COPIED_MS));
      expect(button.querySelector('.lucide-copy')).not.toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes its own accessible name and reports a failure', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    renderWithProviders(<CopyButton text="abc" label="复制集群 ID" />);
    fireEvent.click(screen.getByRole('button', { name: '复制集群 ID' }));
    await waitFor(() => expect(toaster.create).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: '复制失败' })));
    expect(screen.getByRole('button').querySelector('.lucide-check')).toBeNull();
  });
});
