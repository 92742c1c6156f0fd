/** A password of the web terminal login: hidden text, filled by the browser's password manager at most. */
import { Input } from '@chakra-ui/react';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { WidgetField } from '@/shared/forms';

export function LoginPasswordWidget(props: WidgetProps) {
  const { id, name, htmlName, value, onChange, onBlur, onFocus, disabled, readonly, options } = props;
  return (
    <WidgetField {...props}>
      <Input
        id={id}
        name={htmlName ?? name}
        type="password"
        autoComplete={name === 'passphrase' ? 'off' : 'current-password'}
        value={typeof value === 'string' ? value : ''}
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
