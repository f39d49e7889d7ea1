import { AG_GRID_LOCALE_DE } from '@ag-grid-community/locale';
import { MSG } from '@lap/contracts';

/**
 * AG Grid's German texts, with the spec's empty state and a few corrections of the stock translation
 * (checkbox states read "geprüft" there, which means "examined").
 */
export const GRID_LOCALE_DE: Record<string, string> = {
  ...AG_GRID_LOCALE_DE,
  noRowsToShow: MSG.keineDaten,
  noMatchingRows: MSG.keineDaten,
  loadingOoo: 'Daten werden geladen …',
  ariaChecked: 'ausgewählt',
  ariaUnchecked: 'nicht ausgewählt',
  ariaRowDeselect: 'Drücken Sie die Leertaste, um die Auswahl dieser Zeile aufzuheben',
  ariaRowSelect: 'Drücken Sie die Leertaste, um diese Zeile auszuwählen',
  ariaRowSelectAll: 'Drücken Sie die Leertaste, um alle Zeilen dieser Seite aus- oder abzuwählen',
  ariaRowToggleSelection: 'Drücken Sie die Leertaste, um die Zeile aus- oder abzuwählen',
  ariaInputEditor: 'Wert bearbeiten',
  ariaFilterMenuOpen: 'Filter öffnen',
  ariaFilterColumn: 'Drücken Sie Strg+Eingabe, um den Filter zu öffnen',
  ariaSortableColumn: 'Drücken Sie Eingabe zum Sortieren, Umschalt+Eingabe für eine weitere Sortierung',
};
