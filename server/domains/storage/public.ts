/**
 * What other parts of the gateway use of the storage domain: the one file access rule (ADR 0041).
 */
export { clusterFileScope, fileScope, requireScope, resolvedKey, resolveKey, type FileScope } from './access';
export type { Actor } from './common';
