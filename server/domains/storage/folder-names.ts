/**
 * A folder's name, checked with the contract's own rule (NasDirectoryName: its length, no /, no space at either
 * end) where a folder gets its name from something other than createDirectory's dir_name, which the contract
 * routes check already: a folder renamed or moved (the last segment of moveObject's target), a folder kept beside
 * another under "name (2)". The rule is stated once, in the contract; this only applies it to that segment.
 */
import type { ValidateFunction } from 'ajv';
import { CONTRACT_FILE } from '../../app';
import { createContractAjv, loadBundle } from '../../contract/document';
import { Failure } from '../../http/failure';
import { schemaErrorOf } from '../../http/validation-messages';

let validator: ValidateFunction | undefined;

/** Refuses (409, ret_code 1100) a folder name the contract does not allow, its rule's words at `location`. */
export function requireFolderName(name: string, location: string[]): void {
  validator ??= createContractAjv(loadBundle(CONTRACT_FILE), { verbose: true }).compile({
    $ref: 'contract#/components/schemas/NasDirectoryName',
  });
  if (validator(name)) return;
  const problems = (validator.errors ?? []).map((error) => ({ location, ...schemaErrorOf(error) }));
  throw new Failure(409, 1100, 'nas_dir_name_invalid', { name }, problems);
}
