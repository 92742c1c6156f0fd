/** The toast region is a lazy chunk: it must still show the toasts created before (or while) it loads. */
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/shared/testing/render';
import { Toaster, toaster } from './toaster';

afterEach(() => {
  act(() => toaster.remove());
});

describe('Toaster', () => {
  it('loads the toast region when the first toast is created, and shows that toast', async () => {
    renderWithProviders(<Toaster />);
    expect(document.querySelector('[data-scope="toast"]')).toBeNull();
    act(() => {
      toaster.create({ type: 'success', title: 'Saved', description: 'hpc-1', duration: 60_000 });
    });
    expect((await screen.findByText('Saved')).textContent).toBe('Saved');
    expect(screen.getByText('hpc-1')).toBeTruthy();
  });

  it('shows the toasts created before it mounted', async () => {
    act(() => {
      toaster.create({ type: 'error', title: 'Failed earlier', duration: 60_000 });
    });
    renderWithProviders(<Toaster />);
    expect((await screen.findByText('Failed earlier')).textContent).toBe('Failed earlier');
  });

  it('keeps the ids it gives to the toasts created before the store is in, and forgets a toast removed meanwhile', async () => {
    let removed = '';
    let kept = '';
    act(() => {
      removed = toaster.create({ type: 'info', title: 'Removed before', duration: 60_000 });
      kept = toaster.create({ type: 'info', title: 'Kept', duration: 60_000 });
      toaster.remove(removed);
    });
    expect(removed).not.toBe(kept);
    renderWithProviders(<Toaster />);
    expect((await screen.findByText('Kept')).textContent).toBe('Kept');
    expect(screen.queryByText('Removed before')).toBeNull();
    expect(toaster.getVisibleToasts().map((toast) => toast.id)).toContain(kept);
  });
});
