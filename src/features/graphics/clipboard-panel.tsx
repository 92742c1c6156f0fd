/**
 * The remote desktop's clipboard beside the display: what was copied there shows here (and goes to the browser's
 * clipboard where the browser allows it); text written or pasted here is sent to the remote clipboard, to be pasted
 * there.
 */
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ClipboardPaste } from 'lucide-react';
import { TextareaField } from '@/shared/ui/form-fields';

export interface ClipboardPanelProps {
  text: string;
  onChange(text: string): void;
  onSend(): void;
  /** The display is connected: text can be sent. */
  live: boolean;
}

export function ClipboardPanel({ text, onChange, onSend, live }: ClipboardPanelProps) {
  const { t } = useLingui();
  return (
    <Stack gap="2" borderWidth="1px" rounded="md" p="3" role="region" aria-label={t`Clipboard`}>
      <TextareaField label={<Trans>Remote clipboard</Trans>} value={text} onChange={onChange} rows={3} />
      <HStack gap="3" wrap="wrap" justify="space-between">
        <Text textStyle="xs" color="fg.muted">
          <Trans>Text copied on the remote desktop appears here. Write or paste text here and send it, then paste it there.</Trans>
        </Text>
        <Button size="xs" variant="outline" disabled={!live || !text} onClick={onSend}>
          <ClipboardPaste size={14} />
          <Trans>Send to the remote desktop</Trans>
        </Button>
      </HStack>
    </Stack>
  );
}
