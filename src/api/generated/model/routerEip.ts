/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { RouterEipAnyOf } from './routerEipAnyOf';

/**
 * The EIP of the router, if any.
 */
export type RouterEip = RouterEipAnyOf | null;
