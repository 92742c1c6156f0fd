import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/shared/i18n/locale';
import { renderWithProviders } from '@/shared/testing/render';
import { CHAT_SCRIPT_DELAY_MS, HelpConsole } from './help-console';

const SCRIPT = 'https://chat.example.com/widget.js';
const chatScript = () => document.querySelector<HTMLScriptElement>(`script[src="${SCRIPT}"]`);
const openHelp = () => fireEvent.click(screen.getByRole('button', { name: 'Open help' }));

beforeAll(async () => {
  await activateLocale('en');
});
afterEach(() => {
  vi.useRealTimers();
  chatScript()?.remove();
});

describe('the help console', () => {
  it('shows nothing when the guide settings enable no entry', () => {
    renderWithProviders(
      <HelpConsole
        guide={{
          help_center: { enabled: false, url: 'https://docs.example.com' },
          feedback: { enabled: false, url: 'https://fb.example.com' },
        }}
      />,
    );
    expect(screen.queryByRole('complementary', { name: 'Help' })).toBeNull();
    renderWithProviders(<HelpConsole guide={undefined} />);
    expect(screen.queryByRole('button', { name: 'Open help' })).toBeNull();
  });

  it('opens from a corner button with only the enabled entries, and closes again', () => {
    renderWithProviders(
      <HelpConsole
        guide={{
          help_center: { enabled: true, url: 'https://docs.example.com/hpc' },
          feedback: { enabled: false, url: 'https://fb.example.com' },
        }}
      />,
    );
    expect(screen.queryByRole('link', { name: 'Help center' })).toBeNull();
    openHelp();
    expect(screen.getByRole('link', { name: 'Help center' }).getAttribute('href')).toBe('https://docs.example.com/hpc');
    expect(screen.queryByRole('link', { name: 'Feedback' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Consultation' })).toBeNull();
    const close = screen.getByRole('button', { name: 'Close help' });
    expect(close.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(close);
    expect(screen.queryByRole('link', { name: 'Help center' })).toBeNull();
  });

  it('offers consultation only once its chat script has loaded, which starts 5 s after the page', () => {
    vi.useFakeTimers();
    const open = vi.fn();
    window.hpcConsultation = { open };
    renderWithProviders(
      <HelpConsole
        guide={{ consultation: { enabled: true, script_url: SCRIPT }, feedback: { enabled: true, url: 'https://fb.example.com' } }}
      />,
    );
    act(() => vi.advanceTimersByTime(CHAT_SCRIPT_DELAY_MS - 1));
    expect(chatScript()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(chatScript()).not.toBeNull();
    openHelp();
    expect(screen.getByRole('link', { name: 'Feedback' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Consultation' })).toBeNull();
    act(() => chatScript()?.dispatchEvent(new Event('load')));
    fireEvent.click(screen.getByRole('button', { name: 'Consultation' }));
    expect(open).toHaveBeenCalledOnce();
    delete window.hpcConsultation;
  });
});
