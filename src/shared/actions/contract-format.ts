/**
 * String formats of the contract's schemas (`"format": "email"`, …), checked in the console exactly as the gateway
 * checks them: the gateway validates with Ajv and ajv-formats' full formats, so the console takes the same format
 * definitions instead of writing its own patterns (spec section 5: "a standard address pattern").
 */
import { fullFormats } from 'ajv-formats/dist/formats';

export type ContractFormat = 'email' | 'ipv4' | 'hostname';

export function matchesContractFormat(format: ContractFormat, value: string): boolean {
  const definition: unknown = fullFormats[format];
  const check = definition && typeof definition === 'object' && 'validate' in definition ? definition.validate : definition;
  if (check instanceof RegExp) return check.test(value);
  if (typeof check === 'function') return Boolean((check as (text: string) => unknown)(value));
  return true;
}

/** An account typed as an e-mail address (it has an @) rather than a user id. */
export function looksLikeEmail(value: string): boolean {
  return value.includes('@');
}
