/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type UserRole = typeof UserRole[keyof typeof UserRole];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const UserRole = {
  user: 'user',
  partner: 'partner',
  agent: 'agent',
  zone_admin: 'zone_admin',
  console_admin: 'console_admin',
  global_admin: 'global_admin',
  ticket_mgr: 'ticket_mgr',
} as const;
