/**
 * The frame of the cluster creation flow (spec sections 2 and 4, /hpc_clusters/create_hpc and create_ehpc): the
 * kind of cluster, the outline of its steps starting at step 1, and the way back. The steps' forms come with the
 * creation flow itself.
 */
import { Alert, Box, Button, Circle, Heading, HStack, List, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import type { ClusterType } from '../../api/generated/model/clusterType';
import { consolePath, useSession } from '../../shared/session/session-context';
import { CLUSTER_TYPE_NAMES, CLUSTER_TYPE_SUMMARIES } from './cluster-labels';
import { offeredClusterTypes } from './cluster-list-type';

interface StepOutline {
  title: MessageDescriptor;
  description: MessageDescriptor;
}

export const CREATION_STEPS: Record<ClusterType, StepOutline[]> = {
  hpc: [
    { title: msg`Queue and billing`, description: msg`The shared queue type your jobs run on` },
    { title: msg`Network and storage`, description: msg`Private network and file storage` },
    { title: msg`Cluster user`, description: msg`The account that signs in and submits jobs` },
    { title: msg`Confirm`, description: msg`Review the settings and the price` },
  ],
  ehpc: [
    { title: msg`Deploy mode and scheduler`, description: msg`Standard or streamline, and the scheduler` },
    { title: msg`Nodes`, description: msg`Controller, login and compute nodes` },
    { title: msg`Network and storage`, description: msg`Private network and file storage` },
    { title: msg`Billing`, description: msg`Pay by usage or monthly` },
    { title: msg`Confirm`, description: msg`Review the settings and the price` },
  ],
};

export function CreateClusterScreen({ type }: { type: ClusterType }) {
  const { t, i18n } = useLingui();
  const { zone, portal, config } = useSession();
  const name = CLUSTER_TYPE_NAMES[type];
  const offered = offeredClusterTypes(config, zone).includes(type);
  const steps = CREATION_STEPS[type];
  return (
    <Box maxW="4xl">
      <HStack mb="3" gap="2">
        <Button asChild variant="ghost" size="sm">
          <RouterLink to={consolePath(zone, portal, 'hpc_clusters/select_type')}>
            <ChevronLeft /> <Trans>Choose another type</Trans>
          </RouterLink>
        </Button>
        <Button asChild variant="ghost" size="sm">
          <RouterLink to={consolePath(zone, portal, 'hpc_clusters')}>
            <Trans>Back to clusters</Trans>
          </RouterLink>
        </Button>
      </HStack>
      <Heading as="h2" size="lg" mb="1">
        <Trans>Create {name} cluster</Trans>
      </Heading>
      <Text color="fg.muted" mb="6">
        {i18n._(CLUSTER_TYPE_SUMMARIES[type])}
      </Text>
      {!offered ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>
            <Trans>{name} clusters are not offered in this zone.</Trans>
          </Alert.Title>
        </Alert.Root>
      ) : (
        <>
          <List.Root as="ol" listStyleType="none" gap="3" aria-label={t`Creation steps`}>
            {steps.map((step, index) => (
              <List.Item key={step.title.id} display="flex" gap="3" alignItems="flex-start" aria-current={index === 0 ? 'step' : undefined}>
                <Circle size="7" borderWidth="2px" borderColor={index === 0 ? 'blue.solid' : 'border'} color={index === 0 ? 'blue.fg' : 'fg.muted'} textStyle="sm" fontWeight="semibold">
                  {index + 1}
                </Circle>
                <Box>
                  <Text fontWeight="medium">{i18n._(step.title)}</Text>
                  <Text textStyle="sm" color="fg.muted">
                    {i18n._(step.description)}
                  </Text>
                </Box>
              </List.Item>
            ))}
          </List.Root>
          <Alert.Root status="info" mt="6">
            <Alert.Indicator />
            <Alert.Description>
              <Trans>The creation form is not available in this version of the console yet.</Trans>
            </Alert.Description>
          </Alert.Root>
        </>
      )}
    </Box>
  );
}
