/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { MachineName } from './machineName';

/**
 * A machine reachable over SSH; checked before it is saved.
 */
export interface AddMachineForm {
  name: MachineName;
  /**
   * @minLength 1
   * @maxLength 253
   * @pattern ^[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?$
   */
  address: string;
  /**
   * @minimum 1
   * @maximum 65535
   */
  port: number;
  /**
   * @minLength 1
   * @maxLength 32
   * @pattern ^[a-z_][a-z0-9_-]*$
   */
  user: string;
  /**
   * @minLength 64
   * @maxLength 16384
   * @pattern ^-----BEGIN [A-Z ]*PRIVATE KEY-----
   */
  private_key: string;
}
