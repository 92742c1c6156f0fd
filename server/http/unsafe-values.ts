/**
 * Values the schemas accept but the gateway cannot hold: text with a NUL character (PostgreSQL text
 * cannot store it) and numbers beyond the exact integers of JavaScript (±2^53 - 1, which no column of the
 * gateway needs). Refused as a rule about the field (409, ret_code 1100, the field named), before any handler runs.
 */
import type { Lang } from '../i18n/messages';
import { fail } from './failure';
import { fieldOfLocation } from './field-names';

type Found = { location: string[]; key: 'value_has_nul' | 'value_out_of_range'; code: string };

function scan(value: unknown, location: string[], depth: number): Found | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? { location, key: 'value_has_nul', code: 'nul' } : undefined;
  if (typeof value === 'number')
    return Number.isFinite(value) && Math.abs(value) <= Number.MAX_SAFE_INTEGER
      ? undefined
      : { location, key: 'value_out_of_range', code: 'range' };
  if (!value || typeof value !== 'object' || depth > 32) return undefined;
  for (const [k, v] of Object.entries(value)) {
    const found = scan(v, [...location, k], depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** Throws the refusal of the first value the gateway cannot hold, by where it is (path, query, body), the field in words. */
export function refuseUnsafeValues(parts: Record<string, unknown>, lang: Lang): void {
  for (const [where, value] of Object.entries(parts)) {
    const found = scan(value, [where], 0);
    if (found) throw fail.field(found.location, found.code, found.key, { field: fieldOfLocation(found.location, lang) ?? where });
  }
}
