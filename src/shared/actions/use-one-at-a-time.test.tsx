import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useOneAtATime } from './use-one-at-a-time';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('useOneAtATime', () => {
  it('runs a call repeated while it is under way once, and answers both with its result', async () => {
    const answer = deferred<string>();
    const calls: string[] = [];
    const { result } = renderHook(() =>
      useOneAtATime((id: string) => {
        calls.push(id);
        return answer.promise;
      }),
    );
    let first!: Promise<string>;
    let second!: Promise<string>;
    act(() => {
      first = result.current.run('ehpc-k8x2m4q1');
      second = result.current.run('ehpc-k8x2m4q1');
    });
    expect(calls).toEqual(['ehpc-k8x2m4q1']);
    expect(result.current.pending).toBe(true);
    await act(async () => {
      answer.resolve('j-8f2k4m1q');
      await first;
    });
    await expect(second).resolves.toBe('j-8f2k4m1q');
    expect(result.current.pending).toBe(false);
    // Once it has ended, the same call is a new intent.
    await act(() => result.current.run('ehpc-k8x2m4q1'));
    expect(calls).toHaveLength(2);
  });

  it('runs calls with other arguments, and frees a call that failed', async () => {
    const calls: string[] = [];
    const { result } = renderHook(() =>
      useOneAtATime(async (id: string) => {
        calls.push(id);
        if (id === 'bad') throw new Error('refused');
        return id;
      }),
    );
    await act(async () => {
      await Promise.all([result.current.run('usr-lina'), result.current.run('usr-sub')]);
    });
    expect(calls).toEqual(['usr-lina', 'usr-sub']);
    await act(async () => {
      await expect(result.current.run('bad')).rejects.toThrow('refused');
    });
    await act(async () => {
      await expect(result.current.run('bad')).rejects.toThrow('refused');
    });
    expect(calls.filter((id) => id === 'bad')).toHaveLength(2);
  });
});
