/** Keeps the live stream open while the signed-in console is (ADR 0055); its code loads after the first screen. */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

export function useLiveUpdates(): void {
  const client = useQueryClient();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let left = false;
    import('./live-connect').then(
      ({ connectLive }) => {
        if (!left) stop = connectLive(client);
      },
      // Without it the console polls, as it always could.
      (error: unknown) => console.warn('HPC console: live updates did not load', error),
    );
    return () => {
      left = true;
      stop?.();
    };
  }, [client]);
}
