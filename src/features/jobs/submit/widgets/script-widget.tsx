/**
 * The job script (script_path): a file chosen on the cluster's shared storage, or a script written here (empty or
 * from a file template) and saved in the cluster user's job directory with job/createJobFile, whose answer is the
 * path the job runs. Changing a saved script clears the path until it is saved again; a script not saved yet is
 * saved when the job is submitted (use-save-script.ts).
 */
import { Button, Field, HStack, Input, RadioGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { Save } from 'lucide-react';
import { useCreateJobFile } from '@/api/generated/endpoints/jobs/jobs';
import { mutationErrorToast } from '@/shared/errors';
import { WidgetField } from '@/shared/forms';
import { submitContextOf, type ScriptDraft } from '../submit-context';
import { NasFileWidget } from './nas-file-widget';

export function ScriptWidget(props: WidgetProps) {
  const { t } = useLingui();
  const { script, setScript } = submitContextOf(props.registry);
  return (
    <Stack gap="2">
      <RadioGroup.Root
        size="sm"
        value={script.writing ? 'write' : 'choose'}
        onValueChange={({ value }) => {
          // A path from the other source is not this one's.
          setScript({ ...script, writing: value === 'write' });
          if (props.value) props.onChange(undefined);
        }}
        aria-label={t`Where the job script comes from`}
        disabled={props.disabled || props.readonly}
      >
        <HStack gap="5">
          <RadioGroup.Item value="choose">
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{t`Choose a file on the shared storage`}</RadioGroup.ItemText>
          </RadioGroup.Item>
          <RadioGroup.Item value="write">
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{t`Write a script`}</RadioGroup.ItemText>
          </RadioGroup.Item>
        </HStack>
      </RadioGroup.Root>
      {script.writing ? <ScriptEditor widget={props} script={script} setScript={setScript} /> : <NasFileWidget {...props} />}
    </Stack>
  );
}

function ScriptEditor({ widget, script, setScript }: { widget: WidgetProps; script: ScriptDraft; setScript(next: ScriptDraft): void }) {
  const { t } = useLingui();
  const { id, value, onChange, disabled, readonly, registry } = widget;
  const clusterId = submitContextOf(registry).formData.cluster_id as string | undefined;
  const save = useCreateJobFile({ mutation: { onError: mutationErrorToast(t`Could not save the job script`) } });
  const edit = (next: Partial<ScriptDraft>) => {
    setScript({ ...script, ...next });
    if (value) onChange(undefined);
  };
  const canSave = !!clusterId && !!script.file_name.trim() && !!script.content && !disabled && !readonly;
  const send = () => {
    if (!clusterId) return;
    save.mutate(
      { data: { cluster_id: clusterId, file_name: script.file_name.trim(), content: script.content } },
      { onSuccess: ({ file_path: path }) => onChange(path) },
    );
  };
  return (
    <WidgetField {...widget}>
      <Stack gap="2" w="full">
        <Textarea
          id={id}
          value={script.content}
          rows={8}
          fontFamily="mono"
          textStyle="sm"
          readOnly={readonly}
          disabled={disabled}
          onChange={({ target }) => edit({ content: target.value })}
          aria-describedby={ariaDescribedByIds(id)}
        />
        <HStack align="flex-end">
          <Field.Root flex="1">
            <Field.Label>{t`Script file name`}</Field.Label>
            <Input
              value={script.file_name}
              size="sm"
              disabled={disabled}
              readOnly={readonly}
              onChange={({ target }) => edit({ file_name: target.value })}
            />
          </Field.Root>
          <Button size="sm" variant="outline" colorPalette="blue" onClick={send} disabled={!canSave} loading={save.isPending}>
            <Save /> {t`Save to the cluster`}
          </Button>
        </HStack>
        <Text textStyle="xs" color="fg.muted" data-testid="script-state">
          {typeof value === 'string' && value
            ? t`Saved on the cluster as ${value}`
            : clusterId
              ? t`The script is saved on the cluster when you submit the job, or now with Save to the cluster.`
              : t`Choose a cluster first.`}
        </Text>
      </Stack>
    </WidgetField>
  );
}
