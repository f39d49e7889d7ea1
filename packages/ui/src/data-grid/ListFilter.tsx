import '@mantine/dates/styles.css';
import 'dayjs/locale/de';
import { CloseButton, Group, NativeSelect, Paper } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import type { TFilterDto, TListDef, TListFieldDef } from '@lap/contracts';
import { useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { filterDtoToModel, filterModelToDto, filterTypeFor, type TFilterModel } from './filter-model.js';
import { BooleanFilterBody, SetFilterBody } from './filters/ChoiceFilters.js';
import { DateFilterBody } from './filters/DateFilter.js';
import type { FilterBodyProps } from './filters/FilterPanel.js';
import { NumberFilterBody } from './filters/NumberFilter.js';
import { TextFilterBody } from './filters/TextFilter.js';
import type { SortOption } from './list-view-model.js';

const BODIES = {
  text: TextFilterBody,
  number: NumberFilterBody,
  date: DateFilterBody,
  boolean: BooleanFilterBody,
  set: SetFilterBody,
} as const;

export interface ListFilterProps<F extends Record<string, TListFieldDef>> {
  list: TListDef<F>;
  /** The filterable fields, as the select offers them. */
  fields: readonly SortOption[];
  filterDto: TFilterDto;
  onChange: (filterDto: TFilterDto) => void;
  onClose: () => void;
}

/**
 * The list view's filters: a select of the field, then the same filter form as the grid's column menu ('Anwenden'
 * closes it). Loaded only when opened.
 */
export function ListFilter<F extends Record<string, TListFieldDef>>({
  list,
  fields,
  filterDto,
  onChange,
  onClose,
}: ListFilterProps<F>) {
  const [field, setField] = useState(() => filterDto[0]?.field ?? fields[0]?.value ?? '');
  const focusRef = useRef<HTMLInputElement>(null);
  const hidePopup = useRef<(() => void) | null>(onClose);
  hidePopup.current = onClose;
  const selectRef = useRef<HTMLSelectElement>(null);
  useEffect(() => selectRef.current?.focus(), []);

  const fd: TListFieldDef | undefined = list.fields[field];
  const models = useMemo(() => filterDtoToModel(filterDto), [filterDto]);
  const filterDtoRef = useRef(filterDto);
  filterDtoRef.current = filterDto;
  const onModelChange = useMemo(
    () => (model: TFilterModel | null) => {
      const next: Record<string, unknown> = { ...filterDtoToModel(filterDtoRef.current) };
      if (model === null) delete next[field];
      else next[field] = model;
      onChange(filterModelToDto(list, next));
    },
    [field, list, onChange],
  );
  const Body = fd ? (BODIES[filterTypeFor(fd.type)] as ComponentType<FilterBodyProps<TFilterModel>>) : null;

  return (
    <DatesProvider settings={{ locale: 'de', firstDayOfWeek: 1, consistentWeeks: true }}>
      <Paper withBorder radius="sm" p="xs" role="group" aria-label="Filter">
        <Group gap="xs" align="flex-end" wrap="nowrap" px={12}>
          <NativeSelect
            ref={selectRef}
            label="Filtern nach"
            size="sm"
            style={{ flex: 1 }}
            data={[...fields]}
            value={field}
            onChange={(e) => setField(e.currentTarget.value)}
          />
          <CloseButton aria-label="Filter schließen" onClick={onClose} mb={4} />
        </Group>
        {Body && fd && (
          <Body
            key={field}
            fieldDef={fd}
            model={models[field] ?? null}
            onModelChange={onModelChange}
            focusRef={focusRef}
            hidePopup={hidePopup}
          />
        )}
      </Paper>
    </DatesProvider>
  );
}
