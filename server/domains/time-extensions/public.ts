/**
 * What other parts of the gateway use of the time-extensions domain: the rule a new time limit is held to (within the
 * queue's maximum, refused by the field extra_minutes), which a graphics session's more time keeps too (ADR 0062).
 */
export { requireWithinQueue } from './limits';
