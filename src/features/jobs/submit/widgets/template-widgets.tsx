/**
 * The templates the submit form offers: a job template of the chosen cluster (jobtemplate/tempList), whose values
 * the form takes and whose command or script the job runs; and a file template (filetemplate/tempList, the whole
 * list of 100), a ready-made script loaded into the script editor.
 */
import { Code, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { WidgetProps } from '@rjsf/utils';
import { useListFileTemplates, useListJobTemplates } from '@/api/generated/endpoints/job-templates/job-templates';
import { errorMessage } from '@/shared/errors';
import { OptionSelect } from '@/shared/forms';
import { submitContextOf } from '../submit-context';

/** Section 9: file template list 100; the job templates of one cluster in one page of the same size. */
const TEMPLATE_LIMIT = 100;

export function JobTemplateWidget(props: WidgetProps) {
  const { t } = useLingui();
  const context = submitContextOf(props.registry);
  const clusterId = context.formData.cluster_id as string | undefined;
  const query = useListJobTemplates(
    { cluster_id: clusterId, limit: TEMPLATE_LIMIT, sort_key: 'create_time', reverse: 1 },
    { query: { enabled: !!clusterId, staleTime: 30_000 } },
  );
  const templates = query.data?.hpc_job_template_set ?? [];
  const options = templates.map((template) => ({ value: template.temp_id, label: `${template.name} (${template.queue_name})` }));
  const chosen = templates.find((template) => template.temp_id === props.value);
  const runs = chosen ? (chosen.submit_type === 'script' ? chosen.script_path : chosen.cmd) : undefined;
  const hint = !clusterId
    ? t`Choose a cluster first.`
    : query.error
      ? errorMessage(query.error)
      : query.isSuccess && !options.length
        ? t`The cluster has no job template yet.`
        : undefined;
  const widget = {
    ...props,
    onChange(value: unknown) {
      const template = templates.find((item) => item.temp_id === value);
      if (template) context.chooseTemplate(template);
      props.onChange(value);
    },
  };
  return (
    <>
      <OptionSelect widget={widget} options={options} loading={query.isFetching} hint={hint} placeholder={t`Choose a job template`} />
      {runs ? (
        <Text textStyle="xs" color="fg.muted" mt="1">
          {chosen?.submit_type === 'script' ? t`Runs the script` : t`Runs the command`} <Code size="sm">{runs}</Code>
        </Text>
      ) : null}
    </>
  );
}

export function FileTemplateWidget(props: WidgetProps) {
  const { t } = useLingui();
  const context = submitContextOf(props.registry);
  const query = useListFileTemplates({ limit: TEMPLATE_LIMIT, sort_key: 'create_time', reverse: 1 }, { query: { staleTime: 5 * 60_000 } });
  const templates = query.data?.file_template_set ?? [];
  const options = templates.map((template) => ({
    value: template.file_temp_id,
    label: [template.name, [template.software, template.sw_ver].filter(Boolean).join(' ')].filter(Boolean).join(' · '),
  }));
  const widget = {
    ...props,
    onChange(value: unknown) {
      const template = templates.find((item) => item.file_temp_id === value);
      if (template) context.chooseFileTemplate(template);
      props.onChange(value);
    },
  };
  const hint = query.error ? errorMessage(query.error) : t`Loads a ready-made script into the editor.`;
  return <OptionSelect widget={widget} options={options} loading={query.isFetching} hint={hint} placeholder={t`No file template`} />;
}
