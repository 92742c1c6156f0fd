/**
 * A job array's tasks by status in words and colour (ADR 0061), wherever jobs are listed: "7/10 finished · 1 failed ·
 * 2 running", the states without tasks left out (finished always told, as the array's progress). In the lists a line
 * under the status, on the array's page a bar of the shares with a chip per state.
 */
import { Badge, Box, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Fragment } from 'react';
import type { JobArrayCounts } from '@/api/generated/model/jobArrayCounts';

/** A task's state as counted, in the order the counts are told: finished first, then what went wrong, then the rest. */
export type CountedState = Exclude<keyof JobArrayCounts, 'total'>;

export const COUNTED_STATES: readonly CountedState[] = ['finished', 'exited', 'running', 'pending', 'stopped', 'cancelled', 'unknown'];

/** The states with tasks, in COUNTED_STATES' order. */
export function countedStates(counts: JobArrayCounts): { state: CountedState; count: number }[] {
  return COUNTED_STATES.map((state) => ({ state, count: counts[state] })).filter(({ count }) => count > 0);
}

function word(i18n: I18n, state: CountedState, count: number, total: number): string {
  switch (state) {
    case 'finished':
      return i18n._(msg`${count}/${total} finished`);
    case 'exited':
      return i18n._(msg`${count} failed`);
    case 'running':
      return i18n._(msg`${count} running`);
    case 'pending':
      return i18n._(msg`${count} pending`);
    case 'stopped':
      return i18n._(msg`${count} stopped`);
    case 'cancelled':
      return i18n._(msg`${count} cancelled`);
    case 'unknown':
      return i18n._(msg`${count} unknown`);
  }
}

/** Each state told (finished always, the others with tasks), in words. */
export function countWords(i18n: I18n, counts: JobArrayCounts): { state: CountedState; count: number; text: string }[] {
  const states = countedStates(counts).filter(({ state }) => state !== 'finished');
  return [{ state: 'finished' as const, count: counts.finished }, ...states].map(({ state, count }) => ({
    state,
    count,
    text: word(i18n, state, count, counts.total),
  }));
}

/** The text colour of each state (the list's classes and the chips), as the status badges colour them. */
export const COUNT_COLORS: Record<CountedState, string> = {
  finished: 'green.fg',
  exited: 'red.fg',
  running: 'blue.fg',
  pending: 'fg.muted',
  stopped: 'orange.fg',
  cancelled: 'fg.muted',
  unknown: 'fg.muted',
};

/** The bar's colour of each state: running and pending apart, the ended-on-purpose greys apart. */
const BAR_COLORS: Record<CountedState, string> = {
  finished: 'green.solid',
  exited: 'red.solid',
  running: 'blue.solid',
  pending: 'blue.muted',
  stopped: 'orange.solid',
  cancelled: 'gray.emphasized',
  unknown: 'gray.muted',
};

/** The list's line under the array's status (its classes styled by the job table's CSS). */
export function ArrayCountsLine({ counts }: { counts: JobArrayCounts }) {
  const { i18n } = useLingui();
  return (
    <span className="job-sub job-counts">
      {countWords(i18n, counts).map(({ state, text }, index) => (
        <Fragment key={state}>
          {index > 0 && ' · '}
          <span className={`job-count-${state}`}>{text}</span>
        </Fragment>
      ))}
    </span>
  );
}

/** The counts in words, each in its colour, for a list without the jobs table's styles (a cluster's job tab). */
export function ArrayCountsText({ counts }: { counts: JobArrayCounts }) {
  const { i18n } = useLingui();
  return (
    <Text as="span" textStyle="xs">
      {countWords(i18n, counts).map(({ state, text }, index) => (
        <Fragment key={state}>
          {index > 0 && ' · '}
          <Box as="span" color={COUNT_COLORS[state]}>
            {text}
          </Box>
        </Fragment>
      ))}
    </Text>
  );
}

/** The array page's bar of its tasks' shares and a chip per state. */
export function ArrayCountsBar({ counts }: { counts: JobArrayCounts }) {
  const { i18n } = useLingui();
  const words = countWords(i18n, counts);
  const total = Math.max(1, counts.total);
  return (
    <Stack gap="2">
      {/* The chips below say the same in words. */}
      <Flex aria-hidden="true" h="2" rounded="full" overflow="hidden" bg="bg.emphasized">
        {words
          .filter(({ count }) => count > 0)
          .map(({ state, count }) => (
            <Box key={state} bg={BAR_COLORS[state]} width={`${(count / total) * 100}%`} data-state={state} />
          ))}
      </Flex>
      <HStack gap="2" wrap="wrap" data-testid="array-counts">
        {words.map(({ state, text }) => (
          <Badge key={state} variant="outline" size="md" gap="1.5" color={COUNT_COLORS[state]}>
            <Box as="span" boxSize="2" rounded="full" bg={BAR_COLORS[state]} aria-hidden="true" />
            {text}
          </Badge>
        ))}
      </HStack>
    </Stack>
  );
}
