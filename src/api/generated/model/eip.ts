/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { EipId } from './eipId';
import type { EipBillingMode } from './eipBillingMode';
import type { EipStatus } from './eipStatus';
import type { EipAssociateMode } from './eipAssociateMode';
import type { EipResource } from './eipResource';
import type { DateTime } from './dateTime';
import type { UsedBy } from './usedBy';

/**
 * An elastic (public) IP address; an available one can be associated with a cluster's login node.
 */
export interface Eip {
  eip_id: EipId;
  /** @maxLength 128 */
  eip_name?: string;
  /** @maxLength 1024 */
  description?: string;
  eip_addr: string;
  /**
   * Mbps.
   * @minimum 1
   * @maximum 1000
   */
  bandwidth: number;
  /** Billed by bandwidth or by traffic. */
  billing_mode?: EipBillingMode;
  status: EipStatus;
  associate_mode?: EipAssociateMode;
  /** The resource the EIP is associated with; null when available. */
  resource?: EipResource;
  create_time?: DateTime;
  clusters?: UsedBy;
  status_time?: DateTime;
}
