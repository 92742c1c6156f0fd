import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/shared/testing/render';
import { SegmentRadios } from './segment-radios';

const ITEMS = [
  { value: 'all', label: 'All types' },
  { value: 'hpc', label: 'HPC' },
  { value: 'ehpc', label: 'EHPC' },
] as const;

function Filter({ onChange }: { onChange(value: string): void }) {
  const [value, setValue] = useState<(typeof ITEMS)[number]['value']>('all');
  return (
    <SegmentRadios
      items={ITEMS}
      value={value}
      label="Cluster type"
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('SegmentRadios', () => {
  it('is a radio group named by its label, with the chosen value checked', () => {
    renderWithProviders(<Filter onChange={() => {}} />);
    const group = screen.getByRole('radiogroup', { name: 'Cluster type' });
    expect(group.getAttribute('data-scope')).toBe('segment-group');
    expect(screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).checked)).toEqual([true, false, false]);
    expect(screen.getByRole('radio', { name: 'All types' }).closest('label')?.getAttribute('data-state')).toBe('checked');
  });

  it('chooses by a press or by the arrow keys, as radio buttons do', async () => {
    // user-event walks a radio group by name with CSS.escape, which jsdom lacks.
    if (!globalThis.CSS?.escape)
      vi.stubGlobal('CSS', { escape: (text: string) => text.replace(/[^\w-]/g, (character) => `\\${character}`) });
    const onChange = vi.fn();
    renderWithProviders(<Filter onChange={onChange} />);
    await userEvent.click(screen.getByText('EHPC'));
    expect(onChange).toHaveBeenLastCalledWith('ehpc');
    expect((screen.getByRole('radio', { name: 'EHPC' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('radio', { name: 'EHPC' }).closest('label')?.getAttribute('data-state')).toBe('checked');
    await userEvent.keyboard('{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith('hpc');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'HPC' }));
  });
});
