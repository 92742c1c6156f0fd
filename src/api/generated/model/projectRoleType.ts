/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * The role of a member in a project; sub-accounts are added as member.
 */
export type ProjectRoleType = typeof ProjectRoleType[keyof typeof ProjectRoleType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ProjectRoleType = {
  member: 'member',
} as const;
