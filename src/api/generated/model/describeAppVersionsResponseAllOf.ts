/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { AppVersion } from './appVersion';
import type { Count } from './count';

export type DescribeAppVersionsResponseAllOf = {
  version_set: AppVersion[];
  total_count: Count;
};
