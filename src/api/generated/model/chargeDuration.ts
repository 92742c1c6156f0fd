/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * The period charged: a count and a unit, h hours, m months, y years (1h is an hourly PayForUsed charge, 1m a monthly Reserved one).
 * @pattern ^[1-9][0-9]{0,3}[hmy]$
 */
export type ChargeDuration = string;
