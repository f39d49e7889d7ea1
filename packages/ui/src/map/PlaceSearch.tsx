import { Box, Button, Group, Paper, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useClickOutside } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { MAP_TEXT } from './texts.js';
import type { GeoSearchResult } from './types.js';

/** spec 000 §7: the geocoder returns at most 5 places. */
const MAX_RESULTS = 5;

export interface PlaceSearchProps {
  onSearch: (query: string) => Promise<GeoSearchResult[]>;
  onChoose: (result: GeoSearchResult) => void;
  /** spec 000 §8: no result → 'Kein Ergebnisse gefunden', shown at a default position. */
  onNoResult: () => void;
}

/** "Ort suchen": Enter or "Suchen" asks the page's geocoder; a result is chosen by click or keyboard. */
export function PlaceSearch({ onSearch, onChoose, onNoResult }: PlaceSearchProps) {
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<GeoSearchResult[]>([]);
  const [message, setMessage] = useState('');
  const [loading, setLoading] = useState(false);
  const requestNo = useRef(0);
  const listRef = useRef<HTMLUListElement>(null);
  const rootRef = useClickOutside<HTMLDivElement>(() => setResults([]));

  const search = async (): Promise<void> => {
    const q = query.trim();
    if (!q) return;
    const no = ++requestNo.current;
    setLoading(true);
    setMessage('');
    setResults([]);
    try {
      const found = (await onSearch(q)).slice(0, MAX_RESULTS);
      if (no !== requestNo.current) return;
      setResults(found);
      if (found.length === 0) {
        setMessage(MAP_TEXT.keineErgebnisse);
        onNoResult();
      }
    } catch {
      if (no === requestNo.current) setMessage(MAP_TEXT.sucheNichtErreichbar);
    } finally {
      if (no === requestNo.current) setLoading(false);
    }
  };

  const choose = (r: GeoSearchResult): void => {
    setResults([]);
    setMessage('');
    onChoose(r);
  };

  const focusResult = (index: number): void => {
    const buttons = listRef.current?.querySelectorAll('button');
    if (!buttons || buttons.length === 0) return;
    buttons[(index + buttons.length) % buttons.length]?.focus();
  };

  const onInputKey = (e: KeyboardEvent<HTMLInputElement>): void => {
    if (e.key === 'Enter') {
      // Not a <form>: the page may already sit inside one (the Antrag wizard).
      e.preventDefault();
      void search();
    } else if (e.key === 'ArrowDown' && results.length > 0) {
      e.preventDefault();
      focusResult(0);
    } else if (e.key === 'Escape') setResults([]);
  };

  const onListKey = (e: KeyboardEvent<HTMLUListElement>): void => {
    const buttons = [...(listRef.current?.querySelectorAll('button') ?? [])];
    const at = buttons.findIndex((b) => b === document.activeElement);
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      focusResult(at + (e.key === 'ArrowDown' ? 1 : -1));
    } else if (e.key === 'Escape') setResults([]);
  };

  return (
    <Box ref={rootRef} pos="relative" role="search">
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label={MAP_TEXT.ortSuchen}
          value={query}
          onChange={(e) => {
            setQuery(e.currentTarget.value);
            setMessage('');
          }}
          onKeyDown={onInputKey}
          placeholder="z. B. Riesa, Hauptstraße 1"
          w={260}
          autoComplete="off"
        />
        <Button
          type="button"
          variant="default"
          leftSection={<IconSearch size={16} aria-hidden />}
          loading={loading}
          onClick={() => void search()}
        >
          {MAP_TEXT.suchen}
        </Button>
      </Group>
      {results.length > 0 && (
        <Paper shadow="md" withBorder pos="absolute" top="100%" left={0} mt={4} w={360} style={{ zIndex: 20 }}>
          <ul
            ref={listRef}
            aria-label={MAP_TEXT.suchergebnisse}
            onKeyDown={onListKey}
            style={{ listStyle: 'none', margin: 0, padding: 4 }}
          >
            {results.map((r, i) => (
              <li key={`${i}-${r.lat}-${r.lng}`}>
                <UnstyledButton
                  onClick={() => choose(r)}
                  p={6}
                  w="100%"
                  style={{ borderRadius: 4 }}
                  className="lap-map-search-result"
                >
                  <Text size="sm">{r.label}</Text>
                </UnstyledButton>
              </li>
            ))}
          </ul>
        </Paper>
      )}
      {/* Always present (a live region must exist before its text changes); floats so the map does not jump. */}
      <Text
        size="sm"
        role="status"
        c={message === MAP_TEXT.sucheNichtErreichbar ? 'red.9' : 'gray.8'}
        pos="absolute"
        top="100%"
        left={0}
        mt={4}
        px={message ? 6 : 0}
        bg={message ? 'white' : undefined}
        style={{ zIndex: 20, borderRadius: 4 }}
      >
        {message}
      </Text>
    </Box>
  );
}
