/**
 * A refused or failed request: its HTTP status, ret_code and translated message (ADR 0001).
 */
import { translate, type Lang, type MessageKey } from '../i18n/messages';
import { locatedSchemaMessage, type SchemaError } from './validation-messages';

/** A validation problem as answered (`validation[]`): its message already in the request's language. */
export interface ValidationProblem {
  location: string[];
  message: string;
  code?: string;
}

/** A validation problem whose message is a gateway message, translated in the request's language when answered. */
export interface FieldProblem {
  location: string[];
  key: MessageKey;
  params?: Record<string, string | number>;
  code?: string;
}

/**
 * A problem the schemas found (Ajv): its keyword (answered as the code) and Ajv's params, worded in the request's
 * language when answered (validation-messages.ts).
 */
export interface SchemaProblem extends SchemaError {
  location: string[];
}

/** A problem a Failure carries until it is answered: a message key or a schema problem, never words in one language. */
export type Problem = FieldProblem | SchemaProblem;

export class Failure extends Error {
  constructor(
    readonly status: number,
    readonly retCode: number,
    readonly key: MessageKey,
    readonly params: Record<string, string | number> = {},
    readonly validation: Problem[] = [],
  ) {
    super(key);
    this.name = 'Failure';
  }
}

/** The failure's validation problems as answered: worded in `lang`. */
export function problemsOf(failure: Failure, lang: Lang): ValidationProblem[] {
  return failure.validation.map((problem) => {
    if ('key' in problem)
      return {
        location: problem.location,
        message: translate(problem.key, lang, problem.params),
        ...(problem.code ? { code: problem.code } : {}),
      };
    return { location: problem.location, message: locatedSchemaMessage(problem.location, problem, lang), code: problem.keyword };
  });
}

export const fail = {
  /** The request breaks the contract's schemas (the Ajv step, malformed bodies): 422, undeclared (ADR 0001). */
  invalid: (validation: (SchemaProblem | FieldProblem)[]) => new Failure(422, 1100, 'invalid_request', {}, validation),
  /**
   * The schemas accept the request but a rule they cannot express refuses it: 409, ret_code 1100 (ADR 0001,
   * amendment). Each problem's message is a gateway message (a key and its params), answered in the request's language.
   */
  rule: (validation: FieldProblem[], key: MessageKey = 'invalid_request', params?: Record<string, string | number>) =>
    new Failure(409, 1100, key, params, validation),
  /**
   * A rule about one field of the request refuses it: 409, ret_code 1100 like `rule`, with one problem at the
   * field's `location` (e.g. ['body', 'cores']) whose message is the refusal's own, in the request's language,
   * so the console shows it next to the field (src/shared/forms/gateway-errors.ts). `code` names the rule.
   */
  field: (location: string[], code: string | undefined, key: MessageKey, params: Record<string, string | number> = {}) =>
    new Failure(409, 1100, key, params, [{ location, key, params, ...(code ? { code } : {}) }]),
  unauthorized: (key: MessageKey = 'not_signed_in') => new Failure(401, 1200, key),
  /** Sign-in refused for a while after repeated failures (ADR 0023): 429, ret_code 1210, in how many minutes to retry. */
  signInLocked: (minutes: number) => new Failure(429, 1210, 'login_locked', { minutes }),
  forbidden: (key: MessageKey = 'permission_denied', params?: Record<string, string | number>) => new Failure(403, 1300, key, params),
  notFound: (key: MessageKey, params?: Record<string, string | number>) => new Failure(404, 1400, key, params),
  conflict: (key: MessageKey, params?: Record<string, string | number>) => new Failure(409, 2100, key, params),
  duplicate: (key: MessageKey, params?: Record<string, string | number>) => new Failure(409, 2400, key, params),
  balance: (key: MessageKey, params?: Record<string, string | number>) => new Failure(409, 2500, key, params),
  notImplemented: (action: string) => new Failure(501, 5030, 'not_implemented', { action }),
};
