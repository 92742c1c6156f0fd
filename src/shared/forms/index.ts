/**
 * JSON-Schema forms (rjsf 6) from the contract's form schemas: translated texts and errors, precompiled validators,
 * multi-step forms. Import only from lazily loaded screens: rjsf and Ajv's runtime stay out of the landing bundle.
 */
export { SchemaForm, type FormValues } from './schema-form';
export { formValidator } from './form-validator';
export { fieldTitle, translate, type FormMessages, type Translator } from './localize-ui-schema';
export { translateErrors, propertyOf } from './validation-messages';
export { patternRulesOf, rawPropertySchema, type SchemaNode } from './schema-rules';
export { WidgetField, labelIdOf } from './widgets/widget-field';
export { ChoiceWidget } from './widgets/input-widgets';
export { OptionSelect, type SelectOption } from './widgets/option-select';
export {
  ClusterWidget,
  QueueWidget,
  runsJobs,
  useClusterChoices,
  useClusterQueues,
  type ClusterFormContext,
} from './widgets/cluster-widgets';
export { checkRequest } from './request-check';
export { gatewayFieldErrors, showRefusalByField } from '@/shared/errors/field-refusals';
export { SchemaFormDialog } from './schema-form-dialog';
export { useFieldRefusals } from './use-field-refusals';
