/**
 * The validator of a form: the precompiled Ajv functions codegen writes for it (src/api/generated/form-validators),
 * so Ajv never compiles code in the browser (strict CSP: no `new Function`). One validator per schema object.
 */
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';

type ValidatorFunctions = Parameters<typeof createPrecompiledValidator>[0];

const validators = new WeakMap<object, ValidatorType>();

/** `validateFns` is the default export of the form's generated form-validators module, `schema` its form schema. */
export function formValidator(validateFns: unknown, schema: RJSFSchema): ValidatorType {
  let validator = validators.get(schema);
  if (!validator) {
    validator = createPrecompiledValidator(validateFns as ValidatorFunctions, schema);
    validators.set(schema, validator);
  }
  return validator;
}
