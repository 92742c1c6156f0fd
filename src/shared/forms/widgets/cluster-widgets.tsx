/**
 * Pickers of a cluster and of one of its queues, for the forms that run jobs (submit, job templates). The cluster
 * list is the user's clusters in the list's default statuses (cluster all-list limit 100); with `ui:options.activeOnly`
 * (forms that run jobs) a cluster that is not active is shown but cannot be chosen, and one shared with the user
 * read-only is not offered. The queues are the chosen cluster's (formContext
 * `formData.cluster_id`): queue/getCurrentQueue for an HPC cluster, queue/ehpc/getQueueList for an EHPC one
 * (all-data limit 1024); `ui:options.valueKey` says whether the field holds the queue's id or its name, and
 * `ui:options.preselectDefault` chooses the queue marked default while none is chosen.
 */
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Registry, WidgetProps } from '@rjsf/utils';
import { useEffect } from 'react';
import { useListClusters } from '@/api/generated/endpoints/clusters/clusters';
import { useGetCurrentQueue, useListEhpcQueues } from '@/api/generated/endpoints/queues/queues';
import type { Cluster } from '@/api/generated/model/cluster';
import type { ClusterStatus } from '@/api/generated/model/clusterStatus';
import type { Queue } from '@/api/generated/model/queue';
import { errorMessage } from '@/shared/errors/error-message';
import { statusMessage } from '@/shared/ui/status-badge';
import type { FormValues } from '../schema-form';
import { OptionSelect } from './option-select';

/** Cluster all-list limit and default all-data limit (section 9). */
const CLUSTER_LIMIT = 100;
const QUEUE_LIMIT = 1024;
/** The cluster list's default status filter (section 4). */
const LISTED: ClusterStatus[] = ['pending', 'active', 'stopped', 'suspended'];

/** What these widgets read from rjsf's formContext: the whole form's values. */
export interface ClusterFormContext {
  formData: FormValues;
}

function formDataOf(registry: Pick<Registry, 'formContext'>): FormValues {
  return (registry.formContext as Partial<ClusterFormContext> | undefined)?.formData ?? {};
}

/**
 * Whether the user may run jobs on a cluster: not on one shared with them read-only (ADR 0006: a read-only shared
 * member only reads; the gateway refuses its submissions).
 */
export function runsJobs(cluster: Pick<Cluster, 'project_info'>): boolean {
  const info = cluster.project_info;
  return !(info?.shared_role === 'shared_member' && info.permission !== 'readwrite');
}

/** The user's clusters a job can be run on (shared by the widget and its form: one request). */
export function useClusterChoices() {
  return useListClusters({ status: LISTED, limit: CLUSTER_LIMIT, sort_key: 'create_time', reverse: 1 }, { query: { staleTime: 30_000 } });
}

/** The queues of a cluster, HPC or EHPC by its id (hpc-… or ehpc-…); none while no cluster is chosen. */
export function useClusterQueues(clusterId: string | undefined) {
  const ehpc = !!clusterId?.startsWith('ehpc-');
  const params = { cluster_id: clusterId ?? '', limit: QUEUE_LIMIT } as const;
  const hpcQuery = useGetCurrentQueue(params, { query: { enabled: !!clusterId && !ehpc, staleTime: 30_000 } });
  const ehpcQuery = useListEhpcQueues(params, { query: { enabled: ehpc, staleTime: 30_000 } });
  const query = ehpc ? ehpcQuery : hpcQuery;
  const queues: Queue[] = (ehpc ? ehpcQuery.data?.hpc_queue_set : hpcQuery.data?.queues_set) ?? [];
  return { queues: clusterId ? queues : [], isFetching: query.isFetching, error: query.error, isSuccess: query.isSuccess };
}

export function ClusterWidget(props: WidgetProps) {
  const { t, i18n } = useLingui();
  const query = useClusterChoices();
  const activeOnly = props.options.activeOnly === true;
  // Clusters shared read-only are not offered for running jobs; one already chosen (a link) is shown, disabled.
  const clusters = (query.data?.cluster_set ?? []).filter(
    (cluster) => !activeOnly || runsJobs(cluster) || cluster.cluster_id === props.value,
  );
  const options = clusters.map((cluster: Cluster) => {
    const name = `${cluster.cluster_name} (${cluster.cluster_id})`;
    if (activeOnly && !runsJobs(cluster)) return { value: cluster.cluster_id, label: t`${name} — read-only`, disabled: true };
    const inactive = activeOnly && cluster.status !== 'active';
    const descriptor = statusMessage(cluster.status);
    const status = descriptor ? i18n._(descriptor) : cluster.status;
    return { value: cluster.cluster_id, label: inactive ? t`${name} — ${status}` : name, disabled: inactive };
  });
  const hint = query.error ? errorMessage(query.error) : query.isSuccess && !options.length ? t`There is no cluster yet.` : undefined;
  return <OptionSelect widget={props} options={options} loading={query.isFetching} hint={hint} placeholder={t`Choose a cluster`} />;
}

export function QueueWidget(props: WidgetProps) {
  const { t } = useLingui();
  const clusterId = formDataOf(props.registry).cluster_id as string | undefined;
  const { queues, isFetching, error, isSuccess } = useClusterQueues(clusterId);
  const byName = props.options.valueKey === 'queue_name';
  const offered = queues.filter((queue) => queue.status !== 'deleting');
  // With ui:options.preselectDefault, the queue marked default is chosen while none is: a new form, or another
  // cluster (whose queue the form clears).
  const unset = props.value === undefined || props.value === '';
  const preset = props.options.preselectDefault === true && unset ? offered.find((queue) => queue.is_default) : undefined;
  const presetValue = preset ? (byName ? preset.queue_name : preset.hpcqueue_id) : undefined;
  const { onChange, disabled, readonly } = props;
  useEffect(() => {
    if (presetValue !== undefined && !disabled && !readonly) onChange(presetValue);
  }, [presetValue, onChange, disabled, readonly]);
  const options = offered.map((queue) => {
    const { queue_name: queueName, total_cores: cores } = queue;
    const name = queue.is_default ? t`${queueName} (default)` : queueName;
    return {
      value: byName ? queueName : queue.hpcqueue_id,
      label: cores ? t`${name} · ${plural(cores, { one: '# core', other: '# cores' })}` : name,
    };
  });
  const hint = !clusterId
    ? t`Choose a cluster first.`
    : error
      ? errorMessage(error)
      : isSuccess && !options.length
        ? t`The cluster has no queue yet.`
        : undefined;
  return <OptionSelect widget={props} options={options} loading={isFetching} hint={hint} placeholder={t`Choose a queue`} />;
}
