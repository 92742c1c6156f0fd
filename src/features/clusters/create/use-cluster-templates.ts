/**
 * The cluster templates of the type (ADR 0017): DescribeCommonAttachments of the attachments hpc-config names for the
 * type, their cluster_templates part, parsed against the creation catalogue. None when the configuration names no
 * attachment; a failed read is only logged (the flow works without templates).
 */
import { useEffect, useMemo } from 'react';
import { useDescribeCommonAttachments } from '@/api/generated/endpoints/catalogue/catalogue';
import type { ClusterType } from '@/api/generated/model/clusterType';
import { useSession } from '@/shared/session/session-context';
import { parseClusterTemplates, type ClusterTemplate, type TemplateCatalogue } from './cluster-templates';

const NONE: string[] = [];

export function useClusterTemplates(type: ClusterType, catalogue: TemplateCatalogue): ClusterTemplate[] {
  const { config } = useSession();
  const ids = config?.cluster_template_attachment_ids?.[type] ?? NONE;
  const query = useDescribeCommonAttachments(
    { attachment_ids: ids, content_keys: ['cluster_templates'] },
    { query: { enabled: ids.length > 0, staleTime: 300_000 } },
  );
  useEffect(() => {
    if (query.error) console.error('Cluster templates could not be read', query.error);
  }, [query.error]);
  const { conf, skus, bareMetal } = catalogue;
  const attachments = query.data?.attachment_set;
  return useMemo(() => {
    const contents = (attachments ?? [])
      .filter((item) => item.content_key === 'cluster_templates' && ids.includes(item.attachment_id))
      .map((item) => item.attachment_content as unknown);
    return parseClusterTemplates(type, contents, { conf, skus, bareMetal });
  }, [attachments, ids, type, conf, skus, bareMetal]);
}
