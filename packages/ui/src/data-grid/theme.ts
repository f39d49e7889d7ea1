import { createPart, themeQuartz } from 'ag-grid-community';

export const ROW_HEIGHT = 36;
export const HEADER_HEIGHT = 40;

/**
 * Row tones (spec 000 §4: `ueberschritten` true red, false green; 001: Erstkunde yellow, positions with
 * suppliers blue-ish). A light tint plus a 4 px bar on the first cell, so the colour is seen without
 * hurting the contrast of the text; the bar also carries the meaning for people who see colours poorly.
 */
const TONES = {
  danger: { bg: '#fdecec', bar: '#c92a2a' },
  success: { bg: '#e9f7ec', bar: '#2b8a3e' },
  warning: { bg: '#fff6d1', bar: '#e8a400' },
  info: { bg: '#e8f1fa', bar: '#1f5f99' },
} as const;

const toneCss = Object.entries(TONES)
  .map(
    ([tone, c]) => `
.lap-row-${tone} { background-color: ${c.bg}; }
.lap-row-${tone} .ag-cell.ag-column-first { box-shadow: inset 4px 0 0 ${c.bar}; }`,
  )
  .join('\n');

/** Tabler's pencil, shown on hover/focus of an editable cell: "you can edit this". */
const PENCIL =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%231f5f99' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='M4 20h4L18.5 9.5a2.83 2.83 0 0 0-4-4L4 16v4'/%3E%3Cpath d='M13.5 6.5l4 4'/%3E%3C/svg%3E";

const lapPart = createPart({
  feature: 'lapDataGrid',
  css: `
${toneCss}
.ag-header-cell-label { font-weight: 600; }
.ag-header-cell-text { overflow-wrap: normal; word-break: normal; }
.ag-header-cell-filter-button:not(.ag-filter-active) .ag-icon { color: #868e96; }
.ag-header-cell:hover .ag-header-cell-filter-button:not(.ag-filter-active) .ag-icon,
.ag-header-cell:focus-within .ag-header-cell-filter-button:not(.ag-filter-active) .ag-icon { color: #343a40; }
.lap-header-sr .ag-header-cell-text { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.ag-cell.lap-cell-editable { cursor: text; }
.ag-cell.lap-cell-editable:hover { box-shadow: inset 0 -1px 0 #73a3d6; }
.ag-cell.lap-cell-editable:is(:hover, .ag-cell-focus)::after {
  content: ''; position: absolute; right: 8px; top: 50%; width: 14px; height: 14px; transform: translateY(-50%);
  background: url("${PENCIL}") center / contain no-repeat; opacity: 0.7; pointer-events: none;
}
.ag-cell.lap-cell-actions { display: flex; align-items: center; padding-left: 6px; padding-right: 6px; }
.ag-cell.lap-cell-toggle { display: flex; align-items: center; justify-content: center; padding: 0; }
.ag-row-pinned { font-weight: 600; }
.ag-full-width-row.lap-detail-row { background-color: #f8fafc; }
.ag-full-width-row.lap-detail-row .ag-full-width-container, .ag-full-width-row.lap-detail-row > div { height: 100%; }
`,
});

/**
 * The grid look: AG Grid's Quartz theme tuned to the app's Mantine theme (font, lapBlue accent, gray
 * borders, 4 px radius) — compact (36 px rows) but with the app's 14 px text.
 */
export const lapGridTheme = themeQuartz
  .withParams({
    fontFamily: 'inherit',
    fontSize: 14,
    headerFontSize: 13,
    headerFontWeight: 600,
    dataFontSize: 14,
    rowHeight: ROW_HEIGHT,
    headerHeight: HEADER_HEIGHT,
    spacing: 6,
    cellHorizontalPaddingScale: 1.1,
    accentColor: '#1f5f99',
    foregroundColor: '#212529',
    textColor: '#212529',
    subtleTextColor: '#5c6670',
    backgroundColor: '#ffffff',
    headerBackgroundColor: '#f1f3f5',
    headerTextColor: '#343a40',
    borderColor: '#dee2e6',
    rowBorder: { color: '#e9ecef' },
    wrapperBorderRadius: 4,
    borderRadius: 4,
    oddRowBackgroundColor: '#fcfcfd',
    rowHoverColor: 'rgba(31, 95, 153, 0.07)',
    selectedRowBackgroundColor: 'rgba(31, 95, 153, 0.14)',
    iconColor: '#495057',
    iconSize: 15,
    browserColorScheme: 'light',
    columnBorder: false,
    headerColumnResizeHandleColor: '#ced4da',
    pinnedRowBorder: { color: '#ced4da' },
    pinnedRowBackgroundColor: '#f8f9fa',
    focusShadow: { spread: 2, color: 'rgba(31, 95, 153, 0.45)' },
    inputFocusBorder: { color: '#1f5f99' },
  })
  .withPart(lapPart);
