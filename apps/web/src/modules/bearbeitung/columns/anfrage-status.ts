import type { ANFRAGE_STATUS, TAnfrageStatus } from '@lap/contracts';

/**
 * The text colour of a light status badge. The badge's own shade is too pale on its tint (WCAG AA): red reads in its
 * darkest shade (4.9:1 on the tint), but green 9 reached only 4.0:1 on the green tint ('fertig') and yellow none:
 * those read in dark text (15:1).
 */
export function anfrageStatusText(color: (typeof ANFRAGE_STATUS)[TAnfrageStatus]['color']): string {
  return color === 'red' ? 'red.9' : 'dark.8';
}
