/** The pagination bar of DataTable: total count, page size (10/20/50/100, remembered), previous/next and pages. */
import { Button, HStack, IconButton, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { memo } from 'react';
import { PAGE_SIZES, isPageSize, pageCount, type ListParams } from './list-params';
import { StandaloneSelect } from '../standalone-controls';

/** The page numbers to show around the current page: first, last, neighbours, and null for a gap. */
export function pageWindow(page: number, pages: number, neighbours = 1): (number | null)[] {
  const shown = new Set<number>([1, pages]);
  for (let p = page - neighbours; p <= page + neighbours; p += 1) if (p >= 1 && p <= pages) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const result: (number | null)[] = [];
  sorted.forEach((p, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && p - previous === 2) result.push(previous + 1);
    else if (previous !== undefined && p - previous > 2) result.push(null);
    result.push(p);
  });
  return result;
}

/**
 * `label`: the table's name, so that two tables on a page have pagination bars told apart. Memoised: it renders
 * again when the list's state or the total changes, not with every render of the table's screen.
 */
export const TablePagination = memo(function TablePagination({
  list,
  totalCount,
  label,
}: {
  list: ListParams<string, object>;
  totalCount: number;
  label?: string;
}) {
  const { t } = useLingui();
  const pages = pageCount(totalCount, list.limit);
  const { page } = list;
  const sizeLabel = t`Rows per page`;
  return (
    <HStack as="nav" aria-label={label ? t`Pagination: ${label}` : t`Pagination`} justify="flex-end" gap="3" mt="3" flexWrap="wrap">
      <Text fontSize="sm" color="fg.muted">{t`Total ${totalCount}`}</Text>
      <StandaloneSelect
        size="xs"
        width="auto"
        aria-label={sizeLabel}
        value={String(list.limit)}
        onChange={(event) => {
          const value = Number(event.currentTarget.value);
          if (isPageSize(value)) list.setLimit(value);
        }}
      >
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {t`${size} / page`}
          </option>
        ))}
      </StandaloneSelect>
      <HStack gap="1">
        <IconButton size="xs" variant="ghost" aria-label={t`Previous page`} disabled={page <= 1} onClick={() => list.setPage(page - 1)}>
          <ChevronLeft />
        </IconButton>
        {pageWindow(page, pages).map((p, index) =>
          p === null ? (
            <Text key={`gap-${index}`} px="1" color="fg.muted" aria-hidden="true">
              …
            </Text>
          ) : (
            <Button
              key={p}
              size="xs"
              variant={p === page ? 'solid' : 'ghost'}
              aria-current={p === page ? 'page' : undefined}
              aria-label={t`Page ${p}`}
              onClick={() => list.setPage(p)}
            >
              {p}
            </Button>
          ),
        )}
        <IconButton size="xs" variant="ghost" aria-label={t`Next page`} disabled={page >= pages} onClick={() => list.setPage(page + 1)}>
          <ChevronRight />
        </IconButton>
      </HStack>
    </HStack>
  );
});
