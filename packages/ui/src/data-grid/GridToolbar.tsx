import { Badge, Button, CloseButton, Group, Pill, Text, TextInput } from '@mantine/core';
import type { TFilterDto, TListDef, TListFieldDef } from '@lap/contracts';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { describeFilter } from './filter-model.js';

export interface GridToolbarProps {
  /** The search box, when the list has one. */
  search?: { text: string; onChange: (text: string) => void };
  selectedCount?: number;
  /** The page's own buttons, left of 'Filter zurücksetzen'. */
  toolbar?: ReactNode;
  onReset: () => void;
  resetDisabled: boolean;
  /** The column chooser and the export, right of 'Filter zurücksetzen'. */
  end?: ReactNode;
}

/** Above the table: search and selection count on the left; the page's buttons, reset, 'Spalten' and export on the right. */
export function GridToolbar({ search, selectedCount = 0, toolbar, onReset, resetDisabled, end }: GridToolbarProps) {
  return (
    <Group justify="space-between" align="center" gap="sm" wrap="wrap">
      <Group gap="sm" wrap="wrap">
        {search && (
          <TextInput
            aria-label="Suche"
            placeholder="Suchen …"
            size="sm"
            w={260}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            value={search.text}
            onChange={(e) => search.onChange(e.currentTarget.value)}
            rightSection={
              search.text ? (
                <CloseButton size="sm" aria-label="Suche leeren" onClick={() => search.onChange('')} />
              ) : null
            }
          />
        )}
        {selectedCount > 0 && (
          <Badge variant="light" size="lg" radius="sm" tt="none" fw={600}>
            {selectedCount} ausgewählt
          </Badge>
        )}
      </Group>
      <Group gap="sm" wrap="wrap">
        {toolbar}
        <Button
          variant="default"
          size="sm"
          leftSection={<IconFilterOff size={17} stroke={1.7} aria-hidden="true" />}
          onClick={onReset}
          disabled={resetDisabled}
        >
          Filter zurücksetzen
        </Button>
        {end}
      </Group>
    </Group>
  );
}

/** The active filters as removable pills, also those of columns that are not shown. */
export function ActiveFilters<F extends Record<string, TListFieldDef>>({
  list,
  filterDto,
  onRemove,
}: {
  list: TListDef<F>;
  filterDto: TFilterDto;
  onRemove: (field: string) => void;
}) {
  if (filterDto.length === 0) return null;
  return (
    <Group gap={6} wrap="wrap" aria-label="Aktive Filter" role="group">
      <Text size="xs" c="dimmed">
        Aktive Filter:
      </Text>
      {filterDto.map((f) => {
        const fd: TListFieldDef | undefined = list.fields[f.field];
        if (!fd) return null;
        const text = describeFilter(fd, f);
        return (
          <Pill
            key={f.field}
            withRemoveButton
            onRemove={() => onRemove(f.field)}
            // Mantine takes the remove button out of the tab order (it is made for inputs): here it is the only way
            // to remove the filter, so it is a button reached with Tab, named by what it removes (issue 42)
            removeButtonProps={{
              tabIndex: 0,
              'aria-hidden': false,
              'aria-label': `Filter entfernen: ${text}`,
            }}
          >
            {text}
          </Pill>
        );
      })}
    </Group>
  );
}
