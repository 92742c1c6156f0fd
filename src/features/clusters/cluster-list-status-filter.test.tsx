import { ChakraProvider } from '@chakra-ui/react';
import { I18nProvider } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ClusterStatus } from '@/api/generated/model/clusterStatus';
import { i18n } from '@/shared/i18n/locale';
import { stubResizeObserver } from '@/shared/testing/session-render';
import { StatusFilter } from '@/shared/ui/status-filter';
import { consoleSystem } from '@/shared/ui/system';

const OPTIONS: ClusterStatus[] = ['active', 'pending', 'stopped'];

function renderIn(ui: React.ReactNode) {
  return render(
    <ChakraProvider value={consoleSystem()}>
      <I18nProvider i18n={i18n}>{ui}</I18nProvider>
    </ChakraProvider>,
  );
}

/** The markup of a select, without what differs by instance (ids and their references) or is not shown (the hidden native select). */
function shownMarkup(container: HTMLElement): string {
  const copy = container.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('select').forEach((element) => element.remove());
  copy.querySelectorAll('*').forEach((element) => {
    for (const name of ['id', 'aria-controls', 'aria-labelledby']) element.removeAttribute(name);
  });
  return copy.innerHTML;
}

/** A fresh module (the Select's code not loaded yet). */
async function freshFilter() {
  vi.resetModules();
  return (await import('./cluster-list-status-filter')).ClusterStatusFilter;
}

describe('ClusterStatusFilter', () => {
  beforeAll(stubResizeObserver);

  it.each([[[] as ClusterStatus[]], [['stopped', 'active'] as ClusterStatus[]]])(
    'shows what the Select shows before its code is in (%j)',
    async (value) => {
      const ClusterStatusFilter = await freshFilter();
      const props = { label: 'Status', placeholder: 'All statuses', options: OPTIONS, value, onChange: () => {} };
      const real = renderIn(<StatusFilter {...props} />);
      const twin = renderIn(<ClusterStatusFilter {...props} />);
      expect(twin.container.querySelector('select')).toBeNull();
      expect(shownMarkup(twin.container)).toBe(shownMarkup(real.container));
      // Then the Select itself takes its place.
      await vi.waitFor(() => expect(twin.container.querySelector('select')).not.toBeNull(), { timeout: 5000 });
      expect(shownMarkup(twin.container)).toBe(shownMarkup(real.container));
    },
  );

  it('a press before the code is in opens the Select once it is', async () => {
    const ClusterStatusFilter = await freshFilter();
    const onChange = vi.fn();
    const { container } = renderIn(
      <ClusterStatusFilter label="Status" placeholder="All statuses" options={OPTIONS} value={[]} onChange={onChange} />,
    );
    await act(async () => {
      screen.getByRole('combobox', { name: 'Status' }).click();
    });
    // Open as the Select opens on a press: its list of options focused.
    const option = await screen.findByRole('option', { name: '已停止' });
    expect(container.querySelector('select')).not.toBeNull();
    expect(screen.getByRole('combobox', { name: 'Status' }).getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('listbox'));
    await userEvent.click(option);
    expect(onChange).toHaveBeenCalledWith(['stopped']);
  });
});
