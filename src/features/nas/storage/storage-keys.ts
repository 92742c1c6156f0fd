/** The lists a file system or mount point change affects, refreshed when it is accepted and when it ends (query key prefixes). */
import type { QueryKey } from '@tanstack/react-query';
import { getGetExportQueryKey, getListExportsQueryKey, getListFileSystemsQueryKey } from '@/api/generated/endpoints/storage/storage';

/** The file systems (capacity given to mount points, their count) and, for a file system, its mount points and their details. */
export function storageKeys(fsId?: string, nasId?: string): readonly QueryKey[] {
  const keys: QueryKey[] = [getListFileSystemsQueryKey()];
  if (fsId) keys.push(getListExportsQueryKey(fsId));
  if (fsId && nasId) keys.push(getGetExportQueryKey(fsId, nasId));
  return keys;
}
