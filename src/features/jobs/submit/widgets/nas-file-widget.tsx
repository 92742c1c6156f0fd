/**
 * A file path on the chosen cluster (the input file, a job script): typed, or chosen by browsing the cluster's NAS
 * export (cluster/nasInfo: the export and the share directory the cluster mounts at its nas_shared_path).
 */
import { Button, Group, Input, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { FolderOpen } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useGetClusterNasInfo } from '../../../../api/generated/endpoints/clusters/clusters';
import { errorMessage } from '../../../../shared/errors';
import { WidgetField } from '../../../../shared/forms';
import type { NasMount } from '../../job-files';
import { NasFileDialog } from '../nas-file-dialog';
import { startPrefix } from '../nas-paths';
import { submitContextOf } from '../submit-context';

/** The NAS export of the chosen cluster, as its mount: where the picker browses. */
export function useClusterMount(clusterId: string | undefined, mountPoint: string | undefined) {
  const query = useGetClusterNasInfo({ cluster_id: clusterId ?? '' }, { query: { enabled: !!clusterId, staleTime: 60_000 } });
  const share = query.data?.nas_info.shared_path;
  const mount = useMemo<NasMount>(() => ({ mount: mountPoint, share }), [mountPoint, share]);
  return { nasId: query.data?.nas_info.nas_id, mount, error: query.error };
}

export function NasFileWidget(props: WidgetProps) {
  const { t } = useLingui();
  const { id, htmlName, value, label, options, onChange, onBlur, onFocus, disabled, readonly } = props;
  const context = submitContextOf(props.registry);
  const clusterId = context.formData.cluster_id as string | undefined;
  const { nasId, mount, error } = useClusterMount(clusterId, context.cluster?.nas_shared_path);
  const [open, setOpen] = useState(false);
  const browsable = !!nasId && mount.mount !== undefined && mount.share !== undefined;
  return (
    <WidgetField {...props}>
      <Group attached w="full">
        <Input
          id={id}
          name={htmlName ?? id}
          value={typeof value === 'string' ? value : ''}
          placeholder={mount.mount ? `${mount.mount}/…` : undefined}
          readOnly={readonly}
          disabled={disabled}
          onChange={({ target }) => onChange(target.value === '' ? options.emptyValue : target.value)}
          onBlur={({ target }) => onBlur(id, target.value)}
          onFocus={({ target }) => onFocus(id, target.value)}
          aria-describedby={ariaDescribedByIds(id)}
        />
        <Button variant="outline" onClick={() => setOpen(true)} disabled={!browsable || disabled || readonly} aria-label={t`Browse the shared storage for ${label}`}>
          <FolderOpen /> {t`Browse`}
        </Button>
      </Group>
      {error ? (
        <Text textStyle="xs" color="fg.error" mt="1">
          {errorMessage(error)}
        </Text>
      ) : null}
      {browsable && open ? (
        <NasFileDialog
          open
          title={t`Choose: ${label}`}
          nasId={nasId}
          mount={mount}
          startAt={startPrefix(value, mount)}
          onChoose={(path) => {
            onChange(path);
            setOpen(false);
          }}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </WidgetField>
  );
}
