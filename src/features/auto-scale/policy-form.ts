/**
 * The auto-scale policy form of the contract (AutoScaleStrategyForm): its generated schema, precompiled validator
 * and translated texts; the fields an expand or a shrink policy shows (expand: queued-cores threshold and maximum;
 * shrink: reserved idle nodes); a saved policy's values; and the body sent to queue/ehpc/addStrategy or
 * modifyStrategy (the whole form again: the other type's fields are never sent, the contract refuses them).
 */
import { msg } from '@lingui/core/macro';
import { getDefaultFormState, type RegistryWidgetsType, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { messages } from '@/api/generated/form-messages/auto-scale-strategy-form';
import schemaJson from '@/api/generated/form-schemas/auto-scale-strategy-form.json';
import validateFns from '@/api/generated/form-validators/auto-scale-strategy-form';
import type { AddStrategyRequest } from '@/api/generated/model/addStrategyRequest';
import type { Strategy } from '@/api/generated/model/strategy';
import { formValidator, QueueWidget, type FormMessages, type FormValues, type Translator } from '@/shared/forms';
import { POLICY_TYPE_LABELS } from './policy-labels';

export const POLICY_SCHEMA = schemaJson as unknown as RJSFSchema;
export const POLICY_MESSAGES: FormMessages = messages;
export const policyValidator = () => formValidator(validateFns, POLICY_SCHEMA);
export const POLICY_FIELDS = Object.keys(schemaJson.properties);

export type PolicyType = Strategy['op_type'];

const TYPE_FIELDS: Record<PolicyType, string[]> = { expand: ['queued_cores', 'max_nodes'], shrink: ['reserved_idle_nodes'] };

export const typeOf = (value: unknown): PolicyType => (value === 'shrink' ? 'shrink' : 'expand');

/** The fields shown, in order, for the chosen policy type. */
export function policyFields(opType: unknown): string[] {
  return ['queue_id', 'op_type', ...TYPE_FIELDS[typeOf(opType)], 'node_step', 'check_frequency', 'op_is_enabled', 'run_now'];
}

export const policyWidgets: RegistryWidgetsType = { queue: QueueWidget };

export function policyUiSchema(i18n: Translator, editing: boolean): UiSchema {
  return {
    queue_id: { 'ui:widget': 'queue', 'ui:options': { hideDescription: true } },
    // A policy keeps its type: another type is another policy (one of each per queue).
    op_type: {
      'ui:widget': 'choice',
      'ui:enumNames': (['expand', 'shrink'] as const).map((type) => i18n._(POLICY_TYPE_LABELS[type])),
      'ui:disabled': editing,
    },
    op_is_enabled: { 'ui:widget': 'toggle', 'ui:options': { hideDescription: true } },
    run_now: {
      'ui:widget': 'toggle',
      'ui:description': i18n._(msg`Checks the condition once as soon as the policy is saved; otherwise the first check waits one period.`),
    },
  };
}

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/** The form's start: the schema's defaults under the values given (a saved policy when editing). */
export function initialPolicyData(values: FormValues = {}): FormValues {
  return getDefaultFormState(policyValidator(), POLICY_SCHEMA, values, POLICY_SCHEMA, false, {
    emptyObjectFields: 'populateAllDefaults',
  }) as FormValues;
}

/** A saved policy's values, as the form holds them (run_now starts off: it is asked for again each time). */
export function valuesOfPolicy(policy: Strategy): FormValues {
  const shown = new Set(policyFields(policy.op_type));
  const values = Object.fromEntries(Object.entries(policy).filter(([key, value]) => shown.has(key) && present(value)));
  return { ...values, run_now: 0 };
}

/** `next` after a change: the fields of the other policy type are dropped. */
export function normalizePolicyData(next: FormValues): FormValues {
  const shown = new Set(policyFields(next.op_type));
  return Object.fromEntries(Object.entries(next).filter(([key]) => shown.has(key) || !POLICY_FIELDS.includes(key)));
}

/** The body of addStrategy (modifyStrategy adds strategy_id): the shown fields of the form, without empty values. */
export function policyRequestBody(clusterId: string, formData: FormValues): AddStrategyRequest {
  const shown = new Set(policyFields(formData.op_type));
  const fields = Object.entries(formData).filter(([key, value]) => shown.has(key) && present(value));
  return { cluster_id: clusterId, ...Object.fromEntries(fields) } as unknown as AddStrategyRequest;
}
