/**
 * What each live topic (the contract's LiveTopic) covers for a signed-in user: the change keys whose versions move
 * when something the topic's reads answer may have changed (migrations 0071, 0072, 0089, 0100 and 0104). Jobs and
 * operations are the user's account's own; the other topics are shared by every account.
 */
import type { SessionUser } from '../auth/sessions';
import type { ChangeKey } from '../db/database';
import type { Schema } from '../http/handler-types';

export type LiveTopic = Schema<'LiveTopic'>;

const KEYS: Record<LiveTopic, (user: SessionUser) => ChangeKey[]> = {
  // Not job_pages, which moves every second of a running job (its run time) and at any change of a cluster.
  jobs: (user) => ['job_live', `job_live:${user.owner}`],
  clusters: () => ['cluster_pages', 'cluster_access'],
  operations: (user) => ['operations', `operations:${user.owner}`],
  queues: () => ['queues'],
  strategies: () => ['strategies'],
  members: () => ['members'],
  remote_apps: () => ['remote_apps'],
  // The user's own (an IAM user's are hers, not the account's): ADR 0059.
  notifications: (user) => ['notifications', `notifications:${user.user_id}`],
};

export const LIVE_TOPICS = Object.keys(KEYS) as LiveTopic[];

export function topicKeys(user: SessionUser): ReadonlyMap<LiveTopic, ChangeKey[]> {
  return new Map(LIVE_TOPICS.map((topic) => [topic, KEYS[topic](user)]));
}
