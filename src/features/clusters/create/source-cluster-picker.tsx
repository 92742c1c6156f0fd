/** "Create from an existing cluster": the user's clusters of the type, one of which prefills the flow. */
import { Field, HStack, NativeSelect, Spinner, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage } from '@/shared/errors';
import type { useSourceCluster } from './source-cluster';

export function SourceClusterPicker({ source }: { source: ReturnType<typeof useSourceCluster> }) {
  const { t } = useLingui();
  if (!source.clusters.length && !source.sourceId) return null;
  return (
    <Field.Root id="create-from-cluster" maxW="md">
      <Field.Label>
        <Trans>Start from an existing cluster</Trans>
      </Field.Label>
      <HStack w="full">
        <NativeSelect.Root size="sm" flex="1">
          <NativeSelect.Field value={source.sourceId} onChange={({ target }) => source.choose(target.value)}>
            <option value="">{t`A new configuration`}</option>
            {source.clusters.map((cluster) => (
              <option key={cluster.cluster_id} value={cluster.cluster_id}>
                {cluster.cluster_name} ({cluster.cluster_id})
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {source.loading ? <Spinner size="sm" role="status" aria-label={t`Loading`} /> : null}
      </HStack>
      <Field.HelperText>
        <Trans>Copies its version, network, nodes and billing; the name, passwords and NAS mount point stay yours to choose.</Trans>
      </Field.HelperText>
      {source.error ? (
        <Text color="fg.error" textStyle="sm">
          {errorMessage(source.error)}
        </Text>
      ) : null}
    </Field.Root>
  );
}
