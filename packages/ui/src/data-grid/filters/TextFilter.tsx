import { TextInput } from '@mantine/core';
import { TEXT_OPS } from '@lap/contracts';
import { isValueless, TEXT_OP_LABELS, type TTextFilterModel, type TTextOp } from '../filter-model.js';
import { OperatorFilter, useFilterDraft, type FilterBodyProps } from './FilterPanel.js';

interface Draft {
  op: TTextOp;
  value: string;
}

const OPTIONS = TEXT_OPS.map((op) => ({ value: op, label: TEXT_OP_LABELS[op].label }));

const fromModel = (m: TTextFilterModel | null): Draft => ({ op: m?.op ?? 'contains', value: m?.value ?? '' });

function toModel(d: Draft): TTextFilterModel | null {
  if (isValueless(d.op)) return { type: 'text', op: d.op, value: '' };
  return d.value.trim() ? { type: 'text', op: d.op, value: d.value.slice(0, 200) } : null;
}

function isTextOp(value: string): value is TTextOp {
  return (TEXT_OPS as readonly string[]).includes(value);
}

/** Column filter for text fields: operator + value, evaluated by the server. */
export function TextFilterBody(props: FilterBodyProps<TTextFilterModel>) {
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
      isOp={isTextOp}
      onOp={(op) => setDraft((d) => ({ ...d, op }))}
    >
      {!isValueless(draft.op) && (
        <TextInput
          ref={valueRef}
          label="Wert"
          size="xs"
          maxLength={200}
          value={draft.value}
          onChange={(e) => {
            const value = e.currentTarget.value;
            setDraft((d) => ({ ...d, value }));
          }}
        />
      )}
    </OperatorFilter>
  );
}
