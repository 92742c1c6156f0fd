/**
 * The user's graphics applications (software/graphics): each app, its cluster and NAS mount point, and the button
 * that opens it (its live session, or a new one: ADR 0062); search, sort, paging.
 */
import { Box, HStack, Image, Link, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData } from '@tanstack/react-query';
import { MonitorPlay } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useListGraphics } from '@/api/generated/endpoints/software/software';
import type { GraphicsApp } from '@/api/generated/model/graphicsApp';
import type { ListGraphicsSortKey } from '@/api/generated/model/listGraphicsSortKey';
import { assetUrl } from '@/shared/routing/asset-url';
import { consolePath, useSession } from '@/shared/session/session-context';
import { DataTable, tableStateOf, useListParams, type DataTableColumn } from '@/shared/ui/data-table';
import { SearchInput } from '@/shared/ui/search-input';
import { OpenAppButton } from './open-app-button';

/** The app's icon, or a generic one when it has none or it does not load. */
function AppIcon({ src }: { src: string | undefined }) {
  const [broken, setBroken] = useState(false);
  return src && !broken ? (
    <Image src={assetUrl(src)} alt="" boxSize="8" rounded="sm" onError={() => setBroken(true)} />
  ) : (
    <MonitorPlay size={24} aria-hidden="true" />
  );
}

export function GraphicsApps() {
  const { t } = useLingui();
  const { zone, portal } = useSession();
  const list = useListParams<ListGraphicsSortKey>({ defaultSortKey: 'app_name', defaultReverse: 0 });
  const query = useListGraphics(list.params, { query: { placeholderData: keepPreviousData } });
  const columns = useMemo<DataTableColumn<GraphicsApp, ListGraphicsSortKey>[]>(
    () => [
      {
        id: 'app',
        header: t`Application`,
        sortKey: 'app_name',
        cell: (app) => (
          <HStack gap="3">
            <AppIcon src={app.icon} />
            <Stack gap="0.5">
              <Text fontWeight="medium">
                {app.app_name} {app.sw_ver}
              </Text>
              <Text textStyle="xs" color="fg.muted" fontFamily="mono">
                {app.hpcsw_id}
              </Text>
            </Stack>
          </HStack>
        ),
      },
      {
        id: 'cluster',
        header: t`Cluster`,
        sortKey: 'cluster_id',
        cell: (app) =>
          portal === 'hpc' ? (
            <Link asChild colorPalette="blue">
              <RouterLink to={consolePath(zone, portal, `hpc_clusters/${app.cluster_id}/node_list`)}>
                {app.cluster_name ?? app.cluster_id}
              </RouterLink>
            </Link>
          ) : (
            (app.cluster_name ?? app.cluster_id)
          ),
      },
      {
        id: 'mount',
        header: t`Working directory mount`,
        cell: (app) => (
          <Text fontFamily="mono" textStyle="sm">
            {app.nas_mount_point}
          </Text>
        ),
      },
      { id: 'open', header: t`Actions`, align: 'end', cell: (app) => <OpenAppButton app={app} /> },
    ],
    [t, zone, portal],
  );
  return (
    <Box>
      <HStack mb="3">
        <SearchInput label={t`Search by application name`} value={list.search_word} onSearch={list.setSearch} />
      </HStack>
      <DataTable
        label={t`Graphics applications`}
        columns={columns}
        rows={query.data?.graphics_list}
        rowKey={(app) => `${app.hpcsw_id}:${app.cluster_id}`}
        totalCount={query.data?.total_count}
        list={list}
        emptyText={list.search_word ? t`No application matches the search` : t`No graphics application is available to you`}
        {...tableStateOf(query)}
      />
    </Box>
  );
}
