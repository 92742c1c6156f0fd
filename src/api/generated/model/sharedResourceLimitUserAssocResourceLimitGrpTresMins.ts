/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { Count } from './count';

export type SharedResourceLimitUserAssocResourceLimitGrpTresMins = {
  /** Core-minutes (core-hours × 60). */
  cpu?: Count;
};
