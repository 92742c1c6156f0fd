/**
 * The columns of the software list (section 3): the user's collected mark (a star to toggle), name and version,
 * class, licence, graphics, the application status (new until applied, then pending, passed or rejected) with the
 * Apply button of commercial software (a rejected one links to the applications, where the reason is), vendor and
 * description.
 */
import { Badge, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ListSoftwareSortKey } from '@/api/generated/model/listSoftwareSortKey';
import type { Software } from '@/api/generated/model/software';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '@/shared/format';
import type { DataTableColumn } from '@/shared/ui/data-table';
import { StatusBadge } from '@/shared/ui/status-badge';
import { MarkButton } from './mark-button';

export type SoftwareColumn = DataTableColumn<Software, ListSoftwareSortKey>;

export interface SoftwareActions {
  /** Opens the application dialog of a commercial package. */
  onApply(software: Software): void;
}

export function softwareColumns(i18n: I18n, actions: SoftwareActions): SoftwareColumn[] {
  return [
    { id: 'mark', header: i18n._(msg`Collected`), width: '3rem', cell: (software) => <MarkButton software={software} /> },
    {
      id: 'name',
      header: i18n._(msg`Software`),
      sortKey: 'sw_name',
      cell: (software) => (
        <Stack gap="0.5">
          <HStack gap="2">
            <Text fontWeight="medium">{software.sw_name}</Text>
            <Badge variant="outline">{software.sw_ver}</Badge>
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
      cell: (software) =>
        software.is_graphics === 1 ? <Badge colorPalette="purple">{i18n._(msg`Graphics application`)}</Badge> : i18n._(msg`Command line`),
    },
    {
      id: 'apply',
      header: i18n._(msg`Application status`),
      cell: (software) => {
        const name = software.sw_name;
        return software.license === 'commercial' ? (
          <HStack gap="2">
            <StatusBadge status={software.apply_status ?? 'new'} />
            {software.apply_status === 'rejected' && (
              <Link asChild textStyle="xs" colorPalette="blue">
                <RouterLink to="?tab=applications" aria-label={i18n._(msg`Why was the application for ${name} rejected?`)}>
                  {i18n._(msg`Why?`)}
                </RouterLink>
              </Link>
            )}
            {software.apply_status !== 'pending' && (
              <Button
                size="xs"
                variant="outline"
                aria-label={i18n._(msg`Apply for use: ${name}`)}
                onClick={() => actions.onApply(software)}
              >
                {i18n._(msg`Apply for use`)}
              </Button>
            )}
          </HStack>
        ) : (
          <Text color="fg.muted">{i18n._(msg`No application needed`)}</Text>
        );
      },
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
