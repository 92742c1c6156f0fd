/** The confirmation or modal of one cluster action (cluster-actions.tsx opens it, lazily loaded). */
import type { Cluster } from '@/api/generated/model/cluster';
import type { ClusterActionId } from './cluster-action-rules';
import { DeleteClusterDialog } from './delete-cluster-dialog';
import { LifecycleDialog } from './lifecycle-dialog';
import { ModifyClusterDialog } from './modify-cluster-dialog';
import { ResizeClusterDialog } from './resize-cluster-dialog';
import { ShareClusterDialog } from './share-cluster-dialog';
import { StopSharingDialog } from './stop-sharing-dialog';
import { UpgradeClusterDialog } from './upgrade-cluster-dialog';

export interface ClusterActionDialogProps {
  action: ClusterActionId;
  cluster: Cluster;
  /** Default true: a dialog mounted to be shown. */
  open?: boolean;
  onClose(): void;
  onDeleted?(): void;
}

export function ClusterActionDialog({ action, cluster, open = true, onClose, onDeleted }: ClusterActionDialogProps) {
  const props = { cluster, open, onClose };
  switch (action) {
    case 'start':
    case 'stop':
    case 'resume':
      return <LifecycleDialog kind={action} {...props} />;
    case 'upgrade':
      return <UpgradeClusterDialog {...props} />;
    case 'resize':
      return <ResizeClusterDialog {...props} />;
    case 'modify':
      return <ModifyClusterDialog {...props} />;
    case 'share':
      return <ShareClusterDialog {...props} />;
    case 'stop_sharing':
      return <StopSharingDialog {...props} />;
    case 'delete':
    case 'deregister':
      return <DeleteClusterDialog {...props} deregister={action === 'deregister'} onDeleted={onDeleted} />;
  }
}
