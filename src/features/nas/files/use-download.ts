/**
 * Downloads through a signed URL (getDownloadSignature, then downloadSignedObjects): one file as itself, several
 * files or a folder as one streamed ZIP (up to 20000 files). The browser opens the URL itself, so a large file or
 * archive streams to disk instead of through the page's memory. A refusal is said in a toast.
 */
import { useLingui } from '@lingui/react/macro';
import { useGetDownloadSignature } from '@/api/generated/endpoints/storage/storage';
import type { NasObject } from '@/api/generated/model/nasObject';
import { useOneAtATime } from '@/shared/actions/use-one-at-a-time';
import { showErrorToast } from '@/shared/errors/error-toast';

/** Opens a URL as a download, the page staying where it is. */
function openDownload(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}

export function useDownload(nasId: string) {
  const { t } = useLingui();
  const sign = useGetDownloadSignature();
  return useOneAtATime(async (objects: Pick<NasObject, 'object_name'>[]) => {
    try {
      const signed = await sign.mutateAsync({ data: { nas_id: nasId, object_names: objects.map((object) => object.object_name) } });
      const query = new URLSearchParams(
        Object.entries(signed.fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      );
      openDownload(`${signed.url}?${query.toString()}`);
    } catch (error) {
      showErrorToast(error, t`The download could not start`);
    }
  });
}
