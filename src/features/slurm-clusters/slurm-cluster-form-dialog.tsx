/**
 * Register a Slurm cluster, or change a registered one (ADR 0065): the contract's RegisterSlurmClusterForm or
 * ModifySlurmClusterForm in a dialog, the accounts as rows (the owner's row filled in as the owner is typed), the
 * change prefilled from the list's row. The gateway checks slurmrestd, the key and the paths before it saves, which
 * takes seconds: the button works and the dialog says so. A refusal naming a field shows under it, the form kept
 * filled; success closes the dialog, reads the list again and tells what the check found.
 */
import { Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import {
  getListSlurmClustersQueryKey,
  modifySlurmCluster,
  registerSlurmCluster,
} from '@/api/generated/endpoints/slurm-clusters/slurm-clusters';
import { messages as modifyMessages } from '@/api/generated/form-messages/modify-slurm-cluster-form';
import { messages as registerMessages } from '@/api/generated/form-messages/register-slurm-cluster-form';
import modifySchemaJson from '@/api/generated/form-schemas/modify-slurm-cluster-form.json';
import registerSchemaJson from '@/api/generated/form-schemas/register-slurm-cluster-form.json';
import modifyValidateFns from '@/api/generated/form-validators/modify-slurm-cluster-form';
import registerValidateFns from '@/api/generated/form-validators/register-slurm-cluster-form';
import type { ModifySlurmClusterForm } from '@/api/generated/model/modifySlurmClusterForm';
import type { RegisterSlurmClusterForm } from '@/api/generated/model/registerSlurmClusterForm';
import type { SlurmCluster } from '@/api/generated/model/slurmCluster';
import type { SlurmClusterCheck } from '@/api/generated/model/slurmClusterCheck';
import { useOneAtATime } from '@/shared/actions/use-one-at-a-time';
import { showErrorToast, showSuccessToast } from '@/shared/errors';
import { formValidator, SchemaFormDialog, useFieldRefusals, type FormValues } from '@/shared/forms';
import { AccountRowTemplate, AccountsTemplate } from './account-rows';

const FORM_ID = 'slurm-cluster-form';
const REGISTER_SCHEMA = registerSchemaJson as unknown as RJSFSchema;
const MODIFY_SCHEMA = modifySchemaJson as unknown as RJSFSchema;
const REGISTER_FIELDS = Object.keys(REGISTER_SCHEMA.properties ?? {});
const MODIFY_FIELDS = Object.keys(MODIFY_SCHEMA.properties ?? {});

const UI_SCHEMA: UiSchema = {
  'ui:title': '',
  accounts: {
    'ui:ArrayFieldTemplate': AccountsTemplate,
    'ui:options': { orderable: false, copyable: false },
    items: { 'ui:ObjectFieldTemplate': AccountRowTemplate },
  },
};

type Account = { user_id?: string; account?: string };

/** The values of a registered cluster, as the change form takes them. */
function settingsOf(cluster: SlurmCluster): FormValues {
  const { rest_url, jwt_key_path, login_endpoint, shared_path, accounts, munge_key_path, controller, node_feature } = cluster;
  return { rest_url, jwt_key_path, login_endpoint, shared_path, accounts, munge_key_path, controller, node_feature };
}

/** The owner's row follows the owner while it is the only row and still empty or the owner as it was. */
function withOwnerRow(previous: FormValues, next: FormValues): FormValues {
  const owner = next.cluster_owner as string | undefined;
  if (owner === previous.cluster_owner) return next;
  const accounts = (next.accounts as Account[] | undefined) ?? [];
  if (accounts.length > 1) return next;
  const row = accounts[0] ?? {};
  if (row.user_id && row.user_id !== previous.cluster_owner) return next;
  return { ...next, accounts: [{ ...row, user_id: owner }] };
}

export interface SlurmClusterFormDialogProps {
  open: boolean;
  /** The registered cluster to change; registering a new one without it. */
  cluster?: SlurmCluster;
  onClose(): void;
}

export function SlurmClusterFormDialog({ open, cluster, onClose }: SlurmClusterFormDialogProps) {
  const { t } = useLingui();
  const client = useQueryClient();
  const fields = cluster ? MODIFY_FIELDS : REGISTER_FIELDS;
  const schema = cluster ? MODIFY_SCHEMA : REGISTER_SCHEMA;
  const [formData, setFormData] = useState<FormValues>(() => (cluster ? settingsOf(cluster) : { accounts: [{}] }));
  const refusals = useFieldRefusals(fields);
  const validator = useMemo(
    () => (cluster ? formValidator(modifyValidateFns, MODIFY_SCHEMA) : formValidator(registerValidateFns, REGISTER_SCHEMA)),
    [cluster],
  );
  const name = cluster?.cluster_name;

  const save = useOneAtATime(async (data: FormValues) => {
    refusals.clear();
    try {
      let check: SlurmClusterCheck;
      let saved: string;
      if (cluster) {
        ({ check } = await modifySlurmCluster({ cluster_id: cluster.cluster_id, ...(data as unknown as ModifySlurmClusterForm) }));
        saved = cluster.cluster_name;
      } else {
        const form = data as unknown as RegisterSlurmClusterForm;
        ({ check } = await registerSlurmCluster(form));
        saved = form.cluster_name;
      }
      await client.invalidateQueries({ queryKey: getListSlurmClustersQueryKey() });
      const version = check.api_version;
      const answerMs = check.answer_ms;
      const { partition_count: partitionCount, node_count: nodeCount } = check;
      const partitions = plural(partitionCount, { one: '# partition', other: '# partitions' });
      const nodes = plural(nodeCount, { one: '# node', other: '# nodes' });
      showSuccessToast(
        cluster ? t`${saved} changed` : t`${saved} registered`,
        t`slurmrestd ${version} answered in ${answerMs} ms: ${partitions}, ${nodes}.`,
      );
      onClose();
    } catch (error) {
      if (!refusals.refused(error)) showErrorToast(error, cluster ? t`Could not change ${name}` : t`Could not register the cluster`);
    }
  });
  const onChange = useCallback(
    (next: FormValues) => {
      refusals.changed(formData, next);
      setFormData(cluster ? next : withOwnerRow(formData, next));
    },
    [refusals, formData, cluster],
  );

  return (
    <SchemaFormDialog
      open={open}
      title={cluster ? t`Change ${name}` : t`Register a Slurm cluster`}
      formId={FORM_ID}
      size="lg"
      submitLabel={cluster ? <Trans>Check and save</Trans> : <Trans>Check and register</Trans>}
      busy={save.pending}
      onClose={onClose}
      before={
        <Text textStyle="sm" color="fg.muted">
          {cluster ? (
            <Trans>
              The new settings are checked as at registration before they are saved. A user taken out of the accounts can no longer submit
              here; their jobs already in Slurm run on.
            </Trans>
          ) : (
            <Trans>
              Nothing is saved until slurmrestd answers, accepts a token signed with the JWT key for the owner's account, and the shared
              storage (and the munge key, when given) can be read.
            </Trans>
          )}
        </Text>
      }
      after={
        save.pending ? (
          <Text textStyle="sm" color="fg.muted" role="status">
            <Trans>Checking slurmrestd, the key and the paths: this can take a few seconds.</Trans>
          </Text>
        ) : undefined
      }
      form={{
        schema,
        validator,
        messages: cluster ? modifyMessages : registerMessages,
        uiSchema: UI_SCHEMA,
        formData,
        extraErrors: refusals.errors,
        onChange,
        onSubmit: (data) => void save.run(data),
      }}
    />
  );
}
