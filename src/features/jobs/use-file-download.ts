/**
 * Downloading a job's file: get_object through the generated client (the gateway answers the file as a blob),
 * saved under the file's name. A failure is said in a toast.
 */
import { useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import { getObject } from '@/api/generated/endpoints/storage/storage';
import { showErrorToast } from '@/shared/errors/error-toast';
import { saveBlob } from '@/shared/export/save-blob';
import { baseName } from './job-files';

export function useFileDownload() {
  const { t } = useLingui();
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const download = useCallback(
    async (nasId: string, key: string) => {
      const name = baseName(key);
      setPending((current) => new Set(current).add(key));
      try {
        saveBlob(await getObject({ nas_id: nasId, object_name: key }), name);
      } catch (error) {
        showErrorToast(error, t`Downloading ${name} failed`);
      } finally {
        setPending((current) => {
          const next = new Set(current);
          next.delete(key);
          return next;
        });
      }
    },
    [t],
  );
  return { download, isDownloading: (key: string) => pending.has(key) };
}
