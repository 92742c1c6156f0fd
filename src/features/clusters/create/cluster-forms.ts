/**
 * The two creation forms of the contract (CreateHpcClusterForm, CreateEhpcClusterForm): the generated schema, its
 * precompiled validator and its translated texts. The request body of cluster/createCluster is one of them.
 */
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { messages as ehpcMessages } from '@/api/generated/form-messages/create-ehpc-cluster-form';
import { messages as hpcMessages } from '@/api/generated/form-messages/create-hpc-cluster-form';
import ehpcSchema from '@/api/generated/form-schemas/create-ehpc-cluster-form.json';
import hpcSchema from '@/api/generated/form-schemas/create-hpc-cluster-form.json';
import ehpcValidators from '@/api/generated/form-validators/create-ehpc-cluster-form';
import hpcValidators from '@/api/generated/form-validators/create-hpc-cluster-form';
import type { ClusterType } from '@/api/generated/model/clusterType';
import { formValidator, type FormMessages } from '@/shared/forms';

export interface ClusterForm {
  type: ClusterType;
  schema: RJSFSchema;
  messages: FormMessages;
  validator(): ValidatorType;
}

const form = (type: ClusterType, schema: unknown, validateFns: unknown, messages: FormMessages): ClusterForm => ({
  type,
  schema: schema as RJSFSchema,
  messages,
  validator: () => formValidator(validateFns, schema as RJSFSchema),
});

export const CLUSTER_FORMS: Record<ClusterType, ClusterForm> = {
  hpc: form('hpc', hpcSchema, hpcValidators, hpcMessages),
  ehpc: form('ehpc', ehpcSchema, ehpcValidators, ehpcMessages),
};
