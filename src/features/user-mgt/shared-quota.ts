/**
 * The quota modal of a shared member (the contract's SharedUserQuotaForm): its generated schema, precompiled
 * validator and translated texts, how it renders (queue and partition picked from the cluster's queues, folders from
 * its shared storage, each with its access), the form's start for a new or an existing limit, the rule the data adds
 * to the schema's and the body of shared/user/addResourceLimit or modifyResourceLimit.
 *
 * Bounds (spec section 5, ADR 0030): the contract states them once — core-hours 1000-100000, storage 1-10240 GB, at
 * most 20 folders, queue and partition names. A limit being changed may not go below what the member has already used
 * on the cluster (the gateway refuses it): that floor comes from data, so it is a customValidate.
 */
import { msg } from '@lingui/core/macro';
import type { CustomValidator, RJSFSchema, UiSchema } from '@rjsf/utils';
import { messages } from '@/api/generated/form-messages/shared-user-quota-form';
import schemaJson from '@/api/generated/form-schemas/shared-user-quota-form.json';
import validateFns from '@/api/generated/form-validators/shared-user-quota-form';
import type { SharedUserCluster } from '@/api/generated/model/sharedUserCluster';
import { formatNumber } from '@/shared/format';
import { formValidator, type FormMessages, type FormValues, type Translator } from '@/shared/forms';

export const SHARED_QUOTA_SCHEMA = schemaJson as unknown as RJSFSchema;
export const SHARED_QUOTA_MESSAGES: FormMessages = messages;
export const sharedQuotaValidator = () => formValidator(validateFns, SHARED_QUOTA_SCHEMA);
const FIELDS = Object.keys(schemaJson.properties);

const GIB = 1024 ** 3;
const CORE_HOURS = schemaJson.properties.allocated_core_hours;
const STORAGE = schemaJson.properties.file_system_quota_gb;
/** The contract's rule of a folder path (ClusterFolderPath), to tell which listed folders can be granted. */
const FOLDER_PATH = schemaJson.properties.file_system_acl.items.properties.sub_path;
const FOLDER_PATTERN = new RegExp(FOLDER_PATH.pattern, 'u');
const FOLDER_ESCAPE = new RegExp(FOLDER_PATH.allOf[0].not.pattern, 'u');

export const grantableFolder = (path: string) =>
  path.length <= FOLDER_PATH.maxLength && FOLDER_PATTERN.test(path) && !FOLDER_ESCAPE.test(path);

/** The form's top-level fields, by which a refusal is shown. */
export const SHARED_QUOTA_FIELDS = Object.keys(schemaJson.properties);

export function sharedQuotaUiSchema(): UiSchema {
  return {
    'ui:order': ['allocated_core_hours', 'file_system_quota_gb', 'queue', 'partition', 'file_system_acl'],
    queue: { 'ui:widget': 'clusterQueueName', 'ui:options': { hideDescription: true } },
    partition: { 'ui:widget': 'clusterQueueName', 'ui:options': { hideDescription: true } },
    file_system_acl: { 'ui:widget': 'folderAccess', 'ui:options': { hideDescription: true } },
  };
}

export interface SharedUsage {
  /** Core-hours the member has used on the cluster, rounded up. */
  coreHours: number;
  /** GB of storage the member uses on the cluster, rounded up. */
  storageGb: number;
}

/** What the member has used on the cluster: the floor of a changed limit. */
export function usageOf(cluster: SharedUserCluster): SharedUsage {
  const usage = cluster.resource_usage;
  return {
    coreHours: Math.ceil((usage?.user_assoc_resource_limit?.grp_tres_mins?.cpu ?? 0) / 60),
    storageGb: Math.ceil((usage?.file_system_quota ?? 0) / GIB),
  };
}

/** The form's start: empty for a new limit, the current limit (core-hours, storage in whole GB) when changing it. */
export function initialSharedQuota(cluster: SharedUserCluster): FormValues {
  const limit = cluster.resource_limit;
  if (!limit) return { file_system_acl: [] };
  const minutes = limit.user_assoc_resource_limit?.grp_tres_mins?.cpu;
  return {
    ...(minutes === undefined ? {} : { allocated_core_hours: Math.round(minutes / 60) }),
    ...(limit.file_system_quota === undefined
      ? {}
      : { file_system_quota_gb: Math.max(STORAGE.minimum, Math.ceil(limit.file_system_quota / GIB)) }),
    ...(limit.queue ? { queue: limit.queue } : {}),
    ...(limit.partition ? { partition: limit.partition } : {}),
    file_system_acl: (limit.file_system_acl ?? []).map((acl) => ({ sub_path: acl.sub_path, facl: acl.facl })),
  };
}

/** The rule of the member's data: a changed limit not below what it has used (see usageOf). */
export function sharedQuotaCustomValidate(usage: SharedUsage | undefined, i18n: Translator): CustomValidator {
  return (formData, errors) => {
    const data = formData as FormValues | undefined;
    const hours = data?.allocated_core_hours;
    const storage = data?.file_system_quota_gb;
    if (
      usage &&
      typeof hours === 'number' &&
      Number.isInteger(hours) &&
      hours >= CORE_HOURS.minimum &&
      hours <= CORE_HOURS.maximum &&
      hours < usage.coreHours
    ) {
      const used = formatNumber(usage.coreHours);
      errors.allocated_core_hours?.addError(i18n._(msg`At least ${used}: the core-hours the member has already used`));
    }
    if (
      usage &&
      typeof storage === 'number' &&
      Number.isInteger(storage) &&
      storage >= STORAGE.minimum &&
      storage <= STORAGE.maximum &&
      storage < usage.storageGb
    ) {
      const used = formatNumber(usage.storageGb);
      errors.file_system_quota_gb?.addError(i18n._(msg`At least ${used} GB: the storage the member already uses`));
    }
    return errors;
  };
}

/** The limit fields of the request: the form's values that are set (folders as chosen, an empty list included). */
export function sharedQuotaBody(data: FormValues): FormValues {
  return Object.fromEntries(
    FIELDS.filter((key) => data[key] !== undefined && data[key] !== null && data[key] !== '').map((key) => [key, data[key]]),
  );
}
