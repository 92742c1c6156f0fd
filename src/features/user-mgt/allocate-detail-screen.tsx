/** A member's resource usage (/user_mgt/sub/allocate_res_detail/{id}): totals, then used against allocated per cluster. */
import { Card, SimpleGrid, Stat } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { SharedUser } from '@/api/generated/model/sharedUser';
import type { SharedUserCluster } from '@/api/generated/model/sharedUserCluster';
import { cpuSecondsToHours, formatNumber, formatSize, minutesToHours } from '@/shared/format';
import { DataTable, type DataTableColumn } from '@/shared/ui/data-table';
import { MemberFrame } from './member-frame';
import { UsageText } from './usage-text';

function Totals({ member }: { member: SharedUser }) {
  const { t } = useLingui();
  const stats: [string, string][] = [
    [t`Core-hours used`, formatNumber(cpuSecondsToHours(member.used_cpu_time ?? 0))],
    [t`Core-hours allocated`, formatNumber(cpuSecondsToHours(member.allocated_cpu_time ?? 0))],
    [t`Storage used`, formatSize(member.used_file_system_quota ?? 0)],
    [t`Storage allocated`, formatSize(member.allocated_file_system_quota ?? 0)],
  ];
  return (
    <SimpleGrid columns={{ base: 2, lg: 4 }} gap="3">
      {stats.map(([label, value]) => (
        <Card.Root key={label} size="sm">
          <Card.Body>
            <Stat.Root>
              <Stat.Label>{label}</Stat.Label>
              <Stat.ValueText>{value}</Stat.ValueText>
            </Stat.Root>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}

function useColumns(): DataTableColumn<SharedUserCluster>[] {
  const { t } = useLingui();
  return useMemo(
    () => [
      { id: 'cluster', header: t`Cluster`, cell: (row) => row.cluster_name ?? row.cluster_id },
      { id: 'queue', header: t`Queue`, cell: (row) => row.resource_limit?.queue ?? row.resource_usage?.queue ?? '-' },
      {
        id: 'cpu',
        header: t`Core-hours used`,
        cell: (row) => {
          const used = row.resource_usage?.user_assoc_resource_limit?.grp_tres_mins?.cpu ?? 0;
          const allocated = row.resource_limit?.user_assoc_resource_limit?.grp_tres_mins?.cpu ?? 0;
          return (
            <UsageText
              used={used}
              allocated={allocated}
              usedText={formatNumber(minutesToHours(used))}
              allocatedText={formatNumber(minutesToHours(allocated))}
            />
          );
        },
      },
      {
        id: 'storage',
        header: t`Storage used`,
        cell: (row) => {
          const used = row.resource_usage?.file_system_quota ?? 0;
          const allocated = row.resource_limit?.file_system_quota ?? 0;
          return <UsageText used={used} allocated={allocated} usedText={formatSize(used)} allocatedText={formatSize(allocated)} />;
        },
      },
    ],
    [t],
  );
}

export function AllocateDetailScreen() {
  const { t } = useLingui();
  const columns = useColumns();
  return (
    <MemberFrame page="detail">
      {(member) => (
        <>
          <Totals member={member} />
          <DataTable
            label={t`Resource usage by cluster`}
            columns={columns}
            rows={member.clusters}
            rowKey={(row) => row.cluster_id}
            emptyText={t`This member is not shared into any cluster.`}
          />
        </>
      )}
    </MemberFrame>
  );
}
