/**
 * A machine's refusal (server/machines' MachineError) as the console says it: a message naming the machine and the
 * cause, at the field the administrator would change.
 */
import { fail, type Failure } from '../../http/failure';
import type { MessageKey } from '../../i18n/messages';
import { MachineError } from '../../machines/ssh';

export interface Refusal {
  key: MessageKey;
  params: Record<string, string | number>;
  field: string;
}

interface Subject {
  name: string;
  address: string;
  user: string;
}

/** What `error` means for the machine `m` (one that is not a MachineError: a failed command, in its words). */
export function refusalOf(error: unknown, m: Subject, context: { controller?: string } = {}): Refusal {
  const base = { name: m.name, address: m.address, user: m.user };
  if (!(error instanceof MachineError)) {
    const detail = error instanceof Error ? error.message : String(error);
    return { key: 'machine_command_failed', params: { ...base, detail: detail.slice(0, 300) }, field: 'address' };
  }
  switch (error.reason) {
    case 'unreachable':
      return {
        key: 'machine_unreachable',
        params: {
          ...base,
          why: /timed? ?out|timeout/i.test(error.detail)
            ? 'why_timeout'
            : /ENOTFOUND|EAI_AGAIN/.test(error.detail)
              ? 'why_unknown_host'
              : 'why_refused',
        },
        field: 'address',
      };
    case 'key_refused':
      return { key: 'machine_key_refused', params: base, field: 'private_key' };
    case 'not_root':
      return { key: 'machine_not_root', params: base, field: 'user' };
    case 'no_slurmd':
      return { key: 'machine_no_slurmd', params: base, field: 'address' };
    case 'no_munged':
      return { key: 'machine_no_munged', params: base, field: 'address' };
    case 'no_shared_path':
      return { key: 'machine_no_shared_path', params: { ...base, path: error.subject ?? '' }, field: 'machine_ids' };
    case 'no_account':
      return {
        key: 'machine_no_account',
        params: { ...base, account: error.subject ?? '' },
        field: 'machine_ids',
      };
    case 'controller_unreachable':
      return { key: 'machine_controller_unreachable', params: { ...base, controller: context.controller ?? '' }, field: 'machine_ids' };
    default:
      return { key: 'machine_command_failed', params: { ...base, detail: error.detail.slice(0, 300) }, field: 'address' };
  }
}

export const refusalFailure = (r: Refusal, field = r.field): Failure => fail.field(['body', field], r.key, r.key, r.params);
