import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import type { TListFieldDef } from '@lap/contracts';
import { useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { TFilterModel } from '../filter-model.js';
import { sameJson } from '../grid-state.js';

/** What every column filter receives besides AG Grid's own props (`colDef.filterParams`). */
export interface FieldFilterParams {
  fieldDef: TListFieldDef;
}

/** The part of AG Grid's custom filter props our filters use. */
export interface FilterComponentProps<M extends TFilterModel> extends FieldFilterParams {
  model: M | null;
  onModelChange: (model: M | null) => void;
}

/** Typing waits this long before the server is asked; Enter applies at once. */
export const FILTER_DEBOUNCE_MS = 450;

/**
 * The editing state of one column filter. The grid's model is what the server evaluates, so the draft is
 * applied debounced (and immediately on Enter/'Anwenden'); a model changed from outside (reset, a removed
 * filter chip, restored state) replaces the draft.
 */
export function useFilterDraft<M extends TFilterModel, D>(
  { model, onModelChange }: Pick<FilterComponentProps<M>, 'model' | 'onModelChange'>,
  fromModel: (m: M | null) => D,
  toModel: (d: D) => M | null,
  delayMs: number = FILTER_DEBOUNCE_MS,
) {
  const [draft, setDraft] = useState<D>(() => fromModel(model));
  const applied = useRef<M | null>(model);
  const toModelRef = useRef(toModel);
  toModelRef.current = toModel;
  const fromModelRef = useRef(fromModel);
  fromModelRef.current = fromModel;

  useEffect(() => {
    if (sameJson(model, applied.current)) return;
    applied.current = model;
    setDraft((current) => (sameJson(toModelRef.current(current), model) ? current : fromModelRef.current(model)));
  }, [model]);

  const commit = useCallback(
    (d: D) => {
      const next = toModelRef.current(d);
      if (sameJson(next, applied.current)) return;
      applied.current = next;
      onModelChange(next);
    },
    [onModelChange],
  );

  useEffect(() => {
    const timer = window.setTimeout(() => commit(draft), delayMs);
    return () => window.clearTimeout(timer);
  }, [draft, commit, delayMs]);

  const clear = useCallback(() => {
    const empty = fromModelRef.current(null);
    setDraft(empty);
    commit(empty);
  }, [commit]);

  return { draft, setDraft, commitNow: () => commit(draft), clear };
}

/**
 * A filter's body as both hosts use it: AG Grid's column menu (`grid-filters.tsx`) and the phone's list view. Free of
 * AG Grid code, so the list view on a phone loads none.
 */
export interface FilterBodyProps<M extends TFilterModel> extends FilterComponentProps<M> {
  /** The field that gets the focus when the filter opens. */
  focusRef: RefObject<HTMLInputElement | null>;
  /** Closes the host's popup ('Anwenden'); null where there is none. */
  hidePopup: RefObject<(() => void) | null>;
}

export interface FilterPanelProps {
  fieldDef: TListFieldDef;
  children: ReactNode;
  active: boolean;
  onApply: () => void;
  onClear: () => void;
}

/** The frame of every column filter popup: title, fields, 'Filter löschen' and 'Anwenden'. */
export function FilterPanel({ fieldDef, children, active, onApply, onClear }: FilterPanelProps) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onApply();
      }}
      style={{ width: 280, padding: 12 }}
    >
      <Stack gap={8}>
        <Text size="sm" fw={600}>
          Filter: {fieldDef.label}
        </Text>
        {children}
        <Group justify="space-between" gap="xs" mt={4}>
          <Button type="button" variant="subtle" size="xs" color="gray" onClick={onClear} disabled={!active}>
            Filter löschen
          </Button>
          <Button type="submit" size="xs">
            Anwenden
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export interface OperatorFilterProps<Op extends string> {
  fieldDef: TListFieldDef;
  active: boolean;
  onClear: () => void;
  commitNow: () => void;
  hidePopup: RefObject<(() => void) | null>;
  options: ReadonlyArray<{ value: Op; label: string }>;
  op: Op;
  isOp: (value: string) => value is Op;
  onOp: (op: Op) => void;
  children?: ReactNode;
}

/** The frame of the operator-based filters (text, number, date): 'Bedingung' select, then the value fields. */
export function OperatorFilter<Op extends string>({
  fieldDef,
  active,
  onClear,
  commitNow,
  hidePopup,
  options,
  op,
  isOp,
  onOp,
  children,
}: OperatorFilterProps<Op>) {
  return (
    <FilterPanel
      fieldDef={fieldDef}
      active={active}
      onClear={onClear}
      onApply={() => {
        commitNow();
        hidePopup.current?.();
      }}
    >
      <NativeSelect
        label="Bedingung"
        size="xs"
        data={[...options]}
        value={op}
        onChange={(e) => {
          const value = e.currentTarget.value;
          if (isOp(value)) onOp(value);
        }}
      />
      {children}
    </FilterPanel>
  );
}
