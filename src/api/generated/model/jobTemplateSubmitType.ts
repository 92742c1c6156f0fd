/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 */
import type { SubmitType } from './submitType';

/**
 * How jobs from the template run: command runs cmd, script runs script_path. A job template cannot itself be of the template type.
 */
export type JobTemplateSubmitType = SubmitType;
