import { Checkbox, Radio, Stack } from '@mantine/core';
import type { TBooleanFilterModel, TSetFilterModel } from '../filter-model.js';
import { FilterPanel, useFilterDraft, type FilterBodyProps } from './FilterPanel.js';

/** Checkboxes apply almost at once; the short delay merges quick clicks into one request. */
const CHOICE_DEBOUNCE_MS = 200;

type Value = string | number;

/**
 * Column filter for `set` fields: one checkbox per option. All ticked = no filter; none ticked matches
 * nothing (as in AG Grid's own set filter).
 */
export function SetFilterBody(props: FilterBodyProps<TSetFilterModel>) {
  const { focusRef: firstRef, hidePopup } = props;
  const options = props.fieldDef.options ?? [];
  const all = options.map((o) => o.value);
  const fromModel = (m: TSetFilterModel | null): Value[] => (m ? m.values : all);
  const toModel = (selected: Value[]): TSetFilterModel | null =>
    selected.length === all.length ? null : { type: 'set', values: all.filter((v) => selected.includes(v)) };
  const { draft, setDraft, commitNow, clear } = useFilterDraft(props, fromModel, toModel, CHOICE_DEBOUNCE_MS);
  const allTicked = draft.length === all.length;
  return (
    <FilterPanel
      fieldDef={props.fieldDef}
      active={props.model !== null || toModel(draft) !== null}
      onClear={clear}
      onApply={() => {
        commitNow();
        hidePopup.current?.();
      }}
    >
      <Stack gap={6} role="group" aria-label={`${props.fieldDef.label}: Werte`}>
        <Checkbox
          ref={firstRef}
          size="xs"
          label="(Alle auswählen)"
          checked={allTicked}
          indeterminate={!allTicked && draft.length > 0}
          onChange={() => setDraft(allTicked ? [] : all)}
        />
        {options.map((o) => (
          <Checkbox
            key={String(o.value)}
            size="xs"
            label={o.label}
            checked={draft.includes(o.value)}
            onChange={(e) => {
              const checked = e.currentTarget.checked;
              setDraft((d) => (checked ? [...d, o.value] : d.filter((v) => v !== o.value)));
            }}
          />
        ))}
      </Stack>
    </FilterPanel>
  );
}

type BoolChoice = 'alle' | 'ja' | 'nein';

/**
 * Column filter for yes/no fields. A radio group rather than two checkboxes: the filter has three states
 * (all, yes, no), and "neither ticked" would have no meaning.
 */
export function BooleanFilterBody(props: FilterBodyProps<TBooleanFilterModel>) {
  const { focusRef: firstRef, hidePopup } = props;
  const fromModel = (m: TBooleanFilterModel | null): BoolChoice => (m === null ? 'alle' : m.value ? 'ja' : 'nein');
  const toModel = (c: BoolChoice): TBooleanFilterModel | null =>
    c === 'alle' ? null : { type: 'boolean', value: c === 'ja' };
  const { draft, setDraft, commitNow, clear } = useFilterDraft(props, fromModel, toModel, CHOICE_DEBOUNCE_MS);
  return (
    <FilterPanel
      fieldDef={props.fieldDef}
      active={props.model !== null || draft !== 'alle'}
      onClear={clear}
      onApply={() => {
        commitNow();
        hidePopup.current?.();
      }}
    >
      <Radio.Group
        label="Wert"
        size="xs"
        value={draft}
        onChange={(v) => {
          if (v === 'alle' || v === 'ja' || v === 'nein') setDraft(v);
        }}
      >
        <Stack gap={6} mt={4}>
          <Radio ref={firstRef} size="xs" value="alle" label="Alle" />
          <Radio size="xs" value="ja" label="Ja" />
          <Radio size="xs" value="nein" label="Nein" />
        </Stack>
      </Radio.Group>
    </FilterPanel>
  );
}
