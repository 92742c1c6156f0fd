/**
 * A queue change the gateway refused, said where the user can act on it: a refusal naming a field (ADR 0001
 * amendment 1) or a duplicate name (ret_code 2400: "The queue name … is already used") is shown on that field in
 * the gateway's words (already in the user's language); a queue that is gone (404) is said as such.
 */
import { useState } from 'react';
import { isGatewayError } from '@/api/gateway';
import { gatewayFieldErrors } from '@/shared/errors/field-refusals';

/** ret_code of a refusal because the name is taken (server/http/failure.ts `duplicate`). */
export const DUPLICATE_RET_CODE = 2400;

/** The refusal's message for `field`, or undefined when it is about something else. */
export function refusalOn(error: unknown, field: string, nameField = 'queue_name'): string | undefined {
  if (!isGatewayError(error)) return undefined;
  const located = gatewayFieldErrors(error, [field]) as Record<string, { __errors?: string[] } | undefined> | undefined;
  const message = located?.[field]?.__errors?.[0];
  if (message) return message;
  if (field === nameField && error.retCode === DUPLICATE_RET_CODE) return error.message;
  return undefined;
}

/** The gateway says the queue no longer exists. */
export function isQueueGone(error: unknown): boolean {
  return isGatewayError(error) && error.status === 404;
}

/**
 * The last refusal of a dialog's change, kept to be shown on its field (refusalOn) and cleared when the change is
 * sent again: `track(send)` sends, keeps what refused it and throws `onRefused(error)` (the error itself by default).
 */
export function useRefusal() {
  const [refused, setRefused] = useState<unknown>(null);
  const track = async <T>(send: () => Promise<T>, onRefused: (error: unknown) => unknown = (error) => error): Promise<T> => {
    setRefused(null);
    try {
      return await send();
    } catch (error) {
      setRefused(error);
      throw onRefused(error);
    }
  };
  return { refused, track };
}
