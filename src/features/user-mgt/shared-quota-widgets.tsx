/**
 * The shared member quota form's pickers. Queue and partition: one of the cluster's queues by name (none: the
 * cluster's default). Accessible folders: the folders of the cluster's shared storage (useClusterFolders), each
 * granted or not and, when granted, read-only or read-write; the value is the form's file_system_acl list. A granted
 * folder no longer listed stays shown and granted; a listed folder whose name the contract does not allow is shown
 * but cannot be granted. The cluster comes from the form's context.
 */
import { Checkbox, Fieldset, HStack, NativeSelect, Spinner, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { WidgetProps } from '@rjsf/utils';
import type { SharedFacl } from '@/api/generated/model/sharedFacl';
import { errorMessage } from '@/shared/errors';
import { OptionSelect, useClusterQueues } from '@/shared/forms';
import { useClusterFolders } from '@/shared/forms/cluster-folders';
import { grantableFolder } from './shared-quota';
import { FACL_LABELS } from './shared-labels';

export interface SharedQuotaContext {
  clusterId: string;
  /** The cluster's mount point of its shared storage (nas_shared_path); undefined while unknown. */
  mountPoint?: string;
}

const contextOf = (widget: WidgetProps) => widget.registry.formContext as SharedQuotaContext;

export function ClusterQueueNameWidget(props: WidgetProps) {
  const { t } = useLingui();
  const { queues, isFetching, error, isSuccess } = useClusterQueues(contextOf(props).clusterId);
  const options = queues
    .filter((queue) => queue.status !== 'deleting')
    .map(({ queue_name: queueName, is_default: isDefault }) => ({
      value: queueName,
      label: isDefault ? t`${queueName} (default)` : queueName,
    }));
  const chosen = typeof props.value === 'string' ? props.value : undefined;
  if (chosen && !options.some((option) => option.value === chosen)) options.push({ value: chosen, label: chosen });
  const hint = error ? errorMessage(error) : isSuccess && !options.length ? t`The cluster has no queue yet.` : undefined;
  return (
    <OptionSelect widget={props} options={options} loading={isFetching} hint={hint} placeholder={t`None: the cluster's default queue`} />
  );
}

interface Grant {
  sub_path: string;
  facl: SharedFacl;
}

export function FolderAccessWidget(props: WidgetProps) {
  const { t, i18n } = useLingui();
  const { clusterId, mountPoint } = contextOf(props);
  const { folders, loading, error, listed } = useClusterFolders(clusterId, mountPoint);
  const grants = Array.isArray(props.value) ? (props.value as Grant[]) : [];
  const paths = [...folders, ...grants.map((grant) => grant.sub_path).filter((path) => !folders.includes(path))];
  const grantOf = (path: string) => grants.find((grant) => grant.sub_path === path);
  const set = (path: string, facl: SharedFacl | null) => {
    const others = grants.filter((grant) => grant.sub_path !== path);
    props.onChange(
      facl
        ? [
            ...grants.map((grant) => (grant.sub_path === path ? { ...grant, facl } : grant)),
            ...(grantOf(path) ? [] : [{ sub_path: path, facl }]),
          ]
        : others,
    );
  };
  const disabled = props.disabled || props.readonly;
  const hint = error ? errorMessage(error) : listed && !folders.length ? t`The cluster's shared storage has no folder yet.` : undefined;
  return (
    // A fieldset: each folder's checkbox is labelled by its path, its access select by the path too.
    <Fieldset.Root id={props.id} invalid={!!props.rawErrors?.length} disabled={disabled}>
      {!props.hideLabel && props.label && (
        <Fieldset.Legend textStyle="sm" fontWeight="medium">
          {props.label}
        </Fieldset.Legend>
      )}
      <Stack gap="1.5">
        {loading && (
          <HStack>
            <Spinner size="xs" />
            <Text textStyle="sm" color="fg.muted">{t`Loading…`}</Text>
          </HStack>
        )}
        {paths.map((path) => {
          const grant = grantOf(path);
          const allowed = grantableFolder(path);
          return (
            <HStack key={path} justify="space-between" gap="3">
              <Checkbox.Root
                size="sm"
                checked={!!grant}
                onCheckedChange={({ checked }) => set(path, checked === true ? 'rw' : null)}
                disabled={disabled || (!allowed && !grant)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label fontFamily="mono">{path}</Checkbox.Label>
              </Checkbox.Root>
              {!allowed && !grant ? (
                <Text textStyle="xs" color="fg.muted">{t`This folder's name cannot be granted`}</Text>
              ) : (
                <NativeSelect.Root size="xs" width="36" disabled={disabled || !grant}>
                  <NativeSelect.Field
                    aria-label={t`Access to ${path}`}
                    value={grant?.facl ?? 'rw'}
                    onChange={(event) => set(path, event.currentTarget.value as SharedFacl)}
                  >
                    <option value="rw">{i18n._(FACL_LABELS.rw)}</option>
                    <option value="r">{i18n._(FACL_LABELS.r)}</option>
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              )}
            </HStack>
          );
        })}
        {hint && (
          <Text textStyle="sm" color="fg.muted">
            {hint}
          </Text>
        )}
      </Stack>
    </Fieldset.Root>
  );
}
