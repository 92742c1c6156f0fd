/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { RequestIdentity } from './requestIdentity';
import type { CreateAccessTokenForm } from './createAccessTokenForm';

export type CreateAccessTokenRequest = RequestIdentity & CreateAccessTokenForm;
