/**
 * A mount point change the gateway refused, said on the field the user can act on (ADR 0027): a refusal locating a
 * field (409/1100, ADR 0001 amendment 1) on that field; a name already used (409/2400) on the name; a quota the
 * storage cannot take ("storage is full", "The quota cannot be below the used volume": 409/2500) on the quota. The
 * gateway's message is already in the user's language. Anything else stays a toast.
 */
import { useState } from 'react';
import { isGatewayError } from '@/api/gateway';
import { gatewayFieldErrors } from '@/shared/errors/field-refusals';

/** ret_codes of server/http/failure.ts: a duplicate name; a storage refusal (storage full, quota below used). */
const DUPLICATE = 2400;
const STORAGE = 2500;

/** The field a refusal without location is about, by its ret_code. */
const FIELD_OF: Record<number, readonly string[]> = { [DUPLICATE]: ['name'], [STORAGE]: ['quota', 'capacity'] };

/** The refusal's message for `field`, or undefined when it is about something else. */
export function refusalOn(error: unknown, field: string): string | undefined {
  if (!isGatewayError(error)) return undefined;
  const located = gatewayFieldErrors(error, [field]) as Record<string, { __errors?: string[] } | undefined> | undefined;
  const message = located?.[field]?.__errors?.[0];
  if (message) return message;
  return FIELD_OF[error.retCode]?.includes(field) ? error.message : undefined;
}

/** The last refusal of a dialog's change: `track(send)` sends, keeps what refused it (cleared on the next send) and rethrows. */
export function useRefusal() {
  const [refused, setRefused] = useState<unknown>(null);
  const track = async <T>(send: () => Promise<T>): Promise<T> => {
    setRefused(null);
    try {
      return await send();
    } catch (error) {
      setRefused(error);
      throw error;
    }
  };
  return { refused, track };
}
