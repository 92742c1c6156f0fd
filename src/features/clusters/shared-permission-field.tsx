/** The permission of a shared member (read-only or read-write), chosen when sharing a cluster or adding a member. */
import { Trans, useLingui } from '@lingui/react/macro';
import type { SharedPermission } from '@/api/generated/model/sharedPermission';
import { SelectField, type SelectFieldProps } from '@/shared/ui/form-fields';
import { SHARED_PERMISSION_LABELS } from './cluster-labels';

const PERMISSIONS: readonly SharedPermission[] = ['readonly', 'readwrite'];

export function SharedPermissionField(props: Omit<SelectFieldProps<SharedPermission>, 'label' | 'options'>) {
  const { i18n } = useLingui();
  return (
    <SelectField
      label={<Trans>Permission</Trans>}
      options={PERMISSIONS.map((value) => ({ value, label: i18n._(SHARED_PERMISSION_LABELS[value]) }))}
      {...props}
    />
  );
}
