/**
 * The private key field of the web terminal login: a file chosen and read in the browser (key-file.ts), never typed.
 * The field's value is the key's text; a file that fails the checks leaves it empty and says why ("The file is too
 * large", "The file is not a valid certificate file", "Please enter a valid key").
 */
import { Button, HStack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { FileKey } from 'lucide-react';
import { useRef, useState } from 'react';
import { WidgetField } from '@/shared/forms';
import { checkKeyFile, type KeyFileProblem } from './key-file';

export function KeyFileWidget(props: WidgetProps) {
  const { id, value, onChange, disabled, readonly, options } = props;
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [fileName, setFileName] = useState<string>();
  const [problem, setProblem] = useState<KeyFileProblem>();
  const problemText: Record<KeyFileProblem, string> = {
    too_large: t`The file is too large`,
    invalid: t`The file is not a valid certificate file`,
    key_type: t`Please enter a valid key`,
  };
  const choose = async (file: File | undefined) => {
    if (!file) return;
    setFileName(file.name);
    const checked = await checkKeyFile(file);
    setProblem(checked.ok ? undefined : checked.problem);
    onChange(checked.ok ? checked.text : options.emptyValue);
  };
  const errors = problem ? [problemText[problem]] : props.rawErrors;
  return (
    <WidgetField {...props} rawErrors={errors}>
      <input
        ref={input}
        id={id}
        type="file"
        hidden
        aria-describedby={ariaDescribedByIds(id)}
        disabled={disabled || readonly}
        onChange={(event) => {
          void choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <HStack gap="3">
        <Button
          size="sm"
          variant="outline"
          disabled={disabled || readonly}
          onClick={() => input.current?.click()}
          aria-label={t`Choose a private key file`}
        >
          <FileKey size={14} /> <Trans>Choose file</Trans>
        </Button>
        <Text textStyle="sm" color={value ? 'fg' : 'fg.muted'} data-testid="key-file-name">
          {fileName ?? <Trans>No file chosen (at most 1M; ssh-rsa or ecdsa-sha2-nistp521)</Trans>}
        </Text>
      </HStack>
      {problem && (
        <Text textStyle="sm" color="fg.error" role="alert">
          {problemText[problem]}
        </Text>
      )}
    </WidgetField>
  );
}
