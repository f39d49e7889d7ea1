import { useGridFilter } from 'ag-grid-react';
import { useRef, type ComponentType, type RefObject } from 'react';
import type { TFilterModel } from '../filter-model.js';
import { BooleanFilterBody, SetFilterBody } from './ChoiceFilters.js';
import { DateFilterBody } from './DateFilter.js';
import type { FilterBodyProps, FilterComponentProps } from './FilterPanel.js';
import { NumberFilterBody } from './NumberFilter.js';
import { TextFilterBody } from './TextFilter.js';

/** Registers the filter with AG Grid: every row passes (the server filtered), and focus goes to `focusRef`. */
function useServerFilter(focusRef: RefObject<HTMLElement | null>): RefObject<(() => void) | null> {
  const hidePopup = useRef<(() => void) | null>(null);
  useGridFilter({
    doesFilterPass: () => true,
    afterGuiAttached: (params) => {
      hidePopup.current = params?.hidePopup ?? null;
      // after AG Grid has positioned the popup
      window.setTimeout(() => focusRef.current?.focus(), 0);
    },
  });
  return hidePopup;
}

/** A filter body as an AG Grid custom column filter. */
function gridFilter<M extends TFilterModel>(Body: ComponentType<FilterBodyProps<M>>) {
  function GridFilter(props: FilterComponentProps<M>) {
    const focusRef = useRef<HTMLInputElement>(null);
    const hidePopup = useServerFilter(focusRef);
    return <Body {...props} focusRef={focusRef} hidePopup={hidePopup} />;
  }
  GridFilter.displayName = `GridFilter(${Body.displayName ?? Body.name})`;
  return GridFilter;
}

export const TextFilter = gridFilter(TextFilterBody);
export const NumberFilter = gridFilter(NumberFilterBody);
export const DateFilter = gridFilter(DateFilterBody);
export const BooleanFilter = gridFilter(BooleanFilterBody);
export const SetFilter = gridFilter(SetFilterBody);
