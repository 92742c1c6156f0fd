/**
 * The checks of one pick before any byte is sent (ADR 0035): the duplicate names (found by signing each file alone
 * once the whole pick was refused with "Duplicate file name"), a free "name (n).ext" for keep-both, then one
 * signature for every file with its final name, which runs the gateway's rules over the whole pick ("storage is
 * full", "Upload files have exceeded storage capacity", the folder, the IAM prefix).
 */
import { isGatewayError } from '@/api/gateway';
import { getUploadSignature } from '@/api/generated/endpoints/storage/storage';
import type { NasSignatureResponse } from '@/api/generated/model/nasSignatureResponse';
import { keepBothName } from './upload-limits';

/** ret_code 2400: "Duplicate file name". */
export const isDuplicate = (error: unknown) => isGatewayError(error) && error.retCode === 2400;

export interface Planned {
  file: File;
  name: string;
  overwrite: boolean;
}

export function sign(nasId: string, prefix: string, files: readonly Planned[], overwrite: boolean): Promise<NasSignatureResponse> {
  return getUploadSignature({ nas_id: nasId, prefix, overwrite, files: files.map((f) => ({ file_name: f.name, size: f.file.size })) });
}

/** Whether `name` is free in the folder (a refusal other than a duplicate is thrown). */
async function isFree(nasId: string, prefix: string, file: File, name: string): Promise<boolean> {
  try {
    await sign(nasId, prefix, [{ file, name, overwrite: false }], false);
    return true;
  } catch (error) {
    if (isDuplicate(error)) return false;
    throw error;
  }
}

/** The files of the pick whose name is taken in the folder. */
export async function takenNames(nasId: string, prefix: string, files: readonly Planned[]): Promise<Set<string>> {
  const taken = new Set<string>();
  for (const f of files) if (!(await isFree(nasId, prefix, f.file, f.name))) taken.add(f.name);
  return taken;
}

/** The first free "name (n).ext" of the folder, not one of `avoid` (the pick's other names). */
export async function freeName(nasId: string, prefix: string, file: File, name: string, avoid: ReadonlySet<string>): Promise<string> {
  for (let n = 2; n < 1000; n++) {
    const candidate = keepBothName(name, n);
    if (!avoid.has(candidate) && (await isFree(nasId, prefix, file, candidate))) return candidate;
  }
  return keepBothName(name, 1000);
}
