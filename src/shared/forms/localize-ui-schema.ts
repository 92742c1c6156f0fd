/**
 * The form schema's own texts in the user's language. Codegen writes each form's titles and user help (`x-help`) as
 * lingui messages keyed by field path (src/api/generated/form-messages); this turns them into the uiSchema's
 * `ui:title` and `ui:description`, under a feature's own uiSchema (widgets, order, enum labels), which wins where
 * both speak. A schema's `description` is for developers and never reaches a form (ADR 0044).
 */
import type { I18n, MessageDescriptor } from '@lingui/core';

/** What translating needs: an I18n, or the locale-bound `_` of useLingui (@lingui/react) as `{ _ }`. */
export type Translator = Pick<I18n, '_'>;
import type { UiSchema } from '@rjsf/utils';

/** A message with values (`{ ...descriptor, values }` written inline would trip lingui's extractor). */
export function translate(i18n: Translator, descriptor: MessageDescriptor, values: Record<string, unknown>): string {
  const withValues: MessageDescriptor = { ...descriptor, values };
  return i18n._(withValues);
}

/** A generated form-messages module's `messages`. */
export type FormMessages = Readonly<Record<string, { title?: MessageDescriptor; help?: MessageDescriptor }>>;

type UiNode = Record<string, unknown>;

const isNode = (value: unknown): value is UiNode => !!value && typeof value === 'object' && !Array.isArray(value);

/** The translated title of a field path (`node_config.compute`), or the path itself when the schema has none. */
export function fieldTitle(messages: FormMessages, path: string, i18n: Translator): string {
  const title = messages[path]?.title;
  return title ? i18n._(title) : path;
}

/** The uiSchema carrying every translated title and user help of a form. */
export function localizedUiSchema(messages: FormMessages, i18n: Translator): UiSchema {
  const ui: UiNode = {};
  for (const [path, texts] of Object.entries(messages)) {
    let node = ui;
    for (const key of path ? path.split('.') : []) {
      if (!isNode(node[key])) node[key] = {};
      node = node[key] as UiNode;
    }
    if (texts.title) node['ui:title'] = i18n._(texts.title);
    if (texts.help) node['ui:description'] = i18n._(texts.help);
  }
  return ui as UiSchema;
}

/** `override` laid over `base`, object by object; values other than plain objects (components, arrays) replace. */
export function mergeUiSchemas(base: UiSchema, override: UiSchema): UiSchema {
  const out: UiNode = { ...(base as UiNode) };
  for (const [key, value] of Object.entries(override as UiNode)) {
    out[key] =
      isNode(value) && isNode(out[key]) && !key.startsWith('ui:') ? mergeUiSchemas(out[key] as UiSchema, value as UiSchema) : value;
  }
  return out as UiSchema;
}
