/**
 * Times in cells and details, in UTC+8 in every language (ADR 0014; see src/shared/format):
 * `<FuzzyTime value={row.create_time} />` ("just now", "5 minutes ago", "yesterday 10:20", …, the full date in the
 * tooltip) and `<DateTimeText value={row.create_time} />` (YYYY-MM-DD HH:mm:ss). Both re-render on a language switch.
 */
import { chakra } from '@chakra-ui/react';
import { useLingui } from '@lingui/react';
import { displayZone, formatDateTime, toEpochMs, type DateInput, type DisplayZone } from '@/shared/format/date';
import { fuzzyTime } from '@/shared/format/fuzzy-time';

interface TimeTextProps {
  value: DateInput;
  /** Default: the language's zone. */
  zone?: DisplayZone;
}

function isoOf(value: DateInput): string | undefined {
  const ms = toEpochMs(value);
  return ms === null ? undefined : new Date(ms).toISOString();
}

export function FuzzyTime({ value, zone, now }: TimeTextProps & { now?: DateInput }) {
  useLingui(); // "just now", "yesterday": re-rendered on a language switch
  const shownZone = zone ?? displayZone();
  const iso = isoOf(value);
  if (!iso) return <chakra.span>{fuzzyTime(value)}</chakra.span>;
  return (
    <chakra.time dateTime={iso} title={formatDateTime(value, shownZone)}>
      {fuzzyTime(value, { now, zone: shownZone })}
    </chakra.time>
  );
}

export function DateTimeText({ value, zone }: TimeTextProps) {
  const shownZone = zone ?? displayZone();
  const iso = isoOf(value);
  if (!iso) return <chakra.span>{formatDateTime(value)}</chakra.span>;
  return <chakra.time dateTime={iso}>{formatDateTime(value, shownZone)}</chakra.time>;
}
