/**
 * A place on a NAS export as the command line names it (ADR 0035, 0041): `<nas_id>:<path>`, or with --cluster a path
 * on the cluster under its NAS mount (as the job's files are named).
 */
import { getClusterNasInfo, listClusters } from '../../src/api/generated/endpoints/clusters/clusters';
import { textOption } from '../args';
import { CliError, EXIT } from '../exit-codes';
import { usage, type Command, type Context } from './command';
import { nasKey } from './follow';

export const CLUSTER_OPTION = {
  name: 'cluster',
  value: 'ID',
  help: 'a path on this cluster (under its NAS mount, e.g. /share/in/) instead of <nas_id>:<path>',
};

/** A place on an export: the export and the path relative to its root (no leading /). */
export interface Place {
  nasId: string;
  path: string;
  /** How the user wrote it, for messages. */
  shown: string;
}

export const segments = (path: string) => path.split('/').filter(Boolean);

/**
 * `<nas_id>:<path>`, or with --cluster an absolute path on the cluster: its NAS export (getClusterNasInfo) and the
 * path under the export's share directory that the cluster mounts at its nas_shared_path (listClusters).
 */
export async function placeOf(context: Context, command: Command, text: string): Promise<Place> {
  const cluster = textOption(context.parsed, 'cluster');
  if (cluster === undefined) {
    const colon = text.indexOf(':');
    if (colon <= 0) throw usage(command, `"${text}" is not <nas_id>:<path> (or give --cluster <cluster_id> and a path on the cluster)`);
    return { nasId: text.slice(0, colon), path: segments(text.slice(colon + 1)).join('/'), shown: text };
  }
  const { cluster_set: found } = await listClusters({ cluster_id: [cluster], limit: 10 });
  const one = found.find((c) => c.cluster_id === cluster);
  if (!one) throw new CliError(EXIT.notFound, `no cluster ${cluster}`);
  const mount = one.nas_shared_path;
  if (!mount) throw new CliError(EXIT.notFound, `${cluster} has no NAS storage`);
  const { nas_info: nas } = await getClusterNasInfo({ cluster_id: cluster });
  const key = nasKey(text, mount, nas.shared_path);
  if (key === null) throw usage(command, `${text} is not under ${cluster}'s NAS mount ${mount}`);
  return { nasId: nas.nas_id, path: key, shown: `${text} on ${cluster}` };
}

/** A folder's prefix as the contract writes it: '' for the root, else ending with /. */
export const prefixOf = (path: string) => (path ? `${path}/` : '');
