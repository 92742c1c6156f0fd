/**
 * A list of compute or simulation jobs with changes of the chosen jobs (the HPC jobs page, the simulation portal's
 * list): the running, pending and stopped counts with a note and the refresh button, the filters, the bar of the
 * chosen jobs' changes and the table with a check box per row. The screen keeps the choice (useRowSelection) and
 * the confirmation dialog (`children`).
 */
import { Badge, Box, HStack, Stack, Text, type SystemStyleObject } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { JobCounts } from '@/api/generated/model/jobCounts';
import {
  DataTable,
  tableStateOf,
  type DataTableColumn,
  type DataTableExpansion,
  type ListParams,
  type QueryLike,
} from '@/shared/ui/data-table';
import { RefreshButton } from '@/shared/ui/refresh-button';
import type { RowSelection } from '@/shared/ui/use-row-selection';
import { ChosenJobsBar } from './chosen-jobs-bar';
import type { JobChangeKind } from './job-change-buttons';

export interface JobListQuery<Job> extends QueryLike {
  data?: JobCounts & { job_set: Job[]; total_count: number };
  isFetching: boolean;
  isLoading: boolean;
  refetch(): unknown;
}

export interface JobListFrameProps<Job, Kind extends JobChangeKind, K extends string> {
  /** The table's accessible name. */
  label: string;
  query: JobListQuery<Job>;
  columns: readonly DataTableColumn<Job, K>[];
  rowKey(job: Job): string;
  list: ListParams<K, object>;
  chosen: RowSelection<Job>;
  emptyText: string;
  /** Told beside the counts. */
  note: ReactNode;
  /** The filters, above the chosen jobs' bar. */
  filters: ReactNode;
  /** The changes offered on the chosen jobs, and whether each applies to a job. */
  kinds: readonly Kind[];
  applies(kind: Kind, job: Job): boolean;
  onChange(kind: Kind): void;
  /** Rows shown expanded (e.g. a job array's tasks below it). */
  expanded?: DataTableExpansion<Job>;
  /** Styles of the table (e.g. its cells' classes). */
  tableCss?: SystemStyleObject;
  /** Actions of the page beside the refresh button (e.g. submitting a job). */
  actions?: ReactNode;
  /** The confirmation dialog. */
  children?: ReactNode;
}

export function JobListFrame<Job, Kind extends JobChangeKind, K extends string>(props: JobListFrameProps<Job, Kind, K>) {
  const { label, query, columns, rowKey, list, chosen, emptyText, note, filters, kinds, applies, onChange, tableCss, actions, children } =
    props;
  const data = query.data;
  const running = data?.nrun ?? '-';
  const pending = data?.npend ?? '-';
  const stopped = data?.nstop ?? '-';
  const table = (
    <DataTable
      label={label}
      columns={columns}
      rows={data?.job_set}
      rowKey={rowKey}
      totalCount={data?.total_count}
      list={list}
      selection={chosen.selection}
      expanded={props.expanded}
      emptyText={emptyText}
      {...tableStateOf(query)}
    />
  );
  return (
    <Stack gap="3">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <HStack gap="2" aria-live="polite" wrap="wrap">
          <Badge colorPalette="blue" variant="subtle">
            <Trans>Running {running}</Trans>
          </Badge>
          <Badge colorPalette="gray" variant="subtle">
            <Trans>Pending {pending}</Trans>
          </Badge>
          <Badge colorPalette="orange" variant="subtle">
            <Trans>Stopped {stopped}</Trans>
          </Badge>
          <Text textStyle="xs" color="fg.muted">
            {note}
          </Text>
        </HStack>
        <HStack gap="2">
          {actions}
          <RefreshButton onRefresh={() => void query.refetch()} fetching={query.isFetching && !query.isLoading} />
        </HStack>
      </HStack>
      {filters}
      <ChosenJobsBar jobs={chosen.rows} kinds={kinds} applies={applies} onChange={onChange} onClear={chosen.clear} />
      {tableCss ? <Box css={tableCss}>{table}</Box> : table}
      {children}
    </Stack>
  );
}
