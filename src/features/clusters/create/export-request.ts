/**
 * Exporting the request as JSON from the review step (beyond the spec): the body cluster/createCluster would be
 * sent, without its passwords (the fields whose schema carries the contract's password rules).
 */
import { patternRulesOf, rawPropertySchema, type FormValues } from '@/shared/forms';
import type { ClusterForm } from './cluster-forms';
import { requestBody } from './form-data';

/** A top-level field holding a password: its schema names `password.*` rules. */
export function isSecretField(form: ClusterForm, field: string): boolean {
  const schema = rawPropertySchema(form.schema, field);
  return !!schema && patternRulesOf(schema).some(({ rule }) => rule.startsWith('password.'));
}

export function exportableRequest(form: ClusterForm, formData: FormValues): FormValues {
  return Object.fromEntries(Object.entries(requestBody(formData)).filter(([field]) => !isSecretField(form, field)));
}

/** Saves `value` as a JSON file through the browser's download. */
export function downloadJson(fileName: string, value: unknown): void {
  const url = URL.createObjectURL(new Blob([`${JSON.stringify(value, null, 2)}\n`], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
