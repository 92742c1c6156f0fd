/**
 * The storage domain: S2 servers, NAS file systems, their exports (asynchronous changes) and the files on
 * the exports, which are real directories under the data dir (nasExportDir).
 */
import { resolve } from 'node:path';
import { seedStorage } from '../seed/storage';
import type { DomainModule } from './index';
import { changeHandlers, changeSteps } from './storage/changes';
import type { StorageEnv } from './storage/common';
import { objectHandlers } from './storage/objects';
import { fileSystemStep, resourceHandlers } from './storage/resources';
import { signatureHandlers } from './storage/signatures';
import { uploadHandlers } from './storage/uploads';

/** The storage domain over the gateway's data dir (config.dataDir); signed URLs on config.publicUrl's origin. */
export function createStorageDomain(dataDir: string, publicUrl?: string): DomainModule {
  const dir = resolve(dataDir);
  const env: StorageEnv = { dataDir: () => dir, publicUrl };
  return {
    handlers: { ...resourceHandlers(env), ...changeHandlers(env), ...objectHandlers(env), ...signatureHandlers(env), ...uploadHandlers(env) },
    steps: { 'file-systems': fileSystemStep, ...changeSteps(env) },
    seed: (db) => seedStorage(db, env.dataDir()),
  };
}
