/**
 * The software page (software/list with software/class): the catalogue by class, with search, a collected-only
 * filter, sorting and paging.
 */
import { Box, Flex, HStack, SegmentGroup } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData } from '@tanstack/react-query';
import { useListSoftware } from '../../api/generated/endpoints/software/software';
import type { ListSoftwareSortKey } from '../../api/generated/model/listSoftwareSortKey';
import type { SoftwareClassId } from '../../api/generated/model/softwareClassId';
import type { SoftwareMark } from '../../api/generated/model/softwareMark';
import { DataTable, tableStateOf, useListParams } from '../../shared/ui/data-table';
import { useLocaleMemo } from '../../shared/i18n/use-locale-memo';
import { SearchInput } from '../../shared/ui/search-input';
import { SoftwareClasses } from './software-classes';
import { softwareColumns } from './software-columns';

export type SoftwareFilters = { class_id: SoftwareClassId; mark: SoftwareMark };

export function SoftwareScreen() {
  const { t } = useLingui();
  const list = useListParams<ListSoftwareSortKey, SoftwareFilters>({ defaultSortKey: 'create_time', defaultReverse: 1 });
  const query = useListSoftware(list.params, { query: { placeholderData: keepPreviousData } });
  const columns = useLocaleMemo((tr) => softwareColumns(tr), []);
  const classId = list.filters.class_id === 'all' ? undefined : list.filters.class_id;
  return (
    <Flex gap="6" align="start" direction={{ base: 'column', lg: 'row' }}>
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
          emptyText={list.search_word ? t`No software matches the search` : t`No software in this class`}
          {...tableStateOf(query)}
        />
      </Box>
    </Flex>
  );
}
