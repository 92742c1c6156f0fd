import type { RJSFSchema, RJSFValidationError } from '@rjsf/utils';
import { beforeAll, describe, expect, it } from 'vitest';
import schema from '@/api/generated/form-schemas/create-ehpc-cluster-form.json';
import validateFns from '@/api/generated/form-validators/create-ehpc-cluster-form';
import { activateLocale, i18n } from '@/shared/i18n/locale';
import { formValidator } from './form-validator';
import { schemaNodeOf, translateErrors } from './validation-messages';

const root = schema as unknown as RJSFSchema;
const validator = formValidator(validateFns, root);
const messagesOf = (data: Record<string, unknown>, fields?: string[]) =>
  translateErrors(validator.validateFormData(data, root).errors, root, i18n, fields).map((error) => `${error.property}: ${error.message}`);

describe('validation messages', () => {
  beforeAll(() => activateLocale('en'));

  it('resolves an Ajv schema path in the form schema', () => {
    expect(schemaNodeOf(root, '#/allOf/0/properties/admin_password/allOf/2/pattern')).toMatchObject({ 'x-rule': 'password.uppercase' });
    expect(schemaNodeOf(root, '#/nowhere/x')).toBeUndefined();
  });

  it('words each rule from the Ajv keyword and its params, keeping the fields asked for', () => {
    const data = {
      cluster_type: 'ehpc',
      cluster_name: 'a b',
      vxnet: 'vxnet-0',
      deploy_mode: 2,
      paid_type: 0,
      duration: 3,
      node_config: { compute: { instance_class: 7, cpu: 0, memory: 1024, count: 1.5 } },
    };
    expect(messagesOf(data, ['cluster_name', 'vxnet', 'duration', 'node_config'])).toEqual([
      '.cluster_name: May contain only letters, digits and underscores',
      '.vxnet: This value cannot be used',
      '.vxnet: Invalid format',
      '.duration: Must be 0',
      '.node_config.login: Required',
      '.node_config.compute.instance_class: Choose one of the offered values',
      '.node_config.compute.cpu: Must be at least 1',
      '.node_config.compute.count: Must be a whole number',
    ]);
  });

  it('names each password rule, and keeps errors a customValidate worded', () => {
    const data = { admin_password: 'abc def' };
    expect(messagesOf(data, ['admin_password'])).toEqual([
      '.admin_password: Contains a character that is not allowed',
      '.admin_password: Needs an uppercase letter',
      '.admin_password: Needs a digit',
      '.admin_password: Needs one of ! @ # % $ ^ & *',
      '.admin_password: At least 12 characters',
    ]);
    const custom = { property: '.node_config.compute.count', message: 'From 1 to 4 for this role', stack: '' } as RJSFValidationError;
    expect(translateErrors([custom], root, i18n)).toEqual([custom]);
  });
});
