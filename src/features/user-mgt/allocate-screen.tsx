/** A member's allocated resources per cluster (/user_mgt/sub/allocate_res/{id}): queue, core-hours, quota, folders. */
import { Card, DataList, Link, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router';
import type { SharedUserCluster } from '../../api/generated/model/sharedUserCluster';
import { formatNumber, formatSize, minutesToHours } from '../../shared/format';
import { MemberFrame } from './member-frame';
import { FACL_LABELS } from './shared-labels';
import { useUserMgtPaths } from './user-mgt-paths';

function ClusterLimit({ cluster }: { cluster: SharedUserCluster }) {
  const { t, i18n } = useLingui();
  const paths = useUserMgtPaths();
  const limit = cluster.resource_limit;
  const minutes = limit?.user_assoc_resource_limit?.grp_tres_mins?.cpu;
  return (
    <Card.Root size="sm">
      <Card.Header>
        <Card.Title textStyle="sm">
          <Link asChild colorPalette="blue">
            <RouterLink to={paths.cluster(cluster.cluster_id)}>{cluster.cluster_name ?? cluster.cluster_id}</RouterLink>
          </Link>
        </Card.Title>
        <Text textStyle="xs" color="fg.muted">
          {cluster.cluster_id}
        </Text>
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
                <DataList.ItemValue>{limit.file_system_quota === undefined ? t`Unlimited` : formatSize(limit.file_system_quota)}</DataList.ItemValue>
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

export function AllocateScreen() {
  const { t } = useLingui();
  return (
    <MemberFrame page="allocate">
      {(member) =>
        member.clusters.length === 0 ? (
          <Text color="fg.muted">{t`This member is not shared into any cluster.`}</Text>
        ) : (
          <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
            {member.clusters.map((cluster) => (
              <ClusterLimit key={cluster.cluster_id} cluster={cluster} />
            ))}
          </SimpleGrid>
        )
      }
    </MemberFrame>
  );
}
