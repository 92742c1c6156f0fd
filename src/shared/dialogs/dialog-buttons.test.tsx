import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/shared/testing/render';
import { DialogButtons } from './dialog-buttons';

describe('DialogButtons', () => {
  it('cancels, and submits the form it names', async () => {
    const onCancel = vi.fn();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    renderWithProviders(
      <>
        <form id="f" onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)} />
        <DialogButtons onCancel={onCancel} submitLabel="Save" formId="f" />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onCancel).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('while a change is being sent: no cancelling and no second submit', async () => {
    const onCancel = vi.fn();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    renderWithProviders(
      <>
        <form id="f" onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)} />
        <DialogButtons onCancel={onCancel} submitLabel="Save" formId="f" busy />
      </>,
    );
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => (button as HTMLButtonElement).disabled)).toEqual([true, true]);
    for (const button of buttons) await userEvent.click(button, { pointerEventsCheck: 0 });
    expect(onCancel).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps the action disabled until it can be taken', () => {
    renderWithProviders(<DialogButtons onCancel={() => {}} submitLabel="Delete" disabled tone="danger" cancelLabel="Keep" />);
    expect((screen.getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Keep' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
