/**
 * The pieces every list operation shares: a parameterised WHERE clause, paging and direction, a search word for ILIKE,
 * a checked time range and ISO timestamps.
 */
import { fail } from '../http/failure';
import { containsPattern } from './sql';

/** A WHERE clause built from parameterised conditions. */
export class Filters {
  readonly params: unknown[] = [];
  private readonly clauses: string[] = [];

  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  where(clause: string): this {
    this.clauses.push(clause);
    return this;
  }

  get sql(): string {
    return this.clauses.length ? `WHERE ${this.clauses.join(' AND ')}` : '';
  }
}

/**
 * The paging fields of a list's input. The contract's defaults (10, 0, 1) sit in the schemas the parameters refer to,
 * which the request check does not apply, so a field left out arrives absent and takes its default here.
 */
export interface PageInput {
  limit?: number;
  offset?: number;
  reverse?: 0 | 1;
}

/** LIMIT/OFFSET and the direction of a list. */
export function paging(input: PageInput): { limit: number; offset: number; direction: 'ASC' | 'DESC' } {
  return { limit: input.limit ?? 10, offset: input.offset ?? 0, direction: input.reverse === 0 ? 'ASC' : 'DESC' };
}

/** A search word for ILIKE, with its wildcards escaped. */
export function likePattern(word: string | undefined): string | undefined {
  const text = word?.trim() ?? '';
  return text ? containsPattern(text) : undefined;
}

const DAY_MS = 86_400_000;

/** start_time/end_time of a list: start not after end and, with maxDays, a range of at most that many days. */
export function timeRange(input: { start_time?: string; end_time?: string }, maxDays?: number): { start?: Date; end?: Date } {
  const start = input.start_time ? new Date(input.start_time) : undefined;
  const end = input.end_time ? new Date(input.end_time) : undefined;
  if (start && end && start.getTime() > end.getTime()) {
    throw fail.field(['query', 'start_time'], 'range', 'jobs_time_range_reversed');
  }
  if (maxDays && start && (end ?? new Date()).getTime() - start.getTime() > maxDays * DAY_MS) {
    throw fail.field(['query', 'end_time'], 'range', 'jobs_time_range_too_long', { days: maxDays });
  }
  return { start, end };
}

/** A time as the contract writes it (ISO 8601); null stays null. */
export function iso(value: Date | string): string;
export function iso(value: Date | string | null | undefined): string | null;
export function iso(value: Date | string | null | undefined): string | null {
  return value ? new Date(value).toISOString() : null;
}
