/**
 * JSON bodies nested deeper than any contract body (ADR 0032): refused before they are parsed. JSON.parse itself
 * copes with deep nesting, but every later walk of the value (validation, the unsafe-value scan, logging) recurses
 * and a body thousands of levels deep ran one of them out of stack (a 500). The deepest contract body is a few levels;
 * 64 leaves room for any future one.
 */
import type { FastifyInstance } from 'fastify';

export const MAX_JSON_DEPTH = 64;

/** Fastify's body error code of a body nested too deep (validation-messages.ts words it). */
export const JSON_TOO_DEEP = 'HPC_JSON_TOO_DEEP';

/** Whether the JSON text nests objects and arrays deeper than `max`: one pass, strings skipped. */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

/** Replaces Fastify's JSON parser by the same parser behind the depth check (prototype poisoning still refused). */
export function registerJsonDepthLimit(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(Object.assign(new Error(`JSON nested deeper than ${MAX_JSON_DEPTH}`), { statusCode: 400, code: JSON_TOO_DEEP }), undefined);
      return;
    }
    parse(request, text, done);
  });
}
