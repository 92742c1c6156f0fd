/** A list's first cell: a resource's name above its id. */
import { Stack, Text } from '@chakra-ui/react';

export function NameCell({ name, id }: { name: string | undefined; id: string }) {
  return (
    <Stack gap="0.5">
      <Text fontWeight="medium">{name || id}</Text>
      <Text textStyle="xs" color="fg.muted" fontFamily="mono">
        {id}
      </Text>
    </Stack>
  );
}
