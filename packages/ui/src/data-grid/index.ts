// The shared table (ARCHITECTURE §7). A separate entry point (`@lap/ui/data-grid`) so it lands in the lazily loaded
// chunks of the list pages, not in the shell's bundle; AG Grid itself is loaded by `DataGrid` only on a wide screen.
export {
  DataGrid,
  dataGridQueryKey,
  type DataGridProps,
  type DataGridColumn,
  type DataGridActionColumn,
  type DataGridResult,
  type RowTone,
} from './DataGrid.js';
export {
  GridActionIcon,
  GridActions,
  deleteAction,
  type GridActionIconProps,
  type DeleteActionOptions,
} from './actions.js';
export { DataGridContext, type DataGridContextValue } from './context.js';
export { EDIT_MESSAGES, validateEdit, type EditRule } from './edit.js';
export { EXPORT_TEXTS } from './ExportControl.js';
export { COLUMN_CHOOSER_TEXTS } from './ColumnChooser.js';
export { WIDE_GRID_PX } from './column-visibility.js';
export { PHONE_MAX_EM, PHONE_MEDIA_QUERY } from './list-view-model.js';
export { describeFilter, filterDtoToModel, filterModelToDto, type TFilterModel } from './filter-model.js';
export {
  defaultGridState,
  gridStorageKey,
  restoreGridState,
  serializeGridState,
  toListQuery,
  type ColumnChoices,
  type GridListQuery,
  type GridViewState,
} from './grid-state.js';
export type { GridRowBase } from './items.js';
export { pageWindow, rangeLabel } from './pager.js';
