/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

export type ListProjectMembersSortKey = typeof ListProjectMembersSortKey[keyof typeof ListProjectMembersSortKey];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const ListProjectMembersSortKey = {
  create_time: 'create_time',
  user_name: 'user_name',
} as const;
