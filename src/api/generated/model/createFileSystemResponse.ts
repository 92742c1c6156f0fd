/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { AsyncJobResponse } from './asyncJobResponse';
import type { CreateFileSystemResponseAllOf } from './createFileSystemResponseAllOf';

export type CreateFileSystemResponse = AsyncJobResponse & CreateFileSystemResponseAllOf;
