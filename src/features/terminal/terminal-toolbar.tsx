/** The terminal's tools: font size (−/+), copy the selection, paste, and find in the output (Enter next, Shift+Enter previous). */
import { Button, HStack, IconButton, Input, InputGroup, Spacer, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDown, ChevronUp, ClipboardPaste, Copy, Minus, Plus, Search } from 'lucide-react';
import { useState } from 'react';
import { FONT_SIZE } from './font-size';

export interface TerminalToolbarProps {
  fontSize: number;
  onFontSize(step: 1 | -1): void;
  onCopy(): void;
  onPaste(): void;
  /** Answers whether the text was found. */
  onFind(text: string, backwards: boolean): boolean;
}

export function TerminalToolbar({ fontSize, onFontSize, onCopy, onPaste, onFind }: TerminalToolbarProps) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const find = (backwards: boolean) => setMissing(Boolean(text) && !onFind(text, backwards));
  return (
    <HStack gap="2" wrap="wrap">
      <HStack gap="1" role="group" aria-label={t`Font size`}>
        <IconButton
          size="xs"
          variant="outline"
          aria-label={t`Smaller font`}
          title={t`Smaller font`}
          disabled={fontSize <= FONT_SIZE.min}
          onClick={() => onFontSize(-1)}
        >
          <Minus size={14} />
        </IconButton>
        <Text textStyle="sm" minW="10" textAlign="center" aria-live="polite">
          <Trans>{fontSize} px</Trans>
        </Text>
        <IconButton
          size="xs"
          variant="outline"
          aria-label={t`Larger font`}
          title={t`Larger font`}
          disabled={fontSize >= FONT_SIZE.max}
          onClick={() => onFontSize(1)}
        >
          <Plus size={14} />
        </IconButton>
      </HStack>
      <Button size="xs" variant="outline" onClick={onCopy} title={t`Copy the selected text (Ctrl+Shift+C)`}>
        <Copy size={14} /> <Trans>Copy</Trans>
      </Button>
      <Button size="xs" variant="outline" onClick={onPaste} title={t`Paste (Ctrl+Shift+V)`}>
        <ClipboardPaste size={14} /> <Trans>Paste</Trans>
      </Button>
      <Spacer />
      <InputGroup startElement={<Search size={14} />} width="56">
        <Input
          size="xs"
          type="search"
          aria-label={t`Find in the terminal`}
          placeholder={t`Find in the terminal`}
          aria-invalid={missing || undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setMissing(false);
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            find(event.shiftKey);
          }}
        />
      </InputGroup>
      <IconButton size="xs" variant="ghost" aria-label={t`Previous match`} title={t`Previous match`} onClick={() => find(true)}>
        <ChevronUp size={14} />
      </IconButton>
      <IconButton size="xs" variant="ghost" aria-label={t`Next match`} title={t`Next match`} onClick={() => find(false)}>
        <ChevronDown size={14} />
      </IconButton>
      {missing && (
        <Text textStyle="xs" color="fg.error" role="status">
          <Trans>Not found</Trans>
        </Text>
      )}
    </HStack>
  );
}
