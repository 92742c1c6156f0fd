/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { ClusterId } from './clusterId';
import type { FileName } from './fileName';
import type { ScriptContent } from './scriptContent';

export type CreateJobFileRequestAllOf = {
  cluster_id: ClusterId;
  /** 1-254 characters, no slash. */
  file_name: FileName;
  /** The script's text, up to 1 MiB. */
  content: ScriptContent;
};
