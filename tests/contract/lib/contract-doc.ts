/**
 * The conventions every operation of the contract follows (docs/contract-conventions.md), checked by
 * the contract tests and scripts/contract-check.ts.
 */
import {
  deref,
  firstExample,
  parametersOf,
  successMedia,
  type ContractOperation,
  type ExampleValidator,
  type OpenApiDoc,
} from '../../../server/contract/document';

export * from '../../../server/contract/document';

export const REQUIRED_RESPONSES = ['200', '401', '403', '404', '409', '5XX'];
export const IDENTITY_PARAMETERS = ['action', 'zone', 'owner', 'user_id', 'iamuser_name'];

/** Problems of one operation against the conventions of docs/contract-conventions.md. */
/**
 * A browser's navigation rather than a call (the OIDC round trip, ADR 0064): its success is a 302 whose Location is
 * where the browser goes next, never a 200 body.
 */
export function isNavigation(o: ContractOperation): boolean {
  return Boolean(o.op.responses?.['302']) && !o.op.responses?.['200'];
}

export function checkOperation(doc: OpenApiDoc, o: ContractOperation): string[] {
  const problems: string[] = [];
  const { op } = o;
  const say = (text: string) => problems.push(`${o.operationId} (${o.method.toUpperCase()} ${o.path}): ${text}`);
  if (!op.operationId) say('no operationId');
  if (op.tags?.length !== 1) say('needs exactly one domain tag');
  if (!op.summary) say('no summary');
  if (!op.description) say('no description');
  if (!op['x-service']) say('no x-service');
  if (!op['x-action']) say('no x-action');
  const navigation = isNavigation(o);
  for (const code of REQUIRED_RESPONSES) if (!op.responses?.[code] && !(navigation && code === '200')) say(`no ${code} response`);
  for (const code of ['400', '422', '4XX', 'default'])
    if (op.responses?.[code]) say(`declares ${code}: contract violations must stay undeclared (ADR 0001)`);
  const success = successMedia(doc, o);
  if (navigation) {
    const redirect = deref(doc, op.responses?.['302']) as { headers?: Record<string, unknown> } | undefined;
    const location = redirect?.headers?.Location;
    if (!location) say('302 response without its Location header');
  } else if (!success) say('200 response has no content');
  else if (success.type === 'application/json' && firstExample(success.media) === undefined) say('200 response has no example');
  const params = parametersOf(doc, o);
  for (const p of params)
    if (p.required && p.example === undefined && !p.schema?.default) say(`required parameter ${p.name} has no example`);
  const isPublic = Array.isArray(op.security) && op.security.length === 0;
  if (o.method === 'get' && !isPublic) {
    const names = new Set(params.map((p) => p.name));
    for (const id of IDENTITY_PARAMETERS) if (!names.has(id)) say(`GET without the ${id} identity parameter`);
  }
  if (o.method === 'get' && op.requestBody) say('GET with a request body');
  if (op.requestBody) {
    const content = op.requestBody.content ?? {};
    const media = content['application/json'] ?? Object.values(content)[0];
    if (firstExample(media) === undefined) say('request body has no example');
  }
  return problems;
}

/** Problems of every example of one operation (request body, parameters, success response). */
export function checkExamples(doc: OpenApiDoc, o: ContractOperation, validate: ExampleValidator): string[] {
  const problems: string[] = [];
  const say = (where: string, errors: string[]) => errors.forEach((e) => problems.push(`${o.operationId}: ${where}: ${e}`));
  for (const p of parametersOf(doc, o))
    if (p.example !== undefined && p.schema) say(`parameter ${p.name} example`, validate(p.schema, p.example));
  for (const [type, media] of Object.entries(o.op.requestBody?.content ?? {})) {
    if (!type.includes('json') || !media.schema) continue;
    for (const [name, ex] of Object.entries(media.examples ?? {}))
      say(`request example ${name}`, validate(media.schema, deref(doc, ex).value));
  }
  for (const [code, raw] of Object.entries(o.op.responses ?? {})) {
    const response = deref(doc, raw);
    for (const [type, media] of Object.entries(response.content ?? {})) {
      if (!type.includes('json') || !media.schema) continue;
      for (const [name, ex] of Object.entries(media.examples ?? {}))
        say(`${code} example ${name}`, validate(media.schema, deref(doc, ex).value));
    }
  }
  return problems;
}
