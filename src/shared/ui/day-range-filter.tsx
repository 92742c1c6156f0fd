/**
 * A day-range filter of a list (the job lists' submission time, the operation log's creation time): two date inputs
 * checked with the gateway's rules (src/shared/format/day-range-rules). A valid range is passed on at once; an
 * invalid one stays in the inputs, marked, with the reason below, and the list keeps the last valid range.
 */
import { plural } from '@lingui/core/macro';
import { HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { displayZone } from '@/shared/format/date';
import type { DayRange } from '@/shared/format/day-range';
import { dayRangeProblem, type DayRangeProblem } from '@/shared/format/day-range-rules';

export interface DayRangeFilterProps {
  /** The range the list uses. */
  value: DayRange;
  onChange(range: DayRange): void;
  /** The longest span allowed, when the operation has one. */
  maxDays?: number;
  /** Visible text before the inputs (e.g. "Submitted"). */
  caption: string;
  /** Accessible name of the group (e.g. "Submitted between"). */
  label: string;
}

export function DayRangeFilter({ value, onChange, maxDays, caption, label }: DayRangeFilterProps) {
  const { t } = useLingui();
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  const messageId = useId();
  // A range set from outside (e.g. a reset) replaces the draft.
  if (shown.start !== value.start || shown.end !== value.end) {
    setShown(value);
    setDraft(value);
  }
  const problem = dayRangeProblem(draft, maxDays, displayZone());
  // Only a range with a longest length can be too long.
  const maxDaysShown = maxDays ?? 0;
  const messages: Record<DayRangeProblem, string> = {
    missing: t`Choose a start date and an end date`,
    reversed: t`The start date must not be after the end date`,
    'too-long': t`The time range may not be longer than ${plural(maxDaysShown, { one: '# day', other: '# days' })}`,
  };
  const change = (side: keyof DayRange, day: string) => {
    const next = { ...draft, [side]: day };
    setDraft(next);
    if (!dayRangeProblem(next, maxDays, displayZone()) && (next.start !== value.start || next.end !== value.end)) onChange(next);
  };
  return (
    <Stack gap="1">
      {/* On a narrow screen the caption takes its own line and the two dates share the next. */}
      <HStack gap="1" role="group" aria-label={label} wrap={{ base: 'wrap', md: 'nowrap' }}>
        <Text textStyle="sm" color="fg.muted" flexBasis={{ base: 'full', md: 'auto' }}>
          {caption}
        </Text>
        <DayInput
          label={t`From`}
          value={draft.start}
          invalid={problem !== null}
          describedBy={problem ? messageId : undefined}
          onChange={(day) => change('start', day)}
        />
        <Text aria-hidden="true">–</Text>
        <DayInput
          label={t`To`}
          value={draft.end}
          invalid={problem !== null}
          describedBy={problem ? messageId : undefined}
          onChange={(day) => change('end', day)}
        />
      </HStack>
      {problem && (
        <Text id={messageId} role="alert" textStyle="xs" color="fg.error">
          {messages[problem]}
        </Text>
      )}
    </Stack>
  );
}

function DayInput({
  label,
  value,
  invalid,
  describedBy,
  onChange,
}: {
  label: string;
  value: string;
  invalid: boolean;
  describedBy?: string;
  onChange(day: string): void;
}) {
  return (
    <Input
      size="sm"
      type="date"
      width={{ base: 'auto', md: '40' }}
      flex={{ base: '1', md: 'none' }}
      minW="0"
      aria-label={label}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
