import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNow } from './use-now';

const START = Date.parse('2026-03-01T00:00:00Z');

function Seconds({ id }: { id: number }) {
  const now = useNow();
  return <span data-testid={`clock-${id}`}>{Math.floor((now - START) / 1000)}</span>;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('useNow', () => {
  it('mounts many readers on a slow clock without rendering again and again', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(START);
    // A slow machine: every reading of the clock is a second later than the one before, so no two renders (nor a
    // render and its commit) ever see the same time.
    let readings = 0;
    vi.spyOn(Date, 'now').mockImplementation(() => START + 1000 * readings++);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const ids = Array.from({ length: 300 }, (_, i) => i);
    const { unmount } = render(
      <>
        {ids.map((id) => (
          <Seconds key={id} id={id} />
        ))}
      </>,
    );
    // Mounting read the clock a bounded number of times (once per render of the clock: never once per reader per loop).
    expect(readings).toBeLessThan(10);
    const shown = new Set(ids.map((id) => screen.getByTestId(`clock-${id}`).textContent));
    expect(shown.size).toBe(1);
    expect(errors).not.toHaveBeenCalled();

    // One tick moves every reader to one new time together.
    const before = Number([...shown][0]);
    act(() => vi.advanceTimersByTime(1000));
    const after = new Set(ids.map((id) => screen.getByTestId(`clock-${id}`).textContent));
    expect(after.size).toBe(1);
    expect(Number([...after][0])).toBeGreaterThan(before);
    unmount();
  });

  it('stops ticking when the last reader unmounts and catches up when one mounts again', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(START);
    const first = render(<Seconds id={1} />);
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByTestId('clock-1').textContent).toBe('3');
    first.unmount();
    expect(vi.getTimerCount()).toBe(0);

    vi.setSystemTime(START + 60_000);
    render(<Seconds id={2} />);
    expect(screen.getByTestId('clock-2').textContent).toBe('60');
  });
});
