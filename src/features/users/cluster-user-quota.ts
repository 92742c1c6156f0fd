/**
 * The quota modal of a cluster user (the contract's ClusterUserQuotaForm): its generated schema, precompiled
 * validator and translated texts, how it renders (queues and folders picked from the cluster), the form's start for
 * a new or an existing account, the rule the data adds to the schema's and the body of user/addUser or modifyUser.
 *
 * Core-hours (spec section 5, ADR 0019): the contract states a positive integer of at least 5 and at most 100000;
 * the maximum a cluster allows is what it has left unallocated (listClusterUsers' unallocated_core_hours) plus,
 * for an account being modified, what that account already holds. That bound comes from data, so it is a
 * customValidate; the schema's own bounds are the validator's.
 */
import { msg } from '@lingui/core/macro';
import type { CustomValidator, RJSFSchema, UiSchema } from '@rjsf/utils';
import { messages } from '@/api/generated/form-messages/cluster-user-quota-form';
import schemaJson from '@/api/generated/form-schemas/cluster-user-quota-form.json';
import validateFns from '@/api/generated/form-validators/cluster-user-quota-form';
import type { ClusterUser } from '@/api/generated/model/clusterUser';
import { formValidator, type FormMessages, type FormValues, type Translator } from '@/shared/forms';
import { formatNumber } from '@/shared/format';

export const QUOTA_SCHEMA = schemaJson as unknown as RJSFSchema;
export const QUOTA_MESSAGES: FormMessages = messages;
export const quotaValidator = () => formValidator(validateFns, QUOTA_SCHEMA);
export const QUOTA_FIELDS = Object.keys(schemaJson.properties);

const GIB = 1024 ** 3;

/** The contract's upper bound of allocated core-hours (the schema's maximum). */
export const CORE_HOURS_MAXIMUM = schemaJson.properties.allocated_core_hours.maximum;

export function quotaUiSchema(): UiSchema {
  return {
    allocated_core_hours: { 'ui:options': { hideDescription: true } },
    queues: { 'ui:widget': 'clusterQueues', 'ui:options': { hideDescription: true } },
    folders: { 'ui:widget': 'clusterFolders', 'ui:options': { hideDescription: true } },
  };
}

/** The form's start: empty for a new account, the account's quota (storage in whole GB) when modifying. */
export function initialQuota(user?: ClusterUser): FormValues {
  if (!user) return { queues: [], folders: [] };
  return {
    allocated_core_hours: Math.round(user.allocated_core_hours),
    storage_quota_gb: Math.max(1, Math.ceil(user.storage_quota / GIB)),
    queues: [...user.queues],
    folders: [...user.folders],
  };
}

/**
 * The most core-hours the account may hold: the cluster's unallocated core-hours plus what the account holds now
 * (modifying), never above the contract's maximum; undefined while the cluster's figure is not known.
 */
export function coreHoursMaximum(unallocated: number | undefined, current = 0): number | undefined {
  if (unallocated === undefined) return undefined;
  return Math.min(CORE_HOURS_MAXIMUM, Math.floor(unallocated + current));
}

/** The rule of the cluster's data: core-hours within what the cluster has left (see coreHoursMaximum). */
export function quotaCustomValidate(maximum: number | undefined, i18n: Translator): CustomValidator {
  return (formData, errors) => {
    const value = (formData as FormValues | undefined)?.allocated_core_hours;
    if (maximum !== undefined && typeof value === 'number' && Number.isInteger(value) && value <= CORE_HOURS_MAXIMUM && value > maximum) {
      const limit = formatNumber(maximum);
      errors.allocated_core_hours?.addError(i18n._(msg`At most ${limit}: the core-hours the cluster has left to allocate`));
    }
    return errors;
  };
}

/** The quota fields of the request (the whole form: queues and folders as chosen, empty lists included). */
export function quotaBody(data: FormValues): FormValues {
  return Object.fromEntries(
    QUOTA_FIELDS.filter((key) => data[key] !== undefined && data[key] !== null && data[key] !== '').map((key) => [key, data[key]]),
  );
}
