import { Button, Checkbox, Popover, ScrollArea, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconColumns3, IconRestore } from '@tabler/icons-react';
import { useId } from 'react';
import { isShown, type ChooserColumn } from './column-visibility.js';
import type { ColumnChoices } from './grid-state.js';

export const COLUMN_CHOOSER_TEXTS = {
  button: 'Spalten',
  title: 'Angezeigte Spalten',
  locked: 'immer angezeigt',
  reset: 'Standard wiederherstellen',
} as const;

export interface ColumnChooserProps {
  columns: readonly ChooserColumn[];
  choices: ColumnChoices;
  onChoose: (column: ChooserColumn, shown: boolean) => void;
  onReset: () => void;
}

/**
 * 'Spalten': which catalogue columns the table shows. A dialog of checkboxes (Tab, Space, Escape closes and the
 * keyboard returns to the button); hidden columns keep their filters and stay in the Excel export.
 */
export function ColumnChooser({ columns, choices, onChoose, onReset }: ColumnChooserProps) {
  const titleId = useId();
  const shownCount = columns.filter((c) => isShown(c, choices)).length;
  return (
    <Popover position="bottom-end" shadow="md" trapFocus returnFocus withRoles>
      <Popover.Target>
        <Button
          variant="default"
          size="sm"
          leftSection={<IconColumns3 size={17} stroke={1.7} aria-hidden="true" />}
          aria-label={`${COLUMN_CHOOSER_TEXTS.button} (${shownCount} von ${columns.length} angezeigt)`}
        >
          {COLUMN_CHOOSER_TEXTS.button}
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-labelledby={titleId} p="sm">
        <Stack gap="xs">
          <Text id={titleId} fw={600} size="sm">
            {COLUMN_CHOOSER_TEXTS.title}
          </Text>
          {/* two columns for a long catalogue, so it fits below the toolbar at 768 px height */}
          <ScrollArea.Autosize mah="max(180px, calc(100dvh - 420px))" type="auto" offsetScrollbars>
            <SimpleGrid
              cols={columns.length > 10 ? 2 : 1}
              spacing="lg"
              verticalSpacing={8}
              role="group"
              aria-labelledby={titleId}
              pr={4}
            >
              {columns.map((c) => (
                <Checkbox
                  key={c.id}
                  size="sm"
                  label={c.label}
                  description={c.locked ? COLUMN_CHOOSER_TEXTS.locked : undefined}
                  checked={isShown(c, choices)}
                  disabled={c.locked}
                  onChange={(e) => onChoose(c, e.currentTarget.checked)}
                />
              ))}
            </SimpleGrid>
          </ScrollArea.Autosize>
          {/* enabled even with nothing chosen: disabled under the keyboard it would drop the focus out of the dialog */}
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconRestore size={15} aria-hidden="true" />}
            onClick={onReset}
          >
            {COLUMN_CHOOSER_TEXTS.reset}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
