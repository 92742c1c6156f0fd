/** Links of the NAS pages: an export's file page (/nas/{nas_id}?fs=…&prefix=…) and a cluster's page (HPC portal). */
import { useMemo } from 'react';
import type { NasExport } from '@/api/generated/model/nasExport';
import { nasFilesPath } from '@/shared/routing/nas-files-link';
import { consolePath, useSession } from '@/shared/session/session-context';

export function useNasPaths() {
  const { zone, portal } = useSession();
  return useMemo(
    () => ({
      root: consolePath(zone, portal, 'nas'),
      exportPath(item: Pick<NasExport, 'nas_id' | 'fs_id'>, prefix = ''): string {
        return nasFilesPath(zone, portal, item.nas_id, prefix, item.fs_id);
      },
      clusterPath(clusterId: string): string | undefined {
        return portal === 'hpc' ? consolePath(zone, 'hpc', `hpc_clusters/${clusterId}`) : undefined;
      },
    }),
    [zone, portal],
  );
}
