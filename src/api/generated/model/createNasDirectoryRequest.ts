/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { RequestIdentity } from './requestIdentity';
import type { CreateNasDirectoryRequestAllOf } from './createNasDirectoryRequestAllOf';

export type CreateNasDirectoryRequest = RequestIdentity & CreateNasDirectoryRequestAllOf;
