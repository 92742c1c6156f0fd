/**
 * The search box of list screens: the word is committed (list.setSearch) after a short pause in typing or on
 * Enter, so a list is not re-queried on every key.
 *
 * Not in a form field: a StandaloneInput, without Ark's Field.
 */
import { InputGroup } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { StandaloneInput } from './standalone-controls';

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
      <StandaloneInput
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
