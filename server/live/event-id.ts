/**
 * A live event's id: the versions of the topics it reports, so that a browser that reconnects (EventSource sends it
 * back as Last-Event-ID) is told exactly what changed while it was away. `<epoch>~<topic>.<version>,…`: the epoch
 * names where the versions come from (a PostgreSQL server's versions hold for every gateway; the embedded database
 * counts from zero at each start), so versions from another epoch say nothing and every topic counts as changed.
 */
import { LIVE_TOPICS, type LiveTopic } from './topics';

export type Versions = ReadonlyMap<LiveTopic, number>;

const MAX_ID_LENGTH = 512;

export function eventId(epoch: string, versions: Versions): string {
  return `${epoch}~${[...versions].map(([topic, version]) => `${topic}.${version}`).join(',')}`;
}

/** The versions an id carries, or null when it is absent, malformed or of another epoch (then nothing is known). */
export function versionsOf(id: string | undefined, epoch: string): Versions | null {
  if (!id || id.length > MAX_ID_LENGTH) return null;
  const [idEpoch, list, ...rest] = id.split('~');
  if (idEpoch !== epoch || list === undefined || rest.length) return null;
  const versions = new Map<LiveTopic, number>();
  for (const pair of list ? list.split(',') : []) {
    const match = /^([a-z_]+)\.(\d{1,15})$/.exec(pair);
    const topic = match?.[1] as LiveTopic | undefined;
    if (!match || !topic || !LIVE_TOPICS.includes(topic)) return null;
    versions.set(topic, Number(match[2]));
  }
  return versions;
}

/** The topics whose version differs between what the browser saw (null: unknown, so all) and now. */
export function changedTopics(seen: Versions | null, now: Versions): LiveTopic[] {
  return [...now.keys()].filter((topic) => !seen || seen.get(topic) !== now.get(topic));
}
