/**
 * The software catalogue (software/list with software/class): by class, with search, a collected-only filter,
 * sorting and paging; each row collects or uncollects its package and a commercial one is applied for.
 */
import { Box, Flex, HStack, SegmentGroup } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData } from '@tanstack/react-query';
import { useListSoftware } from '@/api/generated/endpoints/software/software';
import type { ListSoftwareSortKey } from '@/api/generated/model/listSoftwareSortKey';
import type { Software } from '@/api/generated/model/software';
import type { SoftwareClassId } from '@/api/generated/model/softwareClassId';
import type { SoftwareMark } from '@/api/generated/model/softwareMark';
import { useDialogSlot } from '@/shared/actions';
import { lazyDialog } from '@/shared/actions/lazy-dialog';
import { useLocaleMemo } from '@/shared/i18n/use-locale-memo';
import { DataTable, tableStateOf, useListParams } from '@/shared/ui/data-table';
import { SearchInput } from '@/shared/ui/search-input';
import { SoftwareClasses } from './software-classes';
import { softwareColumns } from './software-columns';

export type SoftwareFilters = { class_id: SoftwareClassId; mark: SoftwareMark };

/** The application dialog checks its fields with the contract's validators: loaded when first opened. */
const LazyApplyDialog = lazyDialog(() => import('./apply-dialog').then((module) => module.ApplyDialog));

export function SoftwareCatalogue() {
  const { t } = useLingui();
  const list = useListParams<ListSoftwareSortKey, SoftwareFilters>({ defaultSortKey: 'create_time', defaultReverse: 1 });
  const query = useListSoftware(list.params, { query: { placeholderData: keepPreviousData } });
  const applying = useDialogSlot<Software>();
  const show = applying.show;
  const columns = useLocaleMemo((tr) => softwareColumns(tr, { onApply: show }), [show]);
  const classId = list.filters.class_id === 'all' ? undefined : list.filters.class_id;
  return (
    <Flex gap="6" align={{ base: 'stretch', lg: 'start' }} direction={{ base: 'column', lg: 'row' }}>
      <SoftwareClasses value={classId} onChange={(id) => list.setFilter('class_id', id ?? 'all')} />
      <Box flex="1" minW="0">
        <HStack gap="3" mb="3" wrap="wrap">
          <SearchInput label={t`Search by software name`} value={list.search_word} onSearch={list.setSearch} />
          <SegmentGroup.Root
            size="sm"
            value={list.filters.mark === 1 ? 'collected' : 'all'}
            onValueChange={(details) => list.setFilter('mark', details.value === 'collected' ? 1 : 'all')}
            aria-label={t`Collected`}
          >
            <SegmentGroup.Indicator />
            <SegmentGroup.Items
              items={[
                { value: 'all', label: t`All` },
                { value: 'collected', label: t`Collected only` },
              ]}
            />
          </SegmentGroup.Root>
        </HStack>
        <DataTable
          label={t`Software`}
          columns={columns}
          rows={query.data?.hpcsw_set}
          rowKey={(software) => software.hpcsw_id}
          totalCount={query.data?.total_count}
          list={list}
          emptyText={
            list.search_word
              ? t`No software matches the search`
              : list.filters.mark === 1
                ? t`No collected software`
                : t`No software in this class`
          }
          {...tableStateOf(query)}
        />
      </Box>
      {applying.value && <LazyApplyDialog key={applying.key} software={applying.value} open={applying.open} onClose={applying.close} />}
    </Flex>
  );
}
