/** Where the user is in the creation flow: the steps, numbered from 1, the current one marked. */
import { Box, Circle, HStack, List, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Check } from 'lucide-react';
import type { CreationStep } from './creation-steps';

export function StepIndicator({ steps, current }: { steps: readonly CreationStep[]; current: number }) {
  const { t, i18n } = useLingui();
  return (
    <List.Root as="ol" listStyleType="none" display="flex" flexWrap="wrap" gap="4" aria-label={t`Creation steps`}>
      {steps.map((step, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'next';
        return (
          <List.Item key={step.id} aria-current={state === 'current' ? 'step' : undefined}>
            <HStack gap="2" align="flex-start">
              <Circle
                size="7"
                borderWidth="2px"
                borderColor={state === 'next' ? 'border' : 'blue.solid'}
                bg={state === 'done' ? 'blue.solid' : undefined}
                color={state === 'done' ? 'blue.contrast' : state === 'current' ? 'blue.fg' : 'fg.muted'}
                textStyle="sm"
                fontWeight="semibold"
              >
                {state === 'done' ? <Check size={14} aria-hidden /> : index + 1}
              </Circle>
              <Box>
                <Text fontWeight={state === 'current' ? 'semibold' : 'medium'} textStyle="sm">
                  {i18n._(step.title)}
                </Text>
                <Text textStyle="xs" color="fg.muted" display={{ base: 'none', md: 'block' }}>
                  {i18n._(step.description)}
                </Text>
              </Box>
            </HStack>
          </List.Item>
        );
      })}
    </List.Root>
  );
}
