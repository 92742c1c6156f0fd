/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { SharedResourceLimitUserAssocResourceLimitGrpTresMins } from './sharedResourceLimitUserAssocResourceLimitGrpTresMins';

export type SharedResourceLimitUserAssocResourceLimit = {
  grp_tres_mins?: SharedResourceLimitUserAssocResourceLimitGrpTresMins;
};
