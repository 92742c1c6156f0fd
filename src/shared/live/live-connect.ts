/**
 * Starts the live stream for the signed-in console and ties it to the query cache (ADR 0055). Loaded after the first
 * screen (use-live-updates.ts).
 */
import type { QueryClient } from '@tanstack/react-query';
import { gatewayChannel } from '@/api/gateway';
import { getSession } from '@/api/generated/endpoints/session/session';
import { setLiveUp } from './live-state';
import { noteTopics } from './live-topics';
import { liveQueries } from './live-queries';
import { startLiveStream } from './live-stream';

export function connectLive(client: QueryClient): () => void {
  if (typeof EventSource === 'undefined') return () => undefined;
  const { baseUrl } = gatewayChannel();
  const queries = liveQueries(client);
  const stop = startLiveStream(
    {
      url: `${baseUrl}/events`,
      // Per console (its base path): two consoles on one origin keep their streams apart.
      channel: typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(`hpc-live:${baseUrl}`),
      locks: typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null,
    },
    {
      notice: (topics) => {
        noteTopics(topics);
        queries.changed(topics);
      },
      state: (up, why) => {
        setLiveUp(up);
        if (up) queries.heard(Date.now());
        // A session that ended: every request would be refused, and a screen that says so itself (the terminal's
        // tab) must not be taken to sign-in by a refetch; a refusal is such an end unless the session still answers.
        else if (why === 'refused')
          getSession().then(
            () => queries.lost(),
            () => undefined,
          );
        else if (why !== 'ended') queries.lost();
      },
    },
  );
  return () => {
    stop();
    queries.stop();
    setLiveUp(false);
  };
}
