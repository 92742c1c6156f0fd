/**
 * A shift-click chooses the range from the row clicked before, even when React applies both clicks in one render
 * (a fast second click on a busy page: the e2e's shift-click chose one row instead of two).
 */
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { NasObject } from '@/api/generated/model/nasObject';
import { useRangeSelection } from './use-range-selection';

const rows = ['a.txt', 'b.txt', 'c.txt', 'd.txt'].map((object_name) => ({ object_name }) as NasObject);

describe('range selection', () => {
  it('chooses the range from the last click when both clicks land in one render', () => {
    const { result } = renderHook(() => useRangeSelection(rows));
    act(() => {
      result.current.toggle('a.txt', false);
      result.current.toggle('c.txt', true);
    });
    expect(result.current.chosen.map((row) => row.object_name)).toEqual(['a.txt', 'b.txt', 'c.txt']);
  });

  it('chooses the range from the last click across renders, and a plain click toggles one row', () => {
    const { result } = renderHook(() => useRangeSelection(rows));
    act(() => result.current.toggle('d.txt', false));
    act(() => result.current.toggle('b.txt', true));
    expect(result.current.chosen.map((row) => row.object_name)).toEqual(['b.txt', 'c.txt', 'd.txt']);
    act(() => result.current.toggle('c.txt', false));
    expect(result.current.chosen.map((row) => row.object_name)).toEqual(['b.txt', 'd.txt']);
  });
});
