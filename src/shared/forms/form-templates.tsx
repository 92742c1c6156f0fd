/**
 * Templates the console's forms use over the Chakra theme: a field is its widget (which shows its own label), then
 * its description as help text and its errors; a step shows only its own top-level fields, in the step's order.
 */
import { Box, Stack, Text } from '@chakra-ui/react';
import {
  descriptionId,
  errorId,
  getUiOptions,
  type FieldErrorProps,
  type FieldTemplateProps,
  type ObjectFieldTemplateProps,
} from '@rjsf/utils';

/** uiSchema options the console's templates read. */
export interface ConsoleUiOptions {
  /** Leave the field's description out (a widget that says it better, or a description meant for developers). */
  hideDescription?: boolean;
  /** On the root: the top-level fields the form shows, in order (a step of a multi-step form). */
  stepFields?: readonly string[];
}

export function FieldTemplate(props: FieldTemplateProps) {
  const { hidden, children, rawDescription, displayLabel, errors, help, uiSchema, fieldPathId } = props;
  if (hidden) return <Box display="none">{children}</Box>;
  const options = getUiOptions(uiSchema) as ConsoleUiOptions;
  const showDescription = displayLabel && !!rawDescription && !options.hideDescription;
  return (
    <Box data-field={fieldPathId.$id}>
      {children}
      {showDescription ? (
        <Text id={descriptionId(fieldPathId)} textStyle="xs" color="fg.muted" mt="1">
          {rawDescription}
        </Text>
      ) : null}
      {errors}
      {help}
    </Box>
  );
}

export function FieldErrorTemplate({ errors = [], fieldPathId }: FieldErrorProps) {
  if (!errors.length) return null;
  return (
    <Box id={errorId(fieldPathId)} mt="1">
      {errors.map((error, i) => (
        <Text key={i} textStyle="sm" color="fg.error" data-testid="field-error">
          {error}
        </Text>
      ))}
    </Box>
  );
}

/** The root of a step: only the step's fields, in its order; the page shows the form's title, not the template. */
export function StepObjectFieldTemplate({ properties, uiSchema }: ObjectFieldTemplateProps) {
  const { stepFields } = getUiOptions(uiSchema) as ConsoleUiOptions;
  const shown = stepFields ? stepFields.flatMap((name) => properties.filter((p) => p.name === name)) : properties;
  return (
    <Stack gap="5">
      {shown.map((property) => (property.hidden ? property.content : <Box key={property.name}>{property.content}</Box>))}
    </Stack>
  );
}
