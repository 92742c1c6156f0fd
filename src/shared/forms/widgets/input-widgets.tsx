/**
 * The console's basic widgets over the Chakra theme: text and number inputs (BaseInputTemplate), a text area, a
 * choice among the schema's enum values (labels from `ui:enumNames`), several of them (an array of unique enum values)
 * as checkboxes, and a 0/1 switch.
 */
import { Checkbox, HStack, Input, RadioGroup, Switch, Textarea } from '@chakra-ui/react';
import { ariaDescribedByIds, getInputProps, type BaseInputTemplateProps, type WidgetProps } from '@rjsf/utils';
import type { ChangeEvent } from 'react';
import { WidgetField } from './widget-field';

export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const {
    id,
    htmlName,
    type,
    value,
    schema,
    options,
    onChange,
    onChangeOverride,
    onBlur,
    onFocus,
    autofocus,
    placeholder,
    disabled,
    readonly,
  } = props;
  const inputProps = getInputProps(schema, type, options);
  const handleChange = ({ target }: ChangeEvent<HTMLInputElement>) => onChange(target.value === '' ? options.emptyValue : target.value);
  return (
    <WidgetField {...props}>
      <Input
        id={id}
        name={htmlName ?? id}
        value={value ?? ''}
        placeholder={placeholder}
        autoFocus={autofocus}
        readOnly={readonly}
        disabled={disabled}
        {...inputProps}
        onChange={onChangeOverride ?? handleChange}
        onBlur={({ target }) => onBlur(id, target.value)}
        onFocus={({ target }) => onFocus(id, target.value)}
        aria-describedby={ariaDescribedByIds(id)}
      />
    </WidgetField>
  );
}

export function TextareaWidget(props: WidgetProps) {
  const { id, htmlName, value, options, onChange, onBlur, onFocus, placeholder, disabled, readonly } = props;
  return (
    <WidgetField {...props}>
      <Textarea
        id={id}
        name={htmlName ?? id}
        value={value ?? ''}
        rows={typeof options.rows === 'number' ? options.rows : 3}
        // ui:options.monospace: text that is code or a key (a PEM private key), neither spell-checked nor remembered.
        {...(options.monospace ? { fontFamily: 'mono', textStyle: 'xs', spellCheck: false, autoComplete: 'off' } : {})}
        placeholder={placeholder}
        readOnly={readonly}
        disabled={disabled}
        onChange={({ target }) => onChange(target.value === '' ? options.emptyValue : target.value)}
        onBlur={({ target }) => onBlur(id, target.value)}
        onFocus={({ target }) => onFocus(id, target.value)}
        aria-describedby={ariaDescribedByIds(id)}
      />
    </WidgetField>
  );
}

/** One of the schema's enum values as a row of radios; `ui:enumNames` gives their labels. */
export function ChoiceWidget(props: WidgetProps) {
  const { id, value, options, onChange, disabled, readonly } = props;
  const choices = options.enumOptions ?? [];
  const disabledValues = (options.enumDisabled ?? []) as unknown[];
  const index = choices.findIndex((choice) => choice.value === value);
  return (
    <WidgetField {...props} group>
      <RadioGroup.Root
        id={id}
        value={index >= 0 ? String(index) : null}
        onValueChange={({ value: picked }) => picked !== null && onChange(choices[Number(picked)]?.value)}
        disabled={disabled || readonly}
        aria-describedby={ariaDescribedByIds(id)}
      >
        <HStack gap="5" wrap="wrap">
          {choices.map((choice, i) => (
            <RadioGroup.Item key={String(choice.value)} value={String(i)} disabled={disabledValues.includes(choice.value)}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{choice.label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </HStack>
      </RadioGroup.Root>
    </WidgetField>
  );
}

/**
 * Several of the schema's enum values (an array with uniqueItems) as a row of checkboxes, kept in the enum's order;
 * `ui:enumNames` gives their labels, `ui:enumDisabled` the values that may not be picked (shown, not checkable).
 */
export function ChoicesWidget(props: WidgetProps) {
  const { id, value, options, onChange, disabled, readonly } = props;
  const choices = options.enumOptions ?? [];
  const disabledValues = (options.enumDisabled ?? []) as unknown[];
  const picked = Array.isArray(value) ? (value as unknown[]) : [];
  const toggle = (choice: unknown, on: boolean) =>
    onChange(choices.map((c) => c.value).filter((v) => (v === choice ? on : picked.includes(v))));
  return (
    <WidgetField {...props} group>
      <HStack gap="5" wrap="wrap" aria-describedby={ariaDescribedByIds(id)}>
        {choices.map((choice, i) => (
          // Each box its own id and name (the field's would label every box with the group's title).
          <Checkbox.Root
            key={String(choice.value)}
            ids={{ hiddenInput: `${id}-${i}`, label: `${id}-${i}-label` }}
            checked={picked.includes(choice.value)}
            onCheckedChange={(details) => toggle(choice.value, details.checked === true)}
            disabled={disabled || readonly || disabledValues.includes(choice.value)}
          >
            <Checkbox.HiddenInput aria-labelledby={`${id}-${i}-label`} />
            <Checkbox.Control />
            <Checkbox.Label>{choice.label}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </HStack>
    </WidgetField>
  );
}

/** An integer 0/1 flag (e.g. auto-renewal) as a switch. */
export function ToggleWidget(props: WidgetProps) {
  const { id, value, onChange, disabled, readonly, label } = props;
  return (
    <Switch.Root id={id} checked={value === 1} onCheckedChange={({ checked }) => onChange(checked ? 1 : 0)} disabled={disabled || readonly}>
      <Switch.HiddenInput aria-describedby={ariaDescribedByIds(id)} />
      <Switch.Control />
      <Switch.Label>{label}</Switch.Label>
    </Switch.Root>
  );
}
