/**
 * A form rendered from one of the contract's form schemas (rjsf 6, Chakra theme): the schema's titles and
 * descriptions in the user's language (generated lingui messages), the precompiled validator, Ajv's errors as
 * translated messages, and rjsf's own texts through lingui. With `stepFields` the form is one step of a multi-step
 * flow: it shows and validates only those top-level fields, and submits (the step's "next") only when they are valid.
 */
import Form from '@rjsf/chakra-ui';
import type { IChangeEvent } from '@rjsf/core';
import type {
  CustomValidator,
  ErrorSchema,
  RegistryFieldsType,
  RegistryWidgetsType,
  RJSFSchema,
  RJSFValidationError,
  UiSchema,
  ValidatorType,
} from '@rjsf/utils';
import { useLingui } from '@lingui/react';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { FieldErrorTemplate, FieldTemplate, StepObjectFieldTemplate } from './form-templates';
import { BaseInputTemplate, ChoicesWidget, ChoiceWidget, TextareaWidget, ToggleWidget } from './widgets/input-widgets';
import { IntegerSelectWidget } from './widgets/option-select';
import { PasswordWidget } from './widgets/password-widget';
import { localizedUiSchema, mergeUiSchemas, type FormMessages } from './localize-ui-schema';
import { rjsfTranslator } from './rjsf-strings';
import { propertyOf, translateErrors } from './validation-messages';

export type FormValues = Record<string, unknown>;

export interface SchemaFormProps {
  /** The id of the <form> element (a submit button elsewhere can name it with its form attribute). */
  id?: string;
  schema: RJSFSchema;
  validator: ValidatorType;
  /** The generated form-messages module's `messages` for this schema. */
  messages: FormMessages;
  uiSchema?: UiSchema;
  /** The top-level fields of this step, in order; all fields when absent. */
  stepFields?: readonly string[];
  formData: FormValues;
  onChange?: (formData: FormValues) => void;
  onSubmit: (formData: FormValues) => void;
  widgets?: RegistryWidgetsType;
  fields?: RegistryFieldsType;
  /** Rules from data rather than the schema (e.g. a range the gateway's configuration gives), as rjsf's customValidate. */
  customValidate?: CustomValidator;
  /**
   * Fields whose value the submit itself supplies (a job script saved when the job is submitted): their `required`
   * error does not block submitting; the form's onSubmit fills them in.
   */
  suppliedOnSubmit?: readonly string[];
  /** Errors from elsewhere shown on their fields (a gateway refusal naming fields: gatewayFieldErrors); they do not block submitting. */
  extraErrors?: ErrorSchema;
  /** Shared with custom widgets as `registry.formContext`. */
  formContext?: object;
  disabled?: boolean;
  /** The form's buttons; rjsf's own submit button is not rendered. */
  children?: ReactNode;
}

const templates = { FieldTemplate, FieldErrorTemplate, BaseInputTemplate };

/** Widgets every console form has, by the names a uiSchema's `ui:widget` uses. */
const baseWidgets: RegistryWidgetsType = {
  TextareaWidget,
  textarea: TextareaWidget,
  choice: ChoiceWidget,
  choices: ChoicesWidget,
  checkboxes: ChoicesWidget,
  toggle: ToggleWidget,
  password: PasswordWidget,
  PasswordWidget,
  integerSelect: IntegerSelectWidget,
};

export function SchemaForm(props: SchemaFormProps) {
  const {
    id,
    schema,
    validator,
    messages,
    uiSchema,
    stepFields,
    formData,
    onChange,
    onSubmit,
    widgets,
    fields,
    customValidate,
    extraErrors,
    formContext,
    disabled,
    suppliedOnSubmit,
    children,
  } = props;
  // `_` changes with the locale: the memos below follow it.
  const { _ } = useLingui();
  const translator = useMemo(() => ({ _ }), [_]);
  // Errors show after the first attempt to go on, then follow every change.
  const [attempted, setAttempted] = useState(false);

  const ui = useMemo(() => {
    const root: UiSchema = { 'ui:submitButtonOptions': { norender: true } };
    if (stepFields) Object.assign(root, { 'ui:ObjectFieldTemplate': StepObjectFieldTemplate, 'ui:options': { stepFields } });
    return mergeUiSchemas(mergeUiSchemas(localizedUiSchema(messages, translator), uiSchema ?? {}), root);
  }, [messages, translator, uiSchema, stepFields]);

  const transformErrors = useCallback(
    (errors: RJSFValidationError[]) =>
      translateErrors(
        errors.filter((error) => !(error.name === 'required' && suppliedOnSubmit?.includes(propertyOf(error)))),
        schema,
        translator,
        stepFields,
      ),
    [schema, translator, stepFields, suppliedOnSubmit],
  );
  const translateString = useMemo(() => rjsfTranslator(translator), [translator]);
  const allWidgets = useMemo(() => ({ ...baseWidgets, ...widgets }), [widgets]);

  return (
    <Form
      id={id}
      schema={schema}
      uiSchema={ui}
      validator={validator}
      formData={formData}
      widgets={allWidgets}
      fields={fields}
      templates={templates}
      formContext={formContext}
      disabled={disabled}
      translateString={translateString}
      transformErrors={transformErrors}
      customValidate={customValidate}
      extraErrors={extraErrors}
      showErrorList={false}
      noHtml5Validate
      focusOnFirstError
      liveValidate={attempted ? 'onChange' : undefined}
      experimental_defaultFormStateBehavior={{ emptyObjectFields: 'populateRequiredDefaults' }}
      onChange={(event: IChangeEvent) => onChange?.(event.formData as FormValues)}
      onError={() => setAttempted(true)}
      onSubmit={(event: IChangeEvent) => onSubmit(event.formData as FormValues)}
    >
      {children}
    </Form>
  );
}
