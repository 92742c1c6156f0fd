/**
 * A file's text as a job's page shows it (compute jobs' files and logs, simulation jobs' logs). Followed (a running
 * job's log), new output is appended as it arrives — the text already shown stays as it is, so a selection
 * survives — and the view keeps to the end while the user is at the end; a user who scrolled up to read stays
 * where they are.
 */
import { chakra, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useLayoutEffect, useRef, useState } from 'react';

/** How close to the end (px) still counts as at the end. */
const END_SLACK_PX = 8;
/** A NUL among the first characters marks a file that is not text. */
const BINARY_PROBE_CHARS = 8000;

export function isBinaryText(text: string): boolean {
  return text.slice(0, BINARY_PROBE_CHARS).includes('\u0000');
}

/** The text as chunks: a text that continues the previous one adds a chunk; any other replaces them all. */
export function useAppendedChunks(text: string): string[] {
  const [state, setState] = useState<{ text: string; chunks: string[] }>({ text, chunks: [text] });
  if (text === state.text) return state.chunks;
  const chunks = state.text && text.startsWith(state.text) ? [...state.chunks, text.slice(state.text.length)] : [text];
  setState({ text, chunks });
  return chunks;
}

export interface TextViewProps {
  text: string;
  /** Keep to the end as text is appended (starts at the end). */
  follow: boolean;
  label: string;
}

export function TextView({ text, follow, label }: TextViewProps) {
  const { t } = useLingui();
  const chunks = useAppendedChunks(text);
  const ref = useRef<HTMLPreElement>(null);
  const atEnd = useRef(follow);
  const onScroll = () => {
    const view = ref.current;
    if (view) atEnd.current = view.scrollHeight - view.scrollTop - view.clientHeight <= END_SLACK_PX;
  };
  useLayoutEffect(() => {
    const view = ref.current;
    if (view && follow && atEnd.current) view.scrollTop = view.scrollHeight;
  }, [chunks, follow]);
  if (isBinaryText(text)) return <Text color="fg.muted">{t`This file is not text: download it to open it.`}</Text>;
  return (
    <chakra.pre
      ref={ref}
      onScroll={onScroll}
      fontFamily="mono"
      textStyle="xs"
      whiteSpace="pre-wrap"
      wordBreak="break-all"
      maxH="96"
      overflow="auto"
      bg="bg.muted"
      p="3"
      rounded="md"
      tabIndex={0}
      aria-label={label}
    >
      {chunks.map((chunk, index) => (
        <span key={index}>{chunk}</span>
      ))}
    </chakra.pre>
  );
}
