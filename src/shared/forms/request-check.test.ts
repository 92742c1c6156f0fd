import { afterAll, describe, expect, it } from 'vitest';
import schema from '@/api/generated/form-schemas/modify-cluster-request.json';
import validators from '@/api/generated/form-validators/modify-cluster-request';
import { activateLocale, i18n } from '@/shared/i18n/locale';
import { checkRequest, hasProblems } from './request-check';

const rules = { schema, validators };
const body = (cluster_name: string) => ({ cluster_id: 'hpc-a1b2c3d4', cluster_name, description: '' });

describe('checkRequest: a dialog’s fields checked with the request’s contract schema', () => {
  afterAll(() => activateLocale('zh'));

  it('finds nothing in a valid request', async () => {
    await activateLocale('en');
    const problems = checkRequest(rules, body('weather_B'), i18n);
    expect(problems).toEqual({});
    expect(hasProblems(problems)).toBe(false);
  });

  it('words each broken rule by its field, in the user’s language, never with the pattern', async () => {
    await activateLocale('en');
    expect(checkRequest(rules, body('weather B!'), i18n)).toEqual({ cluster_name: 'May contain only letters, digits and underscores' });
    expect(checkRequest(rules, body('x'.repeat(21)), i18n)).toEqual({ cluster_name: 'At most 20 characters' });
    expect(checkRequest(rules, { ...body('a'), description: 'd'.repeat(257) }, i18n)).toEqual({ description: 'At most 256 characters' });
    await activateLocale('zh');
    const zh = checkRequest(rules, body('weather B!'), i18n);
    expect(zh.cluster_name).toBe('只能包含字母、数字和下划线');
    expect(hasProblems(zh)).toBe(true);
  });
});
