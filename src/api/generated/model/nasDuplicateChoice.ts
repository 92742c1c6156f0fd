/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */

/**
 * What a move does when its target exists (the user's answer to "Duplicate file name"): refuse (the default) answers "Duplicate file name"; replace replaces the target when both are files (a folder is never replaced: refused as a duplicate); keep_both moves under the first free name "name (2).ext", "name (3).ext" … in the target folder. Skip is the console not sending the move.
 */
export type NasDuplicateChoice = typeof NasDuplicateChoice[keyof typeof NasDuplicateChoice];


// eslint-disable-next-line @typescript-eslint/no-redeclare
export const NasDuplicateChoice = {
  refuse: 'refuse',
  replace: 'replace',
  keep_both: 'keep_both',
} as const;
