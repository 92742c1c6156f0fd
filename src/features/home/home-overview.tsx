/** The home page: what the user has in this zone at a glance (clusters, jobs, balance) with links to each. */
import { Box, Card, Heading, SimpleGrid, Skeleton, Stat, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useGetBalance } from '@/api/generated/endpoints/billing/billing';
import { useListClusters } from '@/api/generated/endpoints/clusters/clusters';
import { useListJobs } from '@/api/generated/endpoints/jobs/jobs';
import { seesBilling } from '@/shared/session/cluster-permissions';
import { consolePath, useFeature, useSession } from '@/shared/session/session-context';

function Tile({
  label,
  value,
  loading,
  to,
  help,
}: {
  label: ReactNode;
  value: ReactNode;
  loading: boolean;
  to?: string;
  help?: ReactNode;
}) {
  const body = (
    <Card.Body>
      <Stat.Root>
        <Stat.Label>{label}</Stat.Label>
        <Stat.ValueText>{loading ? <Skeleton height="8" width="16" /> : value}</Stat.ValueText>
      </Stat.Root>
      {help && (
        <Text textStyle="xs" color="fg.muted" mt="1">
          {help}
        </Text>
      )}
    </Card.Body>
  );
  return to ? (
    <Card.Root asChild variant="outline" _hover={{ borderColor: 'blue.solid' }}>
      <RouterLink to={to}>{body}</RouterLink>
    </Card.Root>
  ) : (
    <Card.Root variant="outline">{body}</Card.Root>
  );
}

export function HomeOverview() {
  const { i18n } = useLingui();
  const { zone, portal, user } = useSession();
  const jobsOn = useFeature('job');
  // The balance is the account owner's (ADR 0013).
  const billingOn = useFeature('billing') && seesBilling(user);
  const active = useListClusters({ status: ['active'], limit: 10, offset: 0 });
  const all = useListClusters({ status: ['pending', 'active', 'stopped', 'suspended'], limit: 10, offset: 0 });
  const running = useListJobs({ status: ['running'], limit: 10, offset: 0 }, { query: { enabled: jobsOn } });
  const pending = useListJobs({ status: ['pending'], limit: 10, offset: 0 }, { query: { enabled: jobsOn } });
  const balance = useGetBalance(undefined, { query: { enabled: billingOn } });
  const money = balance.data
    ? new Intl.NumberFormat(i18n.locale === 'en' ? 'en' : 'zh-CN', {
        style: 'currency',
        currency: balance.data.balance.currency.toUpperCase(),
      }).format(Number(balance.data.balance.available))
    : '-';
  const total = all.data?.total_count ?? 0;
  return (
    <Box>
      <Heading as="h2" size="lg" mb="4">
        <Trans>Your resources in this zone</Trans>
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        <Tile
          label={<Trans>Active clusters</Trans>}
          value={active.data?.total_count ?? '-'}
          loading={active.isPending}
          to={consolePath(zone, portal, 'hpc_clusters')}
          help={<Trans>of {total} in use</Trans>}
        />
        {jobsOn && (
          <Tile
            label={<Trans>Running jobs</Trans>}
            value={running.data?.total_count ?? '-'}
            loading={running.isPending}
            to={consolePath(zone, portal, 'jobs')}
          />
        )}
        {jobsOn && (
          <Tile
            label={<Trans>Pending jobs</Trans>}
            value={pending.data?.total_count ?? '-'}
            loading={pending.isPending}
            to={consolePath(zone, portal, 'jobs')}
          />
        )}
        {billingOn && <Tile label={<Trans>Available balance</Trans>} value={money} loading={balance.isPending} />}
      </SimpleGrid>
      {!all.isPending && total === 0 && (
        <Text mt="6" color="fg.muted">
          <Trans>
            You have no cluster yet. Start with the <RouterLink to={consolePath(zone, portal, 'quickstart')}>quick start</RouterLink>.
          </Trans>
        </Text>
      )}
    </Box>
  );
}
