/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * Identifier of a VPC network; vxnet-0 and vxnet-ks are the base networks.
 * @pattern ^vxnet-[a-z0-9]{2,16}$
 */
export type VxnetId = string;
