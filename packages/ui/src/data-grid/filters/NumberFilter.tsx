import { Group, NumberInput } from '@mantine/core';
import { NUMBER_OPS } from '@lap/contracts';
import { isValueless, NUMBER_OP_LABELS, type TNumberFilterModel, type TNumberOp } from '../filter-model.js';
import { OperatorFilter, useFilterDraft, type FilterBodyProps } from './FilterPanel.js';

interface Draft {
  op: TNumberOp;
  value: number | undefined;
  valueTo: number | undefined;
}

const OPTIONS = NUMBER_OPS.map((op) => ({ value: op, label: NUMBER_OP_LABELS[op].label }));

const fromModel = (m: TNumberFilterModel | null): Draft => ({
  op: m?.op ?? 'equals',
  value: m?.value,
  valueTo: m?.valueTo,
});

function toModel(d: Draft): TNumberFilterModel | null {
  if (isValueless(d.op)) return { type: 'number', op: d.op };
  if (d.value === undefined) return null;
  if (d.op === 'inRange')
    return d.valueTo === undefined ? null : { type: 'number', op: d.op, value: d.value, valueTo: d.valueTo };
  return { type: 'number', op: d.op, value: d.value };
}

function isNumberOp(value: string): value is TNumberOp {
  return (NUMBER_OPS as readonly string[]).includes(value);
}

function toNumber(value: number | string): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const n = Number(value.replace(',', '.'));
  return value.trim() !== '' && Number.isFinite(n) ? n : undefined;
}

/** Column filter for number and money fields (money in euros, as the server expects). */
export function NumberFilterBody(props: FilterBodyProps<TNumberFilterModel>) {
  const { focusRef: valueRef, hidePopup } = props;
  const { draft, setDraft, commitNow, clear } = useFilterDraft(props, fromModel, toModel);
  const money = props.fieldDef.type === 'money';
  const unit = money ? ' in €' : '';
  const numberProps = {
    size: 'xs' as const,
    decimalSeparator: ',',
    thousandSeparator: '.',
    allowDecimal: true,
    decimalScale: money ? 2 : 4,
    hideControls: true,
  };
  return (
    <OperatorFilter
      fieldDef={props.fieldDef}
      active={props.model !== null || toModel(draft) !== null}
      onClear={clear}
      commitNow={commitNow}
      hidePopup={hidePopup}
      options={OPTIONS}
      op={draft.op}
      isOp={isNumberOp}
      onOp={(op) => setDraft((d) => ({ ...d, op }))}
    >
      {!isValueless(draft.op) && (
        <Group grow gap="xs" align="flex-start">
          <NumberInput
            {...numberProps}
            ref={valueRef}
            label={draft.op === 'inRange' ? `Von${unit}` : `Wert${unit}`}
            value={draft.value ?? ''}
            onChange={(v) => setDraft((d) => ({ ...d, value: toNumber(v) }))}
          />
          {draft.op === 'inRange' && (
            <NumberInput
              {...numberProps}
              label={`Bis${unit}`}
              value={draft.valueTo ?? ''}
              onChange={(v) => setDraft((d) => ({ ...d, valueTo: toNumber(v) }))}
            />
          )}
        </Group>
      )}
    </OperatorFilter>
  );
}
