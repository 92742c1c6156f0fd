/**
 * What the catalogue's lists share: the session's owner and zone, and one page of a filtered query with its
 * total count. Sort keys come from the contract's enums (validated before a handler runs) and are still
 * looked up in a fixed map, so no request text reaches the SQL.
 */
import type { Db } from '../../db/database';
import { fail } from '../../http/failure';
import type { HandlerContext } from '../../http/handler-types';
import type { Session } from '../../auth/sessions';
import { containsPattern } from '../../db/sql';

export function sessionOf(ctx: Pick<HandlerContext, 'session'>): Session {
  if (!ctx.session) throw fail.unauthorized();
  return ctx.session;
}

/** The request's zone (already checked against the user's zones), else the user's default zone. */
export function zoneOf(ctx: Pick<HandlerContext, 'session'> & { input: { zone?: string } }): string {
  return ctx.input.zone ?? sessionOf(ctx).user.zone;
}

/**
 * Collects WHERE conditions with numbered parameters. The source query may use the first parameters
 * (given to the constructor) itself, e.g. the owner and the zone.
 */
export class Where {
  readonly conditions: string[] = [];
  readonly params: unknown[];

  constructor(sourceParams: unknown[] = []) {
    this.params = [...sourceParams];
  }

  /** A condition over one value: `build` receives the value's placeholder. */
  add(build: (placeholder: string) => string, value: unknown): this {
    this.params.push(value);
    this.conditions.push(build(`$${this.params.length}`));
    return this;
  }

  /** `column = ANY(values)` when values are given. */
  anyOf(column: string, values: unknown[] | undefined, type = 'text'): this {
    return values && values.length ? this.add((p) => `${column} = ANY(${p}::${type}[])`, values) : this;
  }

  /** Case-insensitive substring over some columns when a search word is given. */
  search(columns: string[], word: string | undefined): this {
    if (word === undefined || word.trim() === '') return this;
    const pattern = containsPattern(word.trim());
    return this.add((p) => `(${columns.map((c) => `${c} ILIKE ${p}`).join(' OR ')})`, pattern);
  }

  get sql(): string {
    return this.conditions.length ? `WHERE ${this.conditions.join(' AND ')}` : '';
  }
}

/** A list's order and page as the contract's query values give them (their defaults applied). */
export interface ListQuery<Key extends string> {
  sort_key?: Key;
  reverse?: 0 | 1;
  limit?: number;
  offset?: number;
}

/**
 * One page of `SELECT … FROM (source) q WHERE …`, newest first unless reverse is 0, and the total count; the sort
 * key's column from a map that names one for every key the contract allows.
 */
export async function page<T, Key extends string>(
  db: Db,
  source: string,
  where: Where,
  query: ListQuery<Key>,
  sortColumns: NoInfer<Record<Key, string>>,
): Promise<{ rows: T[]; total: number }> {
  const sortColumn = query.sort_key === undefined ? Object.values<string>(sortColumns)[0] : sortColumns[query.sort_key];
  const direction = query.reverse === 0 ? 'ASC' : 'DESC';
  const limit = query.limit ?? 10;
  const offset = query.offset ?? 0;
  const [{ total }] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM (${source}) q ${where.sql}`, where.params);
  const rows = await db.query<T>(
    `SELECT * FROM (${source}) q ${where.sql} ORDER BY ${sortColumn} ${direction}, 1 ${direction} LIMIT ${limit} OFFSET ${offset}`,
    where.params,
  );
  return { rows, total };
}

export function iso(value: Date | string | null | undefined): string | undefined {
  return value ? new Date(value).toISOString() : undefined;
}
