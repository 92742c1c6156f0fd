import { TranslatableString } from '@rjsf/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateLocale, i18n } from '@/shared/i18n/locale';
import { rjsfTranslator } from './rjsf-strings';

describe("rjsf's own texts", () => {
  beforeAll(() => activateLocale('zh'));
  afterAll(() => activateLocale('en'));

  it('are translated, with their %1 %2 parameters', () => {
    const translate = rjsfTranslator(i18n);
    expect(translate(TranslatableString.AddItemButton)).toBe('添加一项');
    expect(translate(TranslatableString.RemoveButton)).toBe('移除');
    expect(translate(TranslatableString.UnknownFieldType, ['tuple'])).toBe('未知的字段类型 tuple');
    expect(translate(TranslatableString.TitleOptionPrefix, ['网络', '2'])).toBe('网络 选项 2');
  });
});
