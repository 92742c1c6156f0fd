/**
 * The cluster's billing tab (spec "billing: reserved resources, pay-for-used resources, shared resource amount,
 * bill info, charge records", balance and arrears): the charge mode, balance and arrears with the billing-info,
 * charging and resizing modals; for an HPC cluster the shared compute used this period; then the billed resources
 * in either charge mode (each with its charge records) and the bills. Billing is the account owner's (ADR 0013): anyone
 * else sees that it is, with its own use of a shared HPC cluster, and nothing is asked that would be refused.
 */
import { Alert, Box, Heading, SimpleGrid, Skeleton, Stack, Stat, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useGetShareResourceInfo } from '@/api/generated/endpoints/billing/billing';
import type { Cluster } from '@/api/generated/model/cluster';
import { errorMessage } from '@/shared/errors/error-message';
import { formatDateTime, formatNumber, formatSize } from '@/shared/format';
import { clusterPermissions, seesBilling } from '@/shared/session/cluster-permissions';
import { useSession } from '@/shared/session/session-context';
import { LeaseBills } from './lease-bills';
import { LeaseSummary } from './lease-summary';
import { LeaseResources, money } from './lease-resources';

function SharedUsage({ clusterId }: { clusterId: string }) {
  const { t } = useLingui();
  const query = useGetShareResourceInfo({ cluster_id: clusterId });
  const info = query.data?.share_resource_info;
  if (query.error) return <Text color="fg.error">{errorMessage(query.error)}</Text>;
  const updated = formatDateTime(info?.update_time);
  const since = formatDateTime(info?.start_time);
  const allocated = info?.allocated_core_hours;
  const stats = [
    {
      label: t`Core-hours used`,
      value: info ? formatNumber(info.used_core_hours) : '-',
      help: allocated === undefined || allocated === null ? t`No limit` : t`of ${allocated} allocated`,
    },
    { label: t`Storage used`, value: info ? formatSize(info.used_storage) : '-' },
    {
      label: t`Cost this period`,
      value: info ? money(info.cost, info.currency) : '-',
      help: info?.start_time ? t`since ${since}` : undefined,
    },
  ];
  return (
    <Box>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {stats.map((stat) => (
          <Stat.Root key={stat.label} borderWidth="1px" rounded="md" p="4">
            <Stat.Label>{stat.label}</Stat.Label>
            <Skeleton loading={query.isPending} minH="7">
              <Stat.ValueText>{stat.value}</Stat.ValueText>
            </Skeleton>
            {stat.help && <Stat.HelpText as="dd">{stat.help}</Stat.HelpText>}
          </Stat.Root>
        ))}
      </SimpleGrid>
      {info?.update_time && (
        <Text mt="2" textStyle="xs" color="fg.muted">
          <Trans>Statistics are updated every 5 minutes; last updated {updated}.</Trans>
        </Text>
      )}
    </Box>
  );
}

/** What a sub-user, an IAM user or a shared member sees instead of the account's money (ADR 0013). */
function OwnerOnlyBilling() {
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <Trans>Only the account owner sees billing</Trans>
        </Alert.Title>
        <Alert.Description>
          <Trans>
            The balance, the bills and the billed resources of this cluster belong to the account owner. Ask the owner for them.
          </Trans>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

export function LeaseInfoTab({ cluster }: { cluster: Cluster }) {
  const { user } = useSession();
  const billed = seesBilling(user) && clusterPermissions(user, cluster).own;
  return (
    <Stack gap="6">
      {billed ? <LeaseSummary cluster={cluster} /> : <OwnerOnlyBilling />}
      {cluster.cluster_type === 'hpc' && (
        <Box>
          <Heading as="h3" size="md" mb="3">
            <Trans>Shared compute used</Trans>
          </Heading>
          <SharedUsage clusterId={cluster.cluster_id} />
        </Box>
      )}
      {billed && (
        <Box>
          <Heading as="h3" size="md" mb="3">
            <Trans>Billed resources</Trans>
          </Heading>
          <LeaseResources cluster={cluster} />
        </Box>
      )}
      {billed && (
        <Box>
          <Heading as="h3" size="md" mb="3">
            <Trans>Bills</Trans>
          </Heading>
          <LeaseBills clusterId={cluster.cluster_id} />
        </Box>
      )}
    </Stack>
  );
}
