/**
 * An input and a native select styled by Chakra's input and nativeSelect recipes, for controls that stand alone, not
 * in a form field (a list's search box, the header's zone, a table's rows per page). Chakra's Input and NativeSelect
 * read an enclosing Field and import Ark's whole Field namespace to do so (about 3 KB gzip on the landing). Inside a
 * form field, use Chakra's: they take the field's id, disabled and invalid state.
 */
import { chakra, createRecipeContext, useSlotRecipe, type HTMLChakraProps, type InputProps } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { forwardRef } from 'react';

const inputRecipe = createRecipeContext({ key: 'input' });

/** Chakra's Input (same recipe, sizes and variants) on a plain input element. */
export const StandaloneInput = inputRecipe.withContext<HTMLInputElement, InputProps>('input');

export interface StandaloneSelectProps extends Omit<HTMLChakraProps<'select'>, 'size'> {
  size?: 'xs' | 'sm' | 'md';
  /** On the wrapper (which holds the indicator), as NativeSelect.Root takes them. */
  width?: HTMLChakraProps<'div'>['width'];
  maxW?: HTMLChakraProps<'div'>['maxW'];
}

export const StandaloneSelect = forwardRef<HTMLSelectElement, StandaloneSelectProps>(function StandaloneSelect(
  { size = 'sm', width, maxW, children, ...rest },
  ref,
) {
  const recipe = useSlotRecipe({ key: 'nativeSelect' });
  const styles = recipe({ size });
  return (
    <chakra.div css={styles.root} width={width} maxW={maxW}>
      <chakra.select ref={ref} css={styles.field} {...rest}>
        {children}
      </chakra.select>
      <chakra.div css={styles.indicator} aria-hidden>
        <ChevronDown />
      </chakra.div>
    </chakra.div>
  );
});
