/**
 * The node count of each role within the cluster conf's range for that role (a rule of the gateway's configuration,
 * not of the schema, which allows 0-100 for every role): an rjsf customValidate for the steps that show nodes and
 * for the review.
 */
import { msg } from '@lingui/core/macro';
import type { CustomValidator, FormValidation } from '@rjsf/utils';
import { rawPropertySchema, translate, type SchemaNode, type Translator } from '@/shared/forms';
import type { ClusterForm } from './cluster-forms';
import { clusterRoles, roleChoices, type NodeSpecValue } from './node-options';
import type { CreationCatalogue } from './use-creation-catalogue';

const OUT_OF_RANGE = msg`From {min} to {max} for this role`;

/** The schema's own bounds of a node spec's count. */
function withinSchema(spec: SchemaNode | undefined, count: number): boolean {
  const bounds = rawPropertySchema(spec, 'count');
  return count >= Number(bounds?.minimum ?? -Infinity) && count <= Number(bounds?.maximum ?? Infinity);
}

export function nodeCountValidator(
  form: ClusterForm,
  catalogue: Pick<CreationCatalogue, 'conf' | 'skus'>,
  bareMetal: boolean,
  i18n: Translator,
): CustomValidator {
  return (formData, errors) => {
    const data = (formData ?? {}) as Record<string, unknown>;
    const check = (
      role: 'controller' | 'compute' | 'login',
      spec: NodeSpecValue | undefined,
      specSchema: SchemaNode | undefined,
      handler: FormValidation | undefined,
    ) => {
      const range = roleChoices(catalogue.conf, role, { skus: catalogue.skus, bareMetal })?.count;
      const count = spec?.count;
      if (!range || typeof count !== 'number' || !withinSchema(specSchema, count) || (count >= range.min && count <= range.max)) return;
      (handler as Record<string, FormValidation | undefined> | undefined)?.count?.addError(
        translate(i18n, OUT_OF_RANGE, { min: range.min, max: range.max }),
      );
    };
    const handlers = errors as unknown as Record<string, Record<string, FormValidation> | undefined>;
    if (form.type === 'hpc') {
      check(
        'login',
        data.login_node as NodeSpecValue,
        rawPropertySchema(form.schema, 'login_node'),
        handlers.login_node as FormValidation | undefined,
      );
    } else {
      const nodes = (data.node_config ?? {}) as Record<string, NodeSpecValue>;
      const nodeSchema = rawPropertySchema(form.schema, 'node_config');
      for (const role of clusterRoles(data.deploy_mode))
        check(role, nodes[role], rawPropertySchema(nodeSchema, role), handlers.node_config?.[role]);
    }
    return errors;
  };
}
