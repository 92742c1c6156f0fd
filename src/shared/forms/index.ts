/**
 * JSON-Schema forms (rjsf 6) from the contract's form schemas: translated texts and errors, precompiled validators,
 * multi-step forms. Import only from lazily loaded screens: rjsf and Ajv's runtime stay out of the landing bundle.
 */
export { SchemaForm, type FormValues, type SchemaFormProps } from './schema-form';
export { formValidator } from './form-validator';
export { fieldTitle, localizedUiSchema, mergeUiSchemas, translate, type FormMessages, type Translator } from './localize-ui-schema';
export { translateErrors, validationMessage, propertyOf } from './validation-messages';
export { characterClassOf, generatePassword, patternRulesOf, rawPropertySchema, type SchemaNode } from './schema-rules';
export { WidgetField, labelIdOf } from './widgets/widget-field';
export { ChoiceWidget } from './widgets/input-widgets';
export { IntegerSelectWidget, OptionSelect, type OptionSelectProps, type SelectOption } from './widgets/option-select';
export type { ConsoleUiOptions } from './form-templates';
export { ClusterWidget, QueueWidget, runsJobs, useClusterChoices, useClusterQueues, type ClusterFormContext } from './widgets/cluster-widgets';
export { checkRequest, hasProblems, type FieldProblems, type RequestRules } from './request-check';
export { fieldPathOf, gatewayFieldErrors, showRefusalByField } from '@/shared/errors/field-refusals';
export { QuotaFormDialog, type QuotaFormDialogProps } from './quota-form-dialog';
