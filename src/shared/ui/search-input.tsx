/**
 * The search box of list screens: the word is committed (list.setSearch) after a short pause in typing or on
 * Enter, so a list is not re-queried on every key.
 *
 * Trivial shared addition by the screens-a engineer (clusters, nodes, queues, users, software, …);
 * not part of the data-table work.
 */
import { Input, InputGroup } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

export const SEARCH_DEBOUNCE_MS = 400;

export interface SearchInputProps {
  /** The committed word (list.search_word). */
  value: string;
  onSearch(word: string): void;
  /** Accessible name and placeholder. */
  label: string;
  width?: string;
}

export function SearchInput({ value, onSearch, label, width = '64' }: SearchInputProps) {
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => setText(value), [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (word: string) => {
    clearTimeout(timer.current);
    if (word.trim() !== value.trim()) onSearch(word.trim());
  };
  return (
    <InputGroup startElement={<Search size={14} />} width={width} maxW="full">
      <Input
        size="sm"
        type="search"
        aria-label={label}
        placeholder={label}
        value={text}
        onChange={(event) => {
          const word = event.currentTarget.value;
          setText(word);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => commit(word), SEARCH_DEBOUNCE_MS);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit(text);
        }}
      />
    </InputGroup>
  );
}
