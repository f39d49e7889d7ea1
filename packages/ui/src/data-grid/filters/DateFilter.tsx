import { Group } from '@mantine/core';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { DATE_OPS } from '@lap/contracts';
import { germanDateInputProps } from '../../dates.js';
import { DATE_OP_LABELS, isValueless, type TDateFilterModel, type TDateOp } from '../filter-model.js';
import { OperatorFilter, useFilterDraft, type FilterBodyProps } from './FilterPanel.js';

interface Draft {
  op: TDateOp;
  value: string | undefined;
  valueTo: string | undefined;
}

const OPTIONS = DATE_OPS.map((op) => ({ value: op, label: DATE_OP_LABELS[op].label }));

const fromModel = (m: TDateFilterModel | null): Draft => ({
  op: m?.op ?? 'equals',
  value: m?.value,
  valueTo: m?.valueTo,
});

function toModel(d: Draft): TDateFilterModel | null {
  if (isValueless(d.op)) return { type: 'date', op: d.op };
  if (d.value === undefined) return null;
  if (d.op === 'inRange')
    return d.valueTo === undefined ? null : { type: 'date', op: d.op, value: d.value, valueTo: d.valueTo };
  return { type: 'date', op: d.op, value: d.value };
}

function isDateOp(value: string): value is TDateOp {
  return (DATE_OPS as readonly string[]).includes(value);
}

/** Mantine 8 hands dates around as 'YYYY-MM-DD' strings, the same calendar-day format the server takes. */
const dayOf = (value: string | null): string | undefined => (value ? value.slice(0, 10) : undefined);

/**
 * The calendar opens in a portal; AG Grid would take a click there for a click outside the filter popup
 * and close it, unless the portal carries `ag-custom-component-popup`.
 */
const dateInputProps: Partial<DateInputProps> = {
  ...germanDateInputProps,
  size: 'xs',
  clearable: true,
  clearButtonProps: { 'aria-label': 'Datum löschen' },
  popoverProps: { withinPortal: true, classNames: { dropdown: 'ag-custom-component-popup' } },
};

/** Column filter for date and datetime fields; German entry (TT.MM.JJJJ) or the calendar. */
export function DateFilterBody(props: FilterBodyProps<TDateFilterModel>) {
  const { focusRef: valueRef, hidePopup } = props;
  const { draft, setDraft, commitNow, clear } = useFilterDraft(props, fromModel, toModel);
  return (
    <OperatorFilter
      fieldDef={props.fieldDef}
      active={props.model !== null || toModel(draft) !== null}
      onClear={clear}
      commitNow={commitNow}
      hidePopup={hidePopup}
      options={OPTIONS}
      op={draft.op}
      isOp={isDateOp}
      onOp={(op) => setDraft((d) => ({ ...d, op }))}
    >
      {!isValueless(draft.op) && (
        <Group grow gap="xs" align="flex-start">
          <DateInput
            {...dateInputProps}
            ref={valueRef}
            label={draft.op === 'inRange' ? 'Von' : 'Datum'}
            value={draft.value ?? null}
            onChange={(v) => setDraft((d) => ({ ...d, value: dayOf(v) }))}
          />
          {draft.op === 'inRange' && (
            <DateInput
              {...dateInputProps}
              label="Bis"
              value={draft.valueTo ?? null}
              onChange={(v) => setDraft((d) => ({ ...d, valueTo: dayOf(v) }))}
            />
          )}
        </Group>
      )}
    </OperatorFilter>
  );
}
