/**
 * A file path on the chosen cluster (the input file, a job script): typed, or chosen by browsing the cluster's NAS
 * export (cluster/nasInfo: the export and the share directory the cluster mounts at its nas_shared_path). A cluster
 * without browsable NAS storage (no NAS, or a vNAS that shares no NAS export) says so: the path is typed.
 */
import { Button, Group, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { FolderOpen } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '@/shared/errors';
import { WidgetField } from '@/shared/forms';
import { nasFilesPath } from '@/shared/routing/nas-files-link';
import { useSession } from '@/shared/session/session-context';
import { useClusterMount } from '../../use-job-files';
import { NasFileDialog } from '../nas-file-dialog';
import { startPrefix } from '../nas-paths';
import { submitContextOf } from '../submit-context';

export function NasFileWidget(props: WidgetProps) {
  const { t } = useLingui();
  const { zone, portal } = useSession();
  const { id, htmlName, value, label, options, onChange, onBlur, onFocus, disabled, readonly } = props;
  const context = submitContextOf(props.registry);
  const clusterId = context.formData.cluster_id as string | undefined;
  const { nasId, mount, query, noStorage } = useClusterMount(clusterId, context.cluster?.nas_shared_path);
  const error = query.error;
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
        <Button
          variant="outline"
          onClick={() => setOpen(true)}
          disabled={!browsable || disabled || readonly}
          aria-label={t`Browse the shared storage for ${label}`}
        >
          <FolderOpen /> {t`Browse`}
        </Button>
      </Group>
      {browsable && (
        // The folder of the path (or the cluster's share) in the file manager, in a new tab: the form stays.
        <Link asChild textStyle="xs" colorPalette="blue" mt="1">
          <RouterLink to={nasFilesPath(zone, portal, nasId, startPrefix(value, mount))} target="_blank" rel="noopener">
            {t`Open in files`}
          </RouterLink>
        </Link>
      )}
      {noStorage ? (
        <Stack gap="0" mt="1" textStyle="xs" color="fg.muted">
          <Text>{t`This cluster has no browsable NAS storage: type the path on the cluster.`}</Text>
          <Text>{errorMessage(error)}</Text>
        </Stack>
      ) : error ? (
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
