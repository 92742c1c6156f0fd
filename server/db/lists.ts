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

/** LIMIT/OFFSET and the direction of a list (defaults applied by the contract). */
export function paging(input: Record<string, unknown>): { limit: number; offset: number; direction: 'ASC' | 'DESC' } {
  return { limit: Number(input.limit ?? 10), offset: Number(input.offset ?? 0), direction: Number(input.reverse ?? 1) === 0 ? 'ASC' : 'DESC' };
}

/** A search word for ILIKE, with its wildcards escaped. */
export function likePattern(word: unknown): string | undefined {
  const text = typeof word === 'string' ? word.trim() : '';
  return text ? containsPattern(text) : undefined;
}

const DAY_MS = 86_400_000;

/** start_time/end_time of a list: start not after end and, with maxDays, a range of at most that many days. */
export function timeRange(input: Record<string, unknown>, maxDays?: number): { start?: Date; end?: Date } {
  const start = input.start_time ? new Date(String(input.start_time)) : undefined;
  const end = input.end_time ? new Date(String(input.end_time)) : undefined;
  if (start && end && start.getTime() > end.getTime()) {
    throw fail.field(['query', 'start_time'], 'range', 'jobs_time_range_reversed');
  }
  if (maxDays && start && (end ?? new Date()).getTime() - start.getTime() > maxDays * DAY_MS) {
    throw fail.field(['query', 'end_time'], 'range', 'jobs_time_range_too_long', { days: maxDays });
  }
  return { start, end };
}

export function iso(value: Date | string | null | undefined): string | null {
  return value ? new Date(value).toISOString() : null;
}

