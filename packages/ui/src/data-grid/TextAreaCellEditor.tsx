import { Box, Group, Text, Textarea } from '@mantine/core';
import type { CustomCellEditorProps } from 'ag-grid-react';
import { useEffect, useRef, useState } from 'react';
import { editText } from './edit.js';

export interface TextAreaEditorParams {
  /** Column label, for the field's accessible name. */
  label: string;
  /** Shown as a counter; the check itself happens on save (with the German message). */
  maxLength?: number;
}

const KEYS_FOR_THE_GRID = new Set(['Escape', 'Tab']);

/** The text the editor starts with: typing a character replaces the value, Backspace/Delete clear it. */
function startText(eventKey: string | null, value: unknown): { text: string; selectAll: boolean } {
  if (eventKey === 'Backspace' || eventKey === 'Delete') return { text: '', selectAll: false };
  if (eventKey && eventKey.length === 1) return { text: eventKey, selectAll: false };
  return { text: editText(value), selectAll: eventKey !== 'F2' && eventKey !== null };
}

/**
 * Popup editor for long texts (remarks): a growing textarea with a character counter and the keys spelled
 * out. Enter saves, Shift+Enter starts a new line, Escape cancels.
 */
export function TextAreaCellEditor(props: CustomCellEditorProps & TextAreaEditorParams) {
  const { onValueChange, label, maxLength } = props;
  const [start] = useState(() => startText(props.eventKey, props.initialValue));
  const [text, setText] = useState(start.text);
  const ref = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    onValueChange(start.text);
    const el = ref.current;
    if (!el) return;
    el.focus();
    if (start.selectAll) el.select();
    else el.setSelectionRange(el.value.length, el.value.length);
    // Natively, so the grid's own key handling (navigation, Enter = stop editing) never sees these keys.
    const keep = (event: KeyboardEvent) => {
      if (event.key === 'Enter' && !event.shiftKey) return;
      if (KEYS_FOR_THE_GRID.has(event.key)) return;
      event.stopPropagation();
    };
    el.addEventListener('keydown', keep);
    return () => el.removeEventListener('keydown', keep);
  }, [onValueChange, start]);

  const over = maxLength !== undefined && text.length > maxLength;
  return (
    <Box
      p={8}
      w={520}
      bg="white"
      style={{
        border: '1px solid var(--mantine-color-gray-4)',
        borderRadius: 4,
        boxShadow: 'var(--mantine-shadow-md)',
      }}
    >
      <Textarea
        ref={ref}
        aria-label={`${label} bearbeiten`}
        autosize
        minRows={4}
        maxRows={12}
        value={text}
        error={over || undefined}
        onChange={(e) => {
          const next = e.currentTarget.value;
          setText(next);
          onValueChange(next);
        }}
      />
      <Group justify="space-between" gap="xs" mt={6} wrap="nowrap">
        <Text size="xs" c="dimmed">
          Eingabe: speichern · Umschalt+Eingabe: neue Zeile · Esc: abbrechen
        </Text>
        {maxLength !== undefined && (
          <Text size="xs" c={over ? 'red.9' : 'dimmed'} fw={over ? 600 : undefined} style={{ whiteSpace: 'nowrap' }}>
            {text.length.toLocaleString('de-DE')} / {maxLength.toLocaleString('de-DE')}
          </Text>
        )}
      </Group>
    </Box>
  );
}
