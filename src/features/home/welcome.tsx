/** The welcome page: shown once after the service opens (remembered), with the first steps to take. */
import { Box, Button, Card, Heading, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { HardDrive, ListChecks, Server } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { consolePath, useFeature, useSession } from '@/shared/session/session-context';
import { rememberWelcomeShown } from './welcome-storage';

function Step({ icon, title, children, to }: { icon: ReactNode; title: ReactNode; children: ReactNode; to: string }) {
  return (
    <Card.Root asChild variant="outline" _hover={{ borderColor: 'blue.solid' }}>
      <RouterLink to={to}>
        <Card.Body gap="2">
          <Box color="blue.fg">{icon}</Box>
          <Heading as="h3" size="sm">
            {title}
          </Heading>
          <Text color="fg.muted" textStyle="sm">
            {children}
          </Text>
        </Card.Body>
      </RouterLink>
    </Card.Root>
  );
}

export function Welcome() {
  const { user, zone, portal } = useSession();
  const nas = useFeature('nas');
  const jobs = useFeature('job');
  useEffect(() => rememberWelcomeShown(user.user_id), [user.user_id]);
  const name = user.user_name || user.user_id;
  return (
    <Box maxW="4xl">
      <Heading as="h2" size="xl" mb="2">
        <Trans>Welcome to High Performance Computing, {name}</Trans>
      </Heading>
      <Text color="fg.muted" mb="6">
        <Trans>Your service is open. Three steps take you from nothing to results.</Trans>
      </Text>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" mb="6">
        {portal === 'hpc' && (
          <Step icon={<Server />} title={<Trans>Create a cluster</Trans>} to={consolePath(zone, portal, 'hpc_clusters')}>
            <Trans>Pick HPC for shared compute or EHPC for an exclusive, elastic cluster.</Trans>
          </Step>
        )}
        {nas && (
          <Step icon={<HardDrive />} title={<Trans>Upload your data</Trans>} to={consolePath(zone, portal, 'nas')}>
            <Trans>Put input files on the file storage your clusters mount.</Trans>
          </Step>
        )}
        {jobs && (
          <Step icon={<ListChecks />} title={<Trans>Submit a job</Trans>} to={consolePath(zone, portal, 'jobs')}>
            <Trans>Run it on a queue and follow it until its output is ready.</Trans>
          </Step>
        )}
      </SimpleGrid>
      <HStack>
        <Button asChild colorPalette="blue">
          <RouterLink to={consolePath(zone, portal)}>
            <Trans>Go to the console</Trans>
          </RouterLink>
        </Button>
        {portal === 'hpc' && (
          <Button asChild variant="outline">
            <RouterLink to={consolePath(zone, portal, 'quickstart')}>
              <Trans>Read the quick start</Trans>
            </RouterLink>
          </Button>
        )}
      </HStack>
    </Box>
  );
}
