import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { trackRouteChunk, useRouteChunkPending } from './route-chunks';

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('route chunks on their way (the loading bar)', () => {
  it('is pending while any route chunk loads, loaded or failed', async () => {
    const { result } = renderHook(() => useRouteChunkPending());
    expect(result.current).toBe(false);

    let finish: () => void = () => {};
    let fail: (error: Error) => void = () => {};
    const first = trackRouteChunk(new Promise<void>((resolve) => (finish = resolve)));
    const second = trackRouteChunk(new Promise<void>((_resolve, reject) => (fail = reject)));
    second.catch(() => {});
    await settle();
    expect(result.current).toBe(true);

    finish();
    await first;
    await settle();
    expect(result.current).toBe(true);

    fail(new Error('Failed to fetch dynamically imported module'));
    await settle();
    expect(result.current).toBe(false);
  });
});
