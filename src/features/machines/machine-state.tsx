/**
 * A machine's state cell: free, joining or leaving (with a spinner), or a node of its cluster with the node's status
 * and health as the cluster's last sync saw them; what went wrong last as a warning line under it.
 */
import { Badge, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { TriangleAlert } from 'lucide-react';
import type { Machine } from '@/api/generated/model/machine';
import { StatusBadge } from '@/shared/ui/status-badge';
import { MACHINE_STATE } from './machine-labels';

export function MachineStateCell({ machine }: { machine: Machine }) {
  const { t, i18n } = useLingui();
  const cluster = machine.cluster_name ?? machine.cluster_id ?? '';
  let state;
  if (machine.state === 'node') {
    state = (
      <HStack gap="1.5" wrap="wrap">
        <Badge colorPalette="blue" variant="subtle" data-state="node">
          {t`Node of ${cluster}`}
        </Badge>
        {machine.node_status && <StatusBadge status={machine.node_status} variant="outline" />}
        {machine.node_health && <StatusBadge status={machine.node_health} variant="outline" />}
      </HStack>
    );
  } else {
    const entry = MACHINE_STATE[machine.state];
    state = (
      <Badge colorPalette={entry.palette} variant="subtle" data-state={machine.state}>
        {entry.busy && <Spinner size="xs" borderWidth="1.5px" aria-hidden="true" />}
        {i18n._(entry.label)}
        {machine.state === 'joining' && cluster ? ` → ${cluster}` : ''}
      </Badge>
    );
  }
  return (
    <Stack gap="1" align="start" minW="48" maxW="80" whiteSpace="normal">
      {state}
      {machine.last_error && (
        <HStack gap="1" align="start" color="fg.warning" textStyle="xs">
          <TriangleAlert size={12} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
          <Text lineClamp={3} title={machine.last_error} wordBreak="break-word">
            {machine.last_error}
          </Text>
        </HStack>
      )}
    </Stack>
  );
}
