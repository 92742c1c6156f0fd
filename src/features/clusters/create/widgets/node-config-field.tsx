/**
 * The node configuration of a cluster (spec section 3, from the product SKUs and the cluster conf): one editor per
 * role — controller (standard deploy mode only, section 6), compute and login for EHPC (`node_config`), or the one
 * role of `ui:options.role` (the HPC login node, `login_node`).
 */
import { Stack, Text } from '@chakra-ui/react';
import { getUiOptions, type FieldProps, type UiSchema } from '@rjsf/utils';
import type { NodeRole } from '@/api/generated/model/nodeRole';
import { rawPropertySchema, type SchemaNode } from '@/shared/forms';
import { creationContextOf } from '../creation-context';
import { clusterRoles, roleChoices, type NodeSpecValue } from '../node-options';
import { NodeRoleEditor } from './node-role-editor';

const title = (uiSchema: UiSchema | undefined, fallback: string) => String(getUiOptions(uiSchema).title ?? fallback);

/** The node spec schema's count bounds (NodeCount: 0-100), read from the spec's own schema. */
function countBounds(spec: SchemaNode | undefined) {
  const count = rawPropertySchema(spec, 'count');
  return { minimum: Number(count?.minimum ?? 0), maximum: Number(count?.maximum ?? 100) };
}

export function NodeConfigField(props: FieldProps) {
  const { formData, onChange, fieldPathId, uiSchema, errorSchema, registry, schema, disabled, readonly } = props;
  const { catalogue, bareMetal, formData: request } = creationContextOf(registry);
  const single = getUiOptions(uiSchema).role as NodeRole | undefined;
  const roles = single ? [single] : clusterRoles(request.deploy_mode);
  const value = (formData ?? {}) as Record<string, NodeSpecValue>;
  const specSchema = (role: NodeRole) => (single ? (schema as SchemaNode) : rawPropertySchema(schema, role));
  const uiOf = (role: NodeRole) => (single ? uiSchema : (uiSchema?.[role] as UiSchema | undefined));
  return (
    <Stack gap="4">
      {single ? null : (
        <Text fontWeight="medium" textStyle="sm">
          {title(uiSchema, props.name)}
        </Text>
      )}
      {roles.map((role) => {
        const ui = uiOf(role);
        const labels = {
          instance_class: title(ui?.instance_class as UiSchema, 'instance_class'),
          cpu: title(ui?.cpu as UiSchema, 'cpu'),
          memory: title(ui?.memory as UiSchema, 'memory'),
          gpu: title(ui?.gpu as UiSchema, 'gpu'),
          count: title(ui?.count as UiSchema, 'count'),
        };
        return (
          <NodeRoleEditor
            key={role}
            id={single ? fieldPathId.$id : `${fieldPathId.$id}_${role}`}
            title={title(ui, role)}
            labels={labels}
            countBounds={countBounds(specSchema(role))}
            requiredParts={(specSchema(role)?.required as string[] | undefined) ?? []}
            choices={roleChoices(catalogue.conf, role, { skus: catalogue.skus, bareMetal })}
            spec={single ? (formData as NodeSpecValue | undefined) : value[role]}
            errorSchema={(single ? errorSchema : errorSchema?.[role]) as never}
            disabled={disabled || readonly}
            onChange={(spec) => onChange((single ? spec : { ...value, [role]: spec }) as never, fieldPathId.path)}
          />
        );
      })}
    </Stack>
  );
}
