/**
 * A session's times: how long it has left (the gateway's `time_left` when the answer arrived, counted down since) and
 * how long it ran, as H:MM:SS.
 */
import type { GraphicsSession } from '@/api/generated/model/graphicsSession';

/** Seconds as H:MM:SS. */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(total / 3600)}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

/** Seconds left by `now` of a session whose answer arrived at `fetchedAt` (epoch ms); undefined when not counting. */
export function secondsLeft(session: Pick<GraphicsSession, 'status' | 'time_left'>, now: number, fetchedAt: number): number | undefined {
  if (session.time_left === undefined || (session.status !== 'running' && session.status !== 'starting')) return undefined;
  return Math.max(0, session.time_left - Math.max(0, Math.floor((now - fetchedAt) / 1000)));
}

/** How long an ended session ran; undefined when it never started. */
export function ranSeconds(session: Pick<GraphicsSession, 'start_time' | 'end_time'>): number | undefined {
  if (!session.start_time || !session.end_time) return undefined;
  const ran = (new Date(session.end_time).getTime() - new Date(session.start_time).getTime()) / 1000;
  return Number.isFinite(ran) ? Math.max(0, ran) : undefined;
}
