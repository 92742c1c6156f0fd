/**
 * A password input with show/hide and a generator. The generated password follows the field's own rules as the
 * contract states them (length, character set, the characters it must contain); see generatePassword.
 */
import { Button, Group, IconButton, Input } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { Eye, EyeOff, WandSparkles } from 'lucide-react';
import { useState } from 'react';
import { generatePassword, rawPropertySchema } from '../schema-rules';
import { WidgetField } from './widget-field';

export function PasswordWidget(props: WidgetProps) {
  const { t } = useLingui();
  const { id, name, htmlName, value, schema, registry, options, onChange, onBlur, onFocus, disabled, readonly } = props;
  const [visible, setVisible] = useState(false);
  const generate = () => {
    onChange(generatePassword(rawPropertySchema(registry.rootSchema, name) ?? schema));
    setVisible(true);
  };
  return (
    <WidgetField {...props}>
      <Group attached w="full">
        <Input
          id={id}
          name={htmlName ?? id}
          type={visible ? 'text' : 'password'}
          autoComplete="new-password"
          value={value ?? ''}
          readOnly={readonly}
          disabled={disabled}
          onChange={({ target }) => onChange(target.value === '' ? options.emptyValue : target.value)}
          onBlur={({ target }) => onBlur(id, target.value)}
          onFocus={({ target }) => onFocus(id, target.value)}
          aria-describedby={ariaDescribedByIds(id)}
        />
        <IconButton
          variant="outline"
          aria-label={visible ? t`Hide password` : t`Show password`}
          onClick={() => setVisible(!visible)}
          disabled={disabled}
        >
          {visible ? <EyeOff /> : <Eye />}
        </IconButton>
        <Button variant="outline" onClick={generate} disabled={disabled || readonly}>
          <WandSparkles /> {t`Generate`}
        </Button>
      </Group>
    </WidgetField>
  );
}
