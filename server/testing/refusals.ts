/**
 * What every refusal of the gateway looks like (ADR 0001): a failure status, the ret_code of its kind and a
 * translated message — never a raw message key nor an unfilled {placeholder} — and nothing changed.
 */
import { expect } from 'vitest';
import type { Answer, TestGateway } from '../test-support';
import { diffState, stateOf, type StateSnapshot } from './snapshot';

/** The ret_codes each failure status may carry. */
export const RET_CODES: Record<number, number[]> = {
  401: [1200],
  403: [1300],
  404: [1400],
  409: [1100, 2100, 2400, 2500],
  422: [1100],
  429: [1210],
  500: [5000],
  501: [5030],
  503: [5030],
};

export interface Expected {
  /** One status, or the statuses allowed (e.g. [403, 404] for another account's resource). */
  status?: number | number[];
  retCode?: number;
  /** The whole message, or a pattern it matches. */
  message?: string | RegExp;
}

export function expectRefusal(answer: Answer, label: string, expected: Expected = {}): void {
  const body = JSON.stringify(answer.body).slice(0, 400);
  expect(answer.status, `${label}: ${body}`).toBeGreaterThanOrEqual(400);
  // A refusal, not a crash: a 5xx only where the spec answers one and the test asks for it (a service that failed).
  const serverError = [expected.status ?? []].flat().some((status) => status >= 500);
  if (!serverError) expect(answer.status, `${label}: a refusal, not a crash: ${body}`).toBeLessThan(500);
  if (expected.status !== undefined) expect([expected.status].flat(), `${label}: ${body}`).toContain(answer.status);
  expect(answer.body.ret_code, `${label}: ${body}`).toEqual(expect.any(Number));
  expect(RET_CODES[answer.status] ?? [], `${label}: ret_code of ${answer.status}: ${body}`).toContain(answer.body.ret_code);
  if (expected.retCode !== undefined) expect(answer.body.ret_code, label).toBe(expected.retCode);
  const message = answer.body.message;
  expect(typeof message === 'string' && message.trim() !== '', `${label}: message ${JSON.stringify(message)}`).toBe(true);
  expect(String(message), label).not.toMatch(/^[a-z0-9]+(_[a-z0-9]+)+$/);
  expect(String(message), label).not.toMatch(/\{\w+\}/);
  if (expected.message instanceof RegExp) expect(String(message), label).toMatch(expected.message);
  else if (expected.message !== undefined) expect(message, label).toBe(expected.message);
  // The broken rules, when named: each where it is and what is wrong; a rule of the gateway's (409) as readable as the message.
  const validation = answer.body.validation;
  if (validation !== undefined) {
    expect(Array.isArray(validation), `${label}: validation ${JSON.stringify(validation)}`).toBe(true);
    for (const problem of validation as { location?: unknown; message?: unknown }[]) {
      expect(Array.isArray(problem.location), `${label}: validation location ${JSON.stringify(problem)}`).toBe(true);
      expect(
        typeof problem.message === 'string' && problem.message.trim() !== '',
        `${label}: validation message ${JSON.stringify(problem)}`,
      ).toBe(true);
      if (answer.status === 422) continue; // Ajv's words, which may quote a pattern such as [0-9]{8}
      expect(String(problem.message), label).not.toMatch(/^[a-z0-9]+(_[a-z0-9]+)+$/);
      expect(String(problem.message), label).not.toMatch(/\{\w+\}/);
    }
  }
}

/** An answer as a test reads it: `call`'s, or `op`'s typed by its operation. */
export interface Answered {
  status: number;
  body: object;
}

/**
 * The one check of a refused request: sends it, expects the refusal (`expected`: status, ret_code, message) and no
 * change to any table or file of the gateway. `label` names the request in a failure's message.
 */
export async function refusedUnchanged<T extends Answered>(
  gw: TestGateway,
  request: () => Promise<T>,
  expected: Expected = {},
  label = 'the refused request',
): Promise<T> {
  const before = await stateOf(gw);
  const answer = await request();
  expectRefusal(answer as unknown as Answer, label, expected);
  expect(diffState(before, await stateOf(gw)), `${label} changed the state`).toEqual([]);
  return answer;
}

/**
 * Many refusals in a row: each starts from the state the previous one left (equal to its own starting state, or
 * it failed), so a refusal costs one snapshot instead of two. Only for requests sent one after the other with
 * nothing else in between.
 */
export class RefusalSweep {
  private last: StateSnapshot | undefined;
  constructor(private readonly gw: TestGateway) {}

  async refused<T extends Answer>(label: string, request: () => Promise<T>, expected: Expected = {}): Promise<T> {
    const before = this.last ?? (await stateOf(this.gw));
    this.last = undefined;
    const answer = await request();
    expectRefusal(answer, label, expected);
    const after = await stateOf(this.gw);
    expect(diffState(before, after), `${label} changed the state`).toEqual([]);
    this.last = after;
    return answer;
  }
}

/** Expects a success: 200 and ret_code 0. */
export function expectAllowed(answer: Answer, label: string): Record<string, unknown> {
  expect(answer.status, `${label}: ${JSON.stringify(answer.body).slice(0, 400)}`).toBe(200);
  expect(answer.body.ret_code, label).toBe(0);
  return answer.body;
}
