/**
 * What other parts of the gateway use of the accounts domain: the ledger (arrears, paying, recharging), the account a
 * job's core-hours are charged to, the billing ticker (tests drive it), who is a zone administrator, and which graphics
 * applications a user may open on which cluster (ADR 0062).
 */
export { ownerCanPay, ownerInArrears, recharge } from './ledger';
export { jobAccountSql } from './common';
export { billingTicker } from './billing-ticker';
export { isZoneAdmin } from './software-applications';
export { graphicsPairs } from './graphics';
