/**
 * Which cloud a cluster's machines live in (ADR 0047), by its name in the list and on its page: real hosts on the
 * gateway's machine, or simulated ones. The title says what that means for the user's jobs and terminals.
 */
import { Badge } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { ClusterCloud } from '@/api/generated/model/clusterCloud';

const NAMES: Record<ClusterCloud, MessageDescriptor> = { local: msg`Real hosts`, simulated: msg`Simulated` };
const MEANINGS: Record<ClusterCloud, MessageDescriptor> = {
  local: msg`Its nodes are real hosts running Slurm and SSH: jobs run for real and the terminal signs in on the node.`,
  simulated: msg`Its nodes are simulated: jobs run on a simulated scheduler, for trying the console out.`,
};

export function CloudBadge({ cloud, size = 'sm' }: { cloud: ClusterCloud | undefined; size?: 'sm' | 'md' }) {
  const { i18n } = useLingui();
  if (!cloud) return null;
  return (
    <Badge size={size} variant="subtle" colorPalette={cloud === 'local' ? 'teal' : 'gray'} title={i18n._(MEANINGS[cloud])}>
      {i18n._(NAMES[cloud])}
    </Badge>
  );
}
