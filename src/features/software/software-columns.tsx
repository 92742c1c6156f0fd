/**
 * The columns of the software list (section 3): name and version, class, licence, graphics, the user's collected
 * mark and application status, vendor and description.
 */
import { Badge, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Star } from 'lucide-react';
import type { ListSoftwareSortKey } from '../../api/generated/model/listSoftwareSortKey';
import type { Software } from '../../api/generated/model/software';
import { formatDateTime } from '../../shared/format';
import type { DataTableColumn } from '../../shared/ui/data-table';
import { StatusBadge } from '../../shared/ui/status-badge';

export type SoftwareColumn = DataTableColumn<Software, ListSoftwareSortKey>;

export function softwareColumns(i18n: I18n): SoftwareColumn[] {
  return [
    {
      id: 'name',
      header: i18n._(msg`Software`),
      sortKey: 'sw_name',
      cell: (software) => (
        <Stack gap="0.5">
          <HStack gap="2">
            <Text fontWeight="medium">{software.sw_name}</Text>
            <Badge variant="outline">{software.sw_ver}</Badge>
            {software.mark === 1 && (
              <Icon color="yellow.solid" boxSize="3.5" aria-label={i18n._(msg`Collected`)} role="img">
                <Star fill="currentColor" />
              </Icon>
            )}
          </HStack>
          <Text textStyle="xs" color="fg.muted" fontFamily="mono">
            {software.hpcsw_id}
          </Text>
        </Stack>
      ),
    },
    { id: 'class', header: i18n._(msg`Class`), cell: (software) => software.class_name ?? software.class_id },
    {
      id: 'license',
      header: i18n._(msg`Licence`),
      cell: (software) =>
        software.license === 'commercial' ? (
          <Badge colorPalette="orange">{i18n._(msg`Commercial (approval needed)`)}</Badge>
        ) : software.license === 'free' ? (
          <Badge colorPalette="green">{i18n._(msg`Free`)}</Badge>
        ) : (
          '-'
        ),
    },
    {
      id: 'kind',
      header: i18n._(msg`Kind`),
      cell: (software) => (software.is_graphics === 1 ? <Badge colorPalette="purple">{i18n._(msg`Graphics application`)}</Badge> : i18n._(msg`Command line`)),
    },
    {
      id: 'apply',
      header: i18n._(msg`Application`),
      cell: (software) => (software.apply_status ? <StatusBadge status={software.apply_status} /> : <Text color="fg.muted">{i18n._(msg`Not applied`)}</Text>),
    },
    { id: 'vendor', header: i18n._(msg`Vendor`), cell: (software) => software.vendor ?? '-' },
    {
      id: 'description',
      header: i18n._(msg`Description`),
      cell: (software) => (
        <Text textStyle="sm" color="fg.muted" maxW="80" lineClamp={2} title={software.description}>
          {software.description ?? '-'}
        </Text>
      ),
    },
    { id: 'created', header: i18n._(msg`Added`), sortKey: 'create_time', cell: (software) => formatDateTime(software.create_time) },
  ];
}
