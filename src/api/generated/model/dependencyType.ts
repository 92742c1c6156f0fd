/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * When a job may start after another (Slurm's dependency types): after (the other has started), afterany (it has ended, however), afterok (it finished with exit code 0), afternotok (it ended otherwise: failed, timed out, cancelled).
 */
export type DependencyType = typeof DependencyType[keyof typeof DependencyType];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const DependencyType = {
  afterok: 'afterok',
  afterany: 'afterany',
  afternotok: 'afternotok',
  after: 'after',
} as const;
