/**
 * The quota form's pickers: the queues of the cluster and the folders of its shared storage, each a group of
 * checkboxes whose value is the list of chosen names (the form's array fields). The cluster comes from the form's
 * context. Folders are the ones directly in the directory the cluster mounts (its NAS export's share directory),
 * as paths on the cluster (under nas_shared_path); a chosen folder no longer listed stays shown and chosen.
 */
import { Checkbox, Fieldset, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { WidgetProps } from '@rjsf/utils';
import { errorMessage } from '@/shared/errors';
import { useClusterQueues } from '@/shared/forms';
import { useClusterFolders } from '@/shared/forms/cluster-folders';

export interface QuotaFormContext {
  clusterId: string;
  /** The cluster's mount point of its shared storage (nas_shared_path). */
  mountPoint?: string;
}

function CheckboxList({ widget, choices, loading, hint }: { widget: WidgetProps; choices: string[]; loading: boolean; hint?: string }) {
  const { t } = useLingui();
  const chosen = Array.isArray(widget.value) ? (widget.value as string[]) : [];
  const all = [...choices, ...chosen.filter((value) => !choices.includes(value))];
  const toggle = (name: string, on: boolean) => widget.onChange(on ? [...chosen, name] : chosen.filter((value) => value !== name));
  return (
    // A fieldset rather than a field: each checkbox is labelled by its own name, the group by the field's title.
    <Fieldset.Root id={widget.id} invalid={!!widget.rawErrors?.length} disabled={widget.disabled}>
      {!widget.hideLabel && widget.label && (
        <Fieldset.Legend textStyle="sm" fontWeight="medium">
          {widget.label}
        </Fieldset.Legend>
      )}
      <Stack gap="1.5">
        {loading && (
          <HStack>
            <Spinner size="xs" />
            <Text textStyle="sm" color="fg.muted">{t`Loading…`}</Text>
          </HStack>
        )}
        {all.map((name) => (
          <Checkbox.Root
            key={name}
            size="sm"
            checked={chosen.includes(name)}
            onCheckedChange={({ checked }) => toggle(name, checked === true)}
            disabled={widget.disabled || widget.readonly}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label fontFamily={name.startsWith('/') ? 'mono' : undefined}>{name}</Checkbox.Label>
          </Checkbox.Root>
        ))}
        {hint && (
          <Text textStyle="sm" color="fg.muted">
            {hint}
          </Text>
        )}
      </Stack>
    </Fieldset.Root>
  );
}

function contextOf(widget: WidgetProps): QuotaFormContext {
  return widget.registry.formContext as QuotaFormContext;
}

export function ClusterQueuesWidget(props: WidgetProps) {
  const { t } = useLingui();
  const { queues, isFetching, error, isSuccess } = useClusterQueues(contextOf(props).clusterId);
  const names = queues.filter((queue) => queue.status !== 'deleting').map((queue) => queue.queue_name);
  const chosen = Array.isArray(props.value) && props.value.length > 0;
  const hint = error
    ? errorMessage(error)
    : isSuccess && !names.length
      ? t`The cluster has no queue yet.`
      : chosen
        ? undefined
        : t`None chosen: the cluster's default queue.`;
  return <CheckboxList widget={props} choices={names} loading={isFetching && !names.length} hint={hint} />;
}

export function ClusterFoldersWidget(props: WidgetProps) {
  const { t } = useLingui();
  const { clusterId, mountPoint } = contextOf(props);
  const { folders, loading, error, listed } = useClusterFolders(clusterId, mountPoint);
  const hint = error
    ? errorMessage(error)
    : listed && !folders.length
      ? t`The cluster's shared storage has no folder yet.`
      : t`Besides its home folder.`;
  return <CheckboxList widget={props} choices={folders} loading={loading} hint={hint} />;
}
