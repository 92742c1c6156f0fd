/** Route /job_templates: the job templates of all clusters, or of the cluster chosen on the page. */
import { ClusterScope } from '@/features/clusters/cluster-scope';
import { JobTemplateList } from '@/features/job-templates/job-template-list';

export function Component() {
  return (
    <ClusterScope allowAll>
      {(cluster) => <JobTemplateList key={cluster?.cluster_id ?? 'all'} clusterId={cluster?.cluster_id} />}
    </ClusterScope>
  );
}
