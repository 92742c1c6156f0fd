import { describe, expect, it } from 'vitest';
import type { OpenApiDoc } from '../server/contract/document';
import { inline } from './codegen';

const doc = {
  openapi: '3.1.0',
  components: {
    schemas: {
      Kind: { $ref: '#/components/schemas/Word', enum: ['command', 'script'], description: 'How it runs' },
      Word: { type: 'string', maxLength: 16, description: 'A word' },
      Form: { type: 'object', properties: { kind: { $ref: '#/components/schemas/Kind', default: 'command' } } },
    },
  },
} as unknown as OpenApiDoc;

describe('inline (the form schemas rjsf renders)', () => {
  it('keeps the keywords beside a $ref at every level of a chain of $refs', () => {
    expect(inline(doc, { $ref: '#/components/schemas/Form' })).toEqual({
      type: 'object',
      properties: { kind: { type: 'string', maxLength: 16, enum: ['command', 'script'], description: 'How it runs', default: 'command' } },
    });
  });

  it('refuses a recursive schema', () => {
    const loop = { components: { schemas: { A: { $ref: '#/components/schemas/A' } } } } as unknown as OpenApiDoc;
    expect(() => inline(loop, { $ref: '#/components/schemas/A' })).toThrow(/recursive/);
  });
});
