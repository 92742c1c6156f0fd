/** Node configurations of a role (cluster conf) and the price difference of a change (resize, added nodes). */
export { fitSpec, useRoleConf, type NodeSpecValue } from './node-spec';
export { NodeSpecFields } from './node-spec-fields';
export { PriceDiff, firstFee, priceText } from './price-diff';
