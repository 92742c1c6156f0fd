/** What the creation flow shares with its widgets through rjsf's formContext. */
import type { Registry } from '@rjsf/utils';
import type { FormValues } from '@/shared/forms';
import type { CreationCatalogue } from './use-creation-catalogue';

export interface CreationContext {
  /** The whole request being built (a widget sees only its own field's value otherwise). */
  formData: FormValues;
  catalogue: CreationCatalogue;
  /** The chosen version is a bare-metal (-BM) one. */
  bareMetal: boolean;
}

export function creationContextOf(registry: Pick<Registry, 'formContext'>): CreationContext {
  return registry.formContext as CreationContext;
}
