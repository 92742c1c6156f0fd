import type { RJSFSchema } from '@rjsf/utils';
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/shared/i18n/locale';
import { renderWithProviders } from '@/shared/testing/render';
import { formValidator } from './form-validator';
import type { FormMessages } from './localize-ui-schema';
import { SchemaForm } from './schema-form';

// Every form the console renders from the contract shows titles and user help (x-help), never a schema's
// `description`, which is written for developers (ADR 0044).
const schemas = import.meta.glob<{ default: RJSFSchema }>('/src/api/generated/form-schemas/*.json', { eager: true });
const validators = import.meta.glob<{ default: Record<string, unknown> }>('/src/api/generated/form-validators/*.ts', { eager: true });
const texts = import.meta.glob<{ messages: FormMessages }>('/src/api/generated/form-messages/*.ts', { eager: true });
const contract = import.meta.glob<unknown>('/schemas/**/*.json', { eager: true, import: 'default' });

/** Every `description` written in the contract's schemas (long enough to be told apart from a word of a title). */
function descriptions(node: unknown, out: Set<string>): Set<string> {
  if (Array.isArray(node)) for (const item of node) descriptions(item, out);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'description' && typeof value === 'string' && value.length >= 12) out.add(value);
      else descriptions(value, out);
    }
  }
  return out;
}
const developerTexts = [...Object.values(contract).reduce<Set<string>>((out, schema) => descriptions(schema, out), new Set())];

/** The forms (codegen.config.ts formSchemas): each has a generated texts module. */
const forms = Object.keys(texts).map((path) => path.replace(/^.*\/(.+)\.ts$/, '$1'));
const generated = <T,>(modules: Record<string, T>, file: string): T => {
  const found = Object.entries(modules).find(([path]) => path.endsWith(`/${file}`));
  if (!found) throw new Error(`generated ${file} is missing: run npm run codegen`);
  return found[1];
};

afterEach(cleanup);

describe.each(['en', 'zh'] as const)('the contract forms in %s', (locale) => {
  it('covers every form', () => expect(forms.length).toBeGreaterThanOrEqual(11));

  it.each(forms)('%s shows no schema description', (form) => {
    activateLocale(locale);
    const schema = generated(schemas, `${form}.json`).default;
    const validateFns = generated(validators, `${form}.ts`).default;
    const { messages } = generated(texts, `${form}.ts`);
    const { container } = renderWithProviders(
      <SchemaForm
        schema={schema}
        validator={formValidator(validateFns, schema)}
        messages={messages}
        formData={{}}
        onSubmit={() => undefined}
      />,
    );
    const shown = container.textContent ?? '';
    expect(shown.length).toBeGreaterThan(0);
    expect(developerTexts.filter((text) => shown.includes(text))).toEqual([]);
    // Nor its wire names: a help or title is words, never a field's name.
    expect(shown).not.toMatch(/grp_tres_mins|allocated_core_hours|hpcqueue_id|vxnet_type/);
  });
});
