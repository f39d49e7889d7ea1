/**
 * Column widths from the text they show, measured with the page's own font on a canvas (no layout). Without a canvas
 * (tests in Node) an average character width stands in.
 */
export type TextKind = 'header' | 'cell';

const FONT = { header: { weight: 600, size: 13, avg: 8.6 }, cell: { weight: 400, size: 14, avg: 7.8 } } as const;

let context: CanvasRenderingContext2D | null | undefined;
let family = '';

function canvas(): CanvasRenderingContext2D | null {
  if (context !== undefined) return context;
  try {
    context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
    family = context ? getComputedStyle(document.body).fontFamily || 'sans-serif' : '';
  } catch {
    context = null;
  }
  return context ?? null;
}

/** Width in px of one line of text in the grid's header or cell font. */
export function textWidth(text: string, kind: TextKind): number {
  const f = FONT[kind];
  const ctx = canvas();
  if (!ctx) return text.length * f.avg;
  ctx.font = `${f.weight} ${f.size}px ${family}`;
  return ctx.measureText(text).width;
}

/** Cell padding left and right (AG Grid's spacing × the theme's padding scale), a little to spare. */
export const CELL_PADDING_PX = 28;
/** The filter button beside a header's text. */
export const FILTER_BUTTON_PX = 24;
/** The sort arrow beside a header's text when the column is sorted. */
export const SORT_ICON_PX = 18;
