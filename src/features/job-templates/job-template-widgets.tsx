/**
 * Widgets of the job template form: how jobs run, among the submit types a template offers, and the file template
 * its job script was made from (filetemplate/tempList, the whole list of 100).
 */
import { useLingui } from '@lingui/react/macro';
import type { WidgetProps } from '@rjsf/utils';
import { useListFileTemplates } from '@/api/generated/endpoints/job-templates/job-templates';
import { errorMessage } from '@/shared/errors';
import { ChoiceWidget, OptionSelect } from '@/shared/forms';

/** Section 9: file template list 100. */
const FILE_TEMPLATE_LIMIT = 100;

/** The schema's enum values that `ui:options.offered` lists, as radios. */
export function RunChoiceWidget(props: WidgetProps) {
  const offered = (props.options.offered ?? []) as unknown[];
  const enumOptions = (props.options.enumOptions ?? []).filter((option) => offered.includes(option.value));
  return <ChoiceWidget {...props} options={{ ...props.options, enumOptions }} />;
}

export function FileTemplateWidget(props: WidgetProps) {
  const { t } = useLingui();
  const query = useListFileTemplates(
    { limit: FILE_TEMPLATE_LIMIT, sort_key: 'create_time', reverse: 1 },
    { query: { staleTime: 5 * 60_000 } },
  );
  const options = (query.data?.file_template_set ?? []).map((template) => ({
    value: template.file_temp_id,
    label: [template.name, [template.software, template.sw_ver].filter(Boolean).join(' ')].filter(Boolean).join(' · '),
  }));
  return (
    <OptionSelect
      widget={props}
      options={options}
      loading={query.isFetching}
      hint={query.error ? errorMessage(query.error) : undefined}
      placeholder={t`No file template`}
    />
  );
}
