/**
 * The columns of the job template list (section 3): name and id, cluster, default queue, how jobs run (command
 * or script), resources, priority, creation and last change.
 */
import { Badge, Link, Stack, Text } from '@chakra-ui/react';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Link as RouterLink } from 'react-router';
import type { JobTemplate } from '@/api/generated/model/jobTemplate';
import type { ListJobTemplatesSortKey } from '@/api/generated/model/listJobTemplatesSortKey';
import { formatDateTime, formatNumber, formatSize, minutesToHours } from '@/shared/format';
import { CopyButton } from '@/shared/ui/copy-button';
import type { DataTableColumn } from '@/shared/ui/data-table';

export type JobTemplateColumn = DataTableColumn<JobTemplate, ListJobTemplatesSortKey>;

function resources(i18n: I18n, template: JobTemplate): string {
  const cores = template.cores;
  const parts = [i18n._(msg`${plural(cores, { one: '# core', other: '# cores' })}`)];
  if (template.memory) parts.push(formatSize(template.memory, { from: 'MB' }));
  if (template.time_limit) {
    const hours = formatNumber(minutesToHours(template.time_limit));
    parts.push(i18n._(msg`${hours} h limit`));
  }
  return parts.join(' · ');
}

export function jobTemplateColumns(i18n: I18n, clusterHref: (clusterId: string) => string): JobTemplateColumn[] {
  return [
    {
      id: 'name',
      header: i18n._(msg`Name / ID`),
      sortKey: 'name',
      cell: (template) => (
        <Stack gap="0.5" maxW="64">
          <Text fontWeight="medium">{template.name}</Text>
          <Text textStyle="xs" color="fg.muted" fontFamily="mono">
            {template.temp_id}
          </Text>
          {template.description && (
            <Text textStyle="xs" color="fg.muted" truncate>
              {template.description}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      id: 'cluster',
      header: i18n._(msg`Cluster`),
      cell: (template) => (
        <Stack gap="0.5">
          <Link asChild colorPalette="blue">
            <RouterLink to={clusterHref(template.cluster_id)}>{template.cluster_name ?? template.cluster_id}</RouterLink>
          </Link>
          <Text textStyle="xs" color="fg.muted" fontFamily="mono">
            {template.cluster_id}
          </Text>
        </Stack>
      ),
    },
    { id: 'queue', header: i18n._(msg`Default queue`), cell: (template) => <Badge variant="surface">{template.queue_name}</Badge> },
    {
      id: 'run',
      header: i18n._(msg`Runs`),
      cell: (template) => {
        const text = template.submit_type === 'script' ? template.script_path : template.cmd;
        return (
          <Stack gap="0.5" maxW="72">
            <Text textStyle="xs" color="fg.muted">
              {template.submit_type === 'script' ? i18n._(msg`Job script`) : i18n._(msg`Command`)}
            </Text>
            {text && (
              <Text fontFamily="mono" textStyle="xs" truncate title={text}>
                {text} <CopyButton text={text} />
              </Text>
            )}
          </Stack>
        );
      },
    },
    { id: 'resources', header: i18n._(msg`Resources`), cell: (template) => resources(i18n, template) },
    { id: 'priority', header: i18n._(msg`Priority`), align: 'end', cell: (template) => template.priority ?? '-' },
    {
      id: 'updated',
      header: i18n._(msg`Updated`),
      sortKey: 'update_time',
      cell: (template) => formatDateTime(template.update_time ?? template.create_time),
    },
    { id: 'created', header: i18n._(msg`Created`), sortKey: 'create_time', cell: (template) => formatDateTime(template.create_time) },
  ];
}
