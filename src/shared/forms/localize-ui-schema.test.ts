import { msg } from '@lingui/core/macro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@/api/generated/form-messages/create-ehpc-cluster-form';
import { activateLocale, i18n } from '@/shared/i18n/locale';
import { fieldTitle, localizedUiSchema, mergeUiSchemas } from './localize-ui-schema';

describe('the schema texts in the uiSchema', () => {
  beforeAll(() => activateLocale('zh'));
  afterAll(() => activateLocale('en'));

  it('puts each translated title and user help (x-help) at its field path, and no developer description', () => {
    const ui = localizedUiSchema(messages, i18n) as Record<string, Record<string, unknown>>;
    expect(ui['ui:title']).toBe('EHPC 集群');
    expect(ui.cluster_name).toEqual({ 'ui:title': '集群名称', 'ui:description': '1 至 20 个字母、数字或下划线。' });
    expect(ui.network_type['ui:description']).toBeUndefined();
    expect((ui.node_config.compute as Record<string, Record<string, unknown>>).count['ui:title']).toBe('数量');
    expect(fieldTitle(messages, 'node_config.login', i18n)).toBe('登录节点');
    expect(fieldTitle(messages, 'unknown', i18n)).toBe('unknown');
  });

  it('lays a feature uiSchema over it', () => {
    const merged = mergeUiSchemas(
      { a: { 'ui:title': 'A', b: { 'ui:title': 'B' } } },
      { a: { 'ui:widget': 'x', b: { 'ui:options': { hideDescription: true } } }, c: { 'ui:title': msg`Required`.id } },
    );
    expect(merged).toEqual({
      a: { 'ui:title': 'A', 'ui:widget': 'x', b: { 'ui:title': 'B', 'ui:options': { hideDescription: true } } },
      c: { 'ui:title': msg`Required`.id },
    });
  });
});
