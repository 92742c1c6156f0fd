/**
 * rjsf's own texts (buttons, empty lists, fallbacks) in the user's language: the Form's `translateString` hook.
 * rjsf numbers its parameters %1, %2, %3; the messages name them p1, p2, p3.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { TranslatableString } from '@rjsf/utils';
import { translate, type Translator } from './localize-ui-schema';

const STRINGS: Record<TranslatableString, MessageDescriptor> = {
  [TranslatableString.ArrayItemTitle]: msg`Item`,
  [TranslatableString.MissingItems]: msg`The list has no item definition.`,
  [TranslatableString.EmptyArray]: msg`No items yet. Use the button below to add some.`,
  [TranslatableString.YesLabel]: msg`Yes`,
  [TranslatableString.NoLabel]: msg`No`,
  [TranslatableString.CloseLabel]: msg`Close`,
  [TranslatableString.ErrorsLabel]: msg`Errors`,
  [TranslatableString.NewStringDefault]: msg`New value`,
  [TranslatableString.AddButton]: msg`Add`,
  [TranslatableString.AddItemButton]: msg`Add item`,
  [TranslatableString.CopyButton]: msg`Copy`,
  [TranslatableString.ExpandButton]: msg`Expand`,
  [TranslatableString.MoveDownButton]: msg`Move down`,
  [TranslatableString.MoveUpButton]: msg`Move up`,
  [TranslatableString.RemoveButton]: msg`Remove`,
  [TranslatableString.NowLabel]: msg`Now`,
  [TranslatableString.ClearLabel]: msg`Clear`,
  [TranslatableString.AriaDateLabel]: msg`Select a date`,
  [TranslatableString.PreviewLabel]: msg`Preview`,
  [TranslatableString.DecrementAriaLabel]: msg`Decrease by 1`,
  [TranslatableString.IncrementAriaLabel]: msg`Increase by 1`,
  [TranslatableString.OptionalObjectAdd]: msg`Add this optional part`,
  [TranslatableString.OptionalObjectRemove]: msg`Remove this optional part`,
  [TranslatableString.OptionalObjectEmptyMsg]: msg`Not set`,
  [TranslatableString.Type]: msg`Type`,
  [TranslatableString.Value]: msg`Value`,
  [TranslatableString.ClearButton]: msg`Clear the input`,
  [TranslatableString.UnknownFieldType]: msg`Unknown field type {p1}`,
  [TranslatableString.OptionPrefix]: msg`Option {p1}`,
  [TranslatableString.TitleOptionPrefix]: msg`{p1} option {p2}`,
  [TranslatableString.KeyLabel]: msg`{p1} key`,
  [TranslatableString.DeprecatedLabel]: msg`{p1} (deprecated)`,
  [TranslatableString.CycleDetected]: msg`The field "{p1}" refers to itself.`,
  [TranslatableString.InvalidObjectField]: msg`The field "{p1}" is configured wrongly: {p2}.`,
  [TranslatableString.UnsupportedField]: msg`This field cannot be shown.`,
  [TranslatableString.UnsupportedFieldWithId]: msg`The field {p1} cannot be shown.`,
  [TranslatableString.UnsupportedFieldWithReason]: msg`This field cannot be shown: {p1}.`,
  [TranslatableString.UnsupportedFieldWithIdAndReason]: msg`The field {p1} cannot be shown: {p2}.`,
  [TranslatableString.FilesInfo]: msg`{p1} ({p2}, {p3} bytes)`,
};

/** rjsf's `translateString` in the active language of `i18n`. */
export function rjsfTranslator(i18n: Translator): (text: TranslatableString, params?: string[]) => string {
  return (text, params = []) => {
    const descriptor = STRINGS[text];
    if (!descriptor) return params.reduce((out, value, i) => out.replace(`%${i + 1}`, value), text as string);
    return translate(i18n, descriptor, { p1: params[0], p2: params[1], p3: params[2] });
  };
}
