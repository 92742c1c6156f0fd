/**
 * Where the file manager shows a folder of a NAS mount point: /nas/{nas_id}?fs=…&prefix=… (the prefix relative to
 * the export's root, ending with /; the file system is found from the mount point when not given). The NAS page
 * and the "open in files" links of the job page and the submit form point here.
 */
import { consolePath, type Portal } from '@/shared/session/session-context';

export function nasFilesPath(zone: string, portal: Portal, nasId: string, prefix = '', fsId?: string): string {
  const search = new URLSearchParams();
  if (fsId) search.set('fs', fsId);
  if (prefix) search.set('prefix', prefix);
  const query = search.toString();
  return `${consolePath(zone, portal, `nas/${nasId}`)}${query ? `?${query}` : ''}`;
}
