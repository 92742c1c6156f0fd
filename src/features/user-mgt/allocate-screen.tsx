/**
 * A member's allocated resources per cluster (/user_mgt/sub/allocate_res/{id}): queue, partition, core-hours, quota,
 * folders. The account owner allocates, changes and removes them per cluster (the quota modal, ADR 0030); sub-users,
 * IAM users and the member itself only read (the gateway refuses them).
 */
import { Button, Card, DataList, HStack, Link, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { SharedUser } from '@/api/generated/model/sharedUser';
import type { SharedUserCluster } from '@/api/generated/model/sharedUserCluster';
import { formatNumber, formatSize, minutesToHours } from '@/shared/format';
import { isIamUser, isSubUser, useSession } from '@/shared/session/session-context';
import { DeleteSharedLimitDialog } from './delete-shared-limit-dialog';
import { LazySharedQuotaDialog } from './lazy-shared-quota-dialog';
import { MemberFrame } from './member-frame';
import { FACL_LABELS } from './shared-labels';
import { useUserMgtPaths } from './user-mgt-paths';

type Change = { kind: 'quota' | 'remove'; cluster: SharedUserCluster };

function LimitButtons({ member, cluster, onChange }: { member: SharedUser; cluster: SharedUserCluster; onChange(change: Change): void }) {
  const { t } = useLingui();
  const clusterName = cluster.cluster_name ?? cluster.cluster_id;
  const busy = member.status === 'creating' || member.status === 'deleting';
  if (!cluster.resource_limit) {
    return (
      <Button
        size="xs"
        colorPalette="blue"
        disabled={busy}
        aria-label={t`Allocate resources on ${clusterName}`}
        onClick={() => onChange({ kind: 'quota', cluster })}
      >
        {t`Allocate resources`}
      </Button>
    );
  }
  return (
    <HStack gap="2">
      <Button
        size="xs"
        variant="outline"
        disabled={busy}
        aria-label={t`Change the resources on ${clusterName}`}
        onClick={() => onChange({ kind: 'quota', cluster })}
      >
        {t`Change`}
      </Button>
      <Button
        size="xs"
        variant="outline"
        colorPalette="red"
        disabled={busy}
        aria-label={t`Remove the resources on ${clusterName}`}
        onClick={() => onChange({ kind: 'remove', cluster })}
      >
        {t`Remove`}
      </Button>
    </HStack>
  );
}

function ClusterLimit({ cluster, actions }: { cluster: SharedUserCluster; actions?: ReactNode }) {
  const { t, i18n } = useLingui();
  const paths = useUserMgtPaths();
  const limit = cluster.resource_limit;
  const minutes = limit?.user_assoc_resource_limit?.grp_tres_mins?.cpu;
  return (
    <Card.Root size="sm">
      <Card.Header>
        <HStack justify="space-between" align="flex-start" gap="3">
          <Stack gap="0">
            <Card.Title textStyle="sm">
              <Link asChild colorPalette="blue">
                <RouterLink to={paths.cluster(cluster.cluster_id)}>{cluster.cluster_name ?? cluster.cluster_id}</RouterLink>
              </Link>
            </Card.Title>
            <Text textStyle="xs" color="fg.muted">
              {cluster.cluster_id}
            </Text>
          </Stack>
          {actions}
        </HStack>
      </Card.Header>
      <Card.Body>
        {!limit ? (
          <Text color="fg.muted">{t`No resources allocated on this cluster yet.`}</Text>
        ) : (
          <Stack gap="3">
            <DataList.Root orientation="horizontal" size="sm">
              <DataList.Item>
                <DataList.ItemLabel minW="28">{t`Queue`}</DataList.ItemLabel>
                <DataList.ItemValue>{limit.queue ?? '-'}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel minW="28">{t`Partition`}</DataList.ItemLabel>
                <DataList.ItemValue>{limit.partition ?? '-'}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel minW="28">{t`Core-hours`}</DataList.ItemLabel>
                <DataList.ItemValue>{minutes === undefined ? t`Unlimited` : formatNumber(minutesToHours(minutes))}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel minW="28">{t`Storage quota`}</DataList.ItemLabel>
                <DataList.ItemValue>
                  {limit.file_system_quota === undefined ? t`Unlimited` : formatSize(limit.file_system_quota)}
                </DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
            <Table.Root size="sm" variant="outline" aria-label={t`Accessible folders`}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t`Folder`}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t`Access`}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {(limit.file_system_acl ?? []).length === 0 ? (
                  <Table.Row>
                    <Table.Cell colSpan={2} color="fg.muted">
                      {t`No folders granted`}
                    </Table.Cell>
                  </Table.Row>
                ) : (
                  limit.file_system_acl?.map((acl) => (
                    <Table.Row key={acl.sub_path}>
                      <Table.Cell fontFamily="mono">{acl.sub_path}</Table.Cell>
                      <Table.Cell>{i18n._(FACL_LABELS[acl.facl])}</Table.Cell>
                    </Table.Row>
                  ))
                )}
              </Table.Body>
            </Table.Root>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function MemberLimits({ member }: { member: SharedUser }) {
  const { t } = useLingui();
  const { user } = useSession();
  // Shared members' resources are the account owner's to change (ADR 0013, 0030).
  const owner = !isSubUser(user) && !isIamUser(user);
  const [change, setChange] = useState<Change | null>(null);
  const close = () => setChange(null);
  if (member.clusters.length === 0) return <Text color="fg.muted">{t`This member is not shared into any cluster.`}</Text>;
  return (
    <>
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
        {member.clusters.map((cluster) => (
          <ClusterLimit
            key={cluster.cluster_id}
            cluster={cluster}
            actions={owner ? <LimitButtons member={member} cluster={cluster} onChange={setChange} /> : undefined}
          />
        ))}
      </SimpleGrid>
      {change?.kind === 'quota' && <LazySharedQuotaDialog member={member} cluster={change.cluster} onClose={close} />}
      {change?.kind === 'remove' && <DeleteSharedLimitDialog member={member} cluster={change.cluster} onClose={close} />}
    </>
  );
}

export function AllocateScreen() {
  return <MemberFrame page="allocate">{(member) => <MemberLimits member={member} />}</MemberFrame>;
}
