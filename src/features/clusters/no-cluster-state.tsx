/** What a page says to a user without any cluster: a server icon, a title, an explanation and the way on (`children`, a link button). */
import { EmptyState, VStack } from '@chakra-ui/react';
import { Server } from 'lucide-react';
import type { ReactNode } from 'react';

export interface NoClusterStateProps {
  title: ReactNode;
  description: ReactNode;
  size?: EmptyState.RootProps['size'];
  children: ReactNode;
}

export function NoClusterState({ title, description, size, children }: NoClusterStateProps) {
  return (
    <EmptyState.Root size={size}>
      <EmptyState.Content>
        <EmptyState.Indicator>
          <Server />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{title}</EmptyState.Title>
          <EmptyState.Description>{description}</EmptyState.Description>
        </VStack>
        {children}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
