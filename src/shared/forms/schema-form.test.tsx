import type { RJSFSchema } from '@rjsf/utils';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '@/api/generated/form-messages/cluster-user-quota-form';
import schema from '@/api/generated/form-schemas/cluster-user-quota-form.json';
import validateFns from '@/api/generated/form-validators/cluster-user-quota-form';
import { activateLocale } from '@/shared/i18n/locale';
import { renderWithProviders } from '@/shared/testing/render';
import { formValidator } from './form-validator';
import { SchemaForm, type FormValues } from './schema-form';

const root = schema as RJSFSchema;
const errors = () => screen.queryAllByTestId('field-error').map((element) => element.textContent);

function renderForm(props: { stepFields?: string[]; formData?: FormValues } = {}) {
  const onSubmit = vi.fn();
  renderWithProviders(
    <SchemaForm
      schema={root}
      validator={formValidator(validateFns, root)}
      messages={messages}
      stepFields={props.stepFields}
      formData={props.formData ?? {}}
      onSubmit={onSubmit}
    >
      <button type="submit">OK</button>
    </SchemaForm>,
  );
  return { onSubmit, user: userEvent.setup() };
}

describe('a form from a contract schema, in Chinese', () => {
  beforeAll(() => activateLocale('zh'));
  afterAll(() => activateLocale('en'));

  it('labels fields with the translated schema titles and user help (never a developer description), and rjsf buttons through lingui', () => {
    renderForm();
    expect(screen.getByLabelText(/分配核时/)).toBeTruthy();
    expect(screen.getByText('账号自己的文件夹内 1 至 102,400 GB。')).toBeTruthy();
    expect(screen.queryByText('集群用户的分配核时：正整数，至少 5。')).toBeNull();
    expect(screen.getAllByRole('button', { name: /添加一项/ })).toHaveLength(2);
  });

  it('turns Ajv errors into translated messages and does not submit', async () => {
    const { onSubmit, user } = renderForm({ formData: { allocated_core_hours: 3 } });
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(errors()).toEqual(['不能小于 5', '必填']));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows and validates only the fields of a step', async () => {
    const { onSubmit, user } = renderForm({ stepFields: ['storage_quota_gb'], formData: { storage_quota_gb: 10 } });
    expect(screen.queryByLabelText(/分配核时/)).toBeNull();
    expect(screen.getByLabelText(/存储配额/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ storage_quota_gb: 10 })));
  });
});
