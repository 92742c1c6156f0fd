/**
 * The refresh button of a list or a page: reloads on click; while a reload is under way the icon turns and the
 * button says so (aria-busy) without going dim, so its text keeps its contrast and it never flickers while a list
 * refreshes itself. `compact`: the icon alone, named by its label.
 */
import { Box, Button, IconButton } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { RefreshCw } from 'lucide-react';

interface RefreshButtonProps {
  onRefresh(): void;
  fetching: boolean;
  compact?: boolean;
}

export function RefreshButton({ onRefresh, fetching, compact = false }: RefreshButtonProps) {
  const { t } = useLingui();
  const label = t`Refresh`;
  const icon = (
    <Box as="span" display="inline-flex" animation={fetching ? 'spin' : undefined} aria-hidden="true">
      <RefreshCw />
    </Box>
  );
  const click = () => {
    if (!fetching) onRefresh();
  };
  return compact ? (
    <IconButton size="sm" variant="outline" aria-label={label} title={label} aria-busy={fetching} onClick={click}>
      {icon}
    </IconButton>
  ) : (
    <Button size="sm" variant="outline" aria-busy={fetching} onClick={click}>
      {icon}
      {label}
    </Button>
  );
}
