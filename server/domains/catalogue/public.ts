/**
 * What other parts of the gateway use of the catalogue: the one price rule (ADR 0016), the network's records and the
 * hosts' samples of the monitors.
 */
export {
  DEFAULT_CORE_HOUR_PRICE,
  monthlyPrice,
  periodPrice,
  priceResourceSet,
  queueTypeUnitPrices,
  storageHourPrice,
  type PricedResource,
} from './pricing';
export { findEip, findVxnet } from './network';
export { recordHostSamples } from './host-samples';
