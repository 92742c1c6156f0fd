/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { NasStatus } from './nasStatus';

export type ClusterNasInfoResponseAllOfNasInfo = {
  nas_id: string;
  name?: string;
  export_path?: string;
  shared_path: string;
  private_ip?: string;
  /**
   * Bytes.
   * @minimum 0
   */
  quota?: number;
  /**
   * Bytes.
   * @minimum 0
   */
  used?: number;
  status: NasStatus;
};
