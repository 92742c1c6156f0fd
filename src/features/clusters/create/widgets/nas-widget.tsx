/**
 * The NAS mount point picker: every export of the user's NAS file systems (NAS export query limit 1024) and the
 * active vNAS (S2 servers, limit 1024). Exports already mounted by a cluster are disabled (section 5), and so are
 * vNAS without a shared target, with the console's hint to bind one in the vNas detail (section 8).
 */
import { useLingui } from '@lingui/react/macro';
import type { WidgetProps } from '@rjsf/utils';
import { useQueries } from '@tanstack/react-query';
import { getListExportsQueryOptions, useDescribeS2Servers, useListFileSystems } from '@/api/generated/endpoints/storage/storage';
import { errorMessage } from '@/shared/errors';
import { OptionSelect, type SelectOption } from '@/shared/forms';

/** NAS export and S2 server query limit (section 9). */
const ALL = 1024;

export function NasWidget(props: WidgetProps) {
  const { t } = useLingui();
  const fileSystems = useListFileSystems({ limit: ALL }, { query: { staleTime: 30_000 } });
  const exportQueries = useQueries({
    queries: (fileSystems.data?.fs_list ?? []).map((fs) =>
      getListExportsQueryOptions(fs.fs_id, { exports: true, limit: ALL }, { query: { staleTime: 30_000 } }),
    ),
  });
  const servers = useDescribeS2Servers({ status: ['active'], limit: ALL }, { query: { staleTime: 30_000 } });

  const options: SelectOption[] = [];
  for (const [i, fs] of (fileSystems.data?.fs_list ?? []).entries()) {
    for (const item of exportQueries[i]?.data?.export_set ?? []) {
      const mountedBy = (item.cluster_names?.length ? item.cluster_names : item.cluster_ids).join(', ');
      const name = `${item.name} (${item.nas_id})`;
      options.push({
        value: item.nas_id,
        label: mountedBy ? t`${name} — mounted by ${mountedBy}` : name,
        disabled: item.cluster_ids.length > 0 || item.status !== 'Active',
        group: fs.name,
      });
    }
  }
  const vnasGroup = t`vNAS`;
  let unbound = false;
  for (const server of servers.data?.s2_server_set ?? []) {
    const name = `${server.name} (${server.s2_server_id})`;
    const bound = server.shared_targets.length > 0;
    unbound ||= !bound;
    options.push({ value: server.s2_server_id, label: bound ? name : t`${name} — no shared target`, disabled: !bound, group: vnasGroup });
  }

  const failed = fileSystems.error ?? exportQueries.find((query) => query.error)?.error ?? servers.error;
  const loading = fileSystems.isFetching || servers.isFetching || exportQueries.some((query) => query.isFetching);
  const hint = failed
    ? errorMessage(failed)
    : unbound
      ? t`To mount a vNAS, bind a shared target to it in the vNas detail first.`
      : !loading && !options.length
        ? t`There is no NAS mount point in the zone yet.`
        : undefined;
  return <OptionSelect widget={props} options={options} loading={loading} hint={hint} placeholder={t`Choose a mount point`} />;
}
