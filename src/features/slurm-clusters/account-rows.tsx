/**
 * The registration's accounts (who runs jobs as whom) as rows: a console user and the cluster account beside it, a
 * remove button at the end of each row and "Add a user" below; the form's own description under the title.
 */
import { Box, Button, Fieldset, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { getUiOptions, type ArrayFieldTemplateProps, type ObjectFieldTemplateProps } from '@rjsf/utils';
import { Plus } from 'lucide-react';

export function AccountsTemplate({ items, canAdd, onAddClick, disabled, readonly, title, uiSchema, required }: ArrayFieldTemplateProps) {
  const options = getUiOptions(uiSchema);
  const description = typeof options.description === 'string' ? options.description : undefined;
  return (
    <Fieldset.Root>
      <Fieldset.Legend textStyle="sm" fontWeight="medium">
        {options.title ?? title}
        {required && (
          <Text as="span" color="fg.error" ms="1" aria-hidden="true">
            *
          </Text>
        )}
      </Fieldset.Legend>
      {description && (
        <Fieldset.HelperText textStyle="xs" color="fg.muted">
          {description}
        </Fieldset.HelperText>
      )}
      <Stack gap="0">{items}</Stack>
      {canAdd && (
        <Box>
          <Button size="xs" variant="outline" onClick={onAddClick} disabled={disabled || readonly}>
            <Plus />
            <Trans>Add a user</Trans>
          </Button>
        </Box>
      )}
    </Fieldset.Root>
  );
}

/** One mapping: its two fields side by side, each half the row. */
export function AccountRowTemplate({ properties }: ObjectFieldTemplateProps) {
  return (
    <HStack align="start" gap="3" w="full">
      {properties.map((property) => (
        <Box key={property.name} flex="1" minW="0">
          {property.content}
        </Box>
      ))}
    </HStack>
  );
}
