/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * What a token may do: read (every read), jobs (submit, stop and change jobs, their templates, sessions and requests for more time), files (upload, download, move and delete files), admin (every other change: clusters, nodes, queues, users, quotas, storage). A scope never adds a right the user does not have.
 */
export type AccessTokenScope = typeof AccessTokenScope[keyof typeof AccessTokenScope];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const AccessTokenScope = {
  read: 'read',
  jobs: 'jobs',
  files: 'files',
  admin: 'admin',
} as const;
