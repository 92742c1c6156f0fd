/**
 * A session page's header: the application, its status, the cluster, the node, the time left counting down, the
 * session's job (a link to the job's page) and its actions.
 */
import { DataList, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import type { GraphicsSession } from '@/api/generated/model/graphicsSession';
import { consolePath, useSession } from '@/shared/session/session-context';
import { SessionActionBar, type useSessionActions } from './session-actions';
import { graphicsTabPath } from './session-path';
import { SessionStatusBadge, TimeLeft } from './session-state';

export interface SessionHeaderProps {
  session: GraphicsSession;
  fetchedAt: number;
  actions: ReturnType<typeof useSessionActions>;
}

function Fact({ label, children }: { label: React.ReactNode; children: React.ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minW="0">{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

export function SessionHeader({ session, fetchedAt, actions }: SessionHeaderProps) {
  const { t } = useLingui();
  const { zone, portal } = useSession();
  const live = session.status === 'running' || session.status === 'starting';
  return (
    <Stack gap="3">
      <Link asChild colorPalette="blue" textStyle="sm" alignSelf="flex-start">
        <RouterLink to={graphicsTabPath(zone, portal, 'sessions')}>
          <ArrowLeft size={14} />
          <Trans>Graphics sessions</Trans>
        </RouterLink>
      </Link>
      <HStack gap="3" wrap="wrap" justify="space-between">
        <HStack gap="3" wrap="wrap">
          <Heading as="h2" size="lg">
            {session.app_name} {session.sw_ver}
          </Heading>
          <SessionStatusBadge session={session} />
        </HStack>
        <SessionActionBar session={session} actions={actions} />
      </HStack>
      <DataList.Root orientation="horizontal" size="sm" variant="subtle" flexDirection="row" flexWrap="wrap" columnGap="10" rowGap="1">
        <Fact label={t`Cluster`}>{session.cluster_name ?? session.cluster_id}</Fact>
        <Fact label={t`Node`}>
          <Text fontFamily="mono">{session.node ?? '-'}</Text>
        </Fact>
        {live && (
          <Fact label={t`Time left`}>
            <Text fontVariantNumeric="tabular-nums" data-testid="time-left">
              <TimeLeft session={session} fetchedAt={fetchedAt} bare />
            </Text>
          </Fact>
        )}
        <Fact label={t`Job`}>
          <Link asChild colorPalette="blue">
            <RouterLink to={consolePath(zone, portal, `jobs/${session.hpcjob_uuid}/compute_dir`)}>
              {session.job_id ?? session.hpcjob_uuid}
            </RouterLink>
          </Link>
        </Fact>
      </DataList.Root>
    </Stack>
  );
}
