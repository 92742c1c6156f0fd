/** Quick start: the path from an open service to a finished job, each step marked done from the user's own data. */
import { Badge, Box, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useListClusters } from '@/api/generated/endpoints/clusters/clusters';
import { useListJobs } from '@/api/generated/endpoints/jobs/jobs';
import { canCreateClusters, consolePath, useFeature, useSession } from '@/shared/session/session-context';

function Step({
  index,
  title,
  done,
  children,
  action,
}: {
  index: number;
  title: ReactNode;
  done?: boolean;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Card.Root as="li" variant="outline">
      <Card.Body>
        <HStack align="start" gap="4">
          <Box
            rounded="full"
            bg={done ? 'green.solid' : 'bg.muted'}
            color={done ? 'green.contrast' : 'fg'}
            w="8"
            h="8"
            display="grid"
            placeItems="center"
            flexShrink={0}
            fontWeight="semibold"
          >
            {index}
          </Box>
          <Stack gap="1" flex="1">
            <HStack>
              <Heading as="h3" size="sm">
                {title}
              </Heading>
              {done && (
                <Badge colorPalette="green">
                  <Trans>Done</Trans>
                </Badge>
              )}
            </HStack>
            <Text color="fg.muted" textStyle="sm">
              {children}
            </Text>
          </Stack>
          {action}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

export function Quickstart() {
  const { user, zone, portal, config } = useSession();
  const jobsOn = useFeature('job');
  const nasOn = useFeature('nas');
  const clusters = useListClusters({ status: ['pending', 'active', 'stopped', 'suspended'], limit: 10, offset: 0 });
  const jobs = useListJobs({ limit: 10, offset: 0 }, { query: { enabled: jobsOn } });
  const create = canCreateClusters(user, config);
  const link = (section: string, label: ReactNode) => (
    <Button asChild size="sm" variant="outline">
      <RouterLink to={consolePath(zone, portal, section)}>{label}</RouterLink>
    </Button>
  );
  let index = 0;
  return (
    <Stack as="ol" gap="3" maxW="3xl" listStyleType="none">
      <Step index={++index} title={<Trans>Open the service</Trans>} done>
        <Trans>Your HPC account exists in this zone.</Trans>
      </Step>
      <Step
        index={++index}
        title={<Trans>Create a cluster</Trans>}
        done={(clusters.data?.total_count ?? 0) > 0}
        action={
          create ? link('hpc_clusters/select_type', <Trans>Create</Trans>) : link('hpc_clusters/shared', <Trans>Shared clusters</Trans>)
        }
      >
        {create ? (
          <Trans>Choose HPC or EHPC, its network, storage, software and nodes.</Trans>
        ) : (
          <Trans>As a sub-account you use the clusters your main account shares with you.</Trans>
        )}
      </Step>
      {nasOn && (
        <Step index={++index} title={<Trans>Upload your input files</Trans>} action={link('nas', <Trans>File storage</Trans>)}>
          <Trans>Clusters mount file storage; put your models and scripts there.</Trans>
        </Step>
      )}
      {jobsOn && (
        <Step
          index={++index}
          title={<Trans>Submit a job</Trans>}
          done={(jobs.data?.total_count ?? 0) > 0}
          action={link('hpc_job/submit_job', <Trans>Submit</Trans>)}
        >
          <Trans>Pick a cluster and queue, set the command and cores, and submit.</Trans>
        </Step>
      )}
      {jobsOn && (
        <Step index={++index} title={<Trans>Follow it to the results</Trans>} action={link('job_monitors', <Trans>Job monitoring</Trans>)}>
          <Trans>Watch the job run, read its logs and download its output.</Trans>
        </Step>
      )}
    </Stack>
  );
}
