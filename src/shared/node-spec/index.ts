/** Node configurations of a role (cluster conf) and the price difference of a change (resize, added nodes). */
export { classOf, fitSpec, memoryChoices, useRoleConf, type NodeSpecValue } from './node-spec';
export { NodeSpecFields, type NodeSpecFieldsProps } from './node-spec-fields';
export { PriceDiff, firstFee, priceText, type PriceDiffProps } from './price-diff';
