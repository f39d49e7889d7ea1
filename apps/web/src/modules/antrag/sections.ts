/** spec 000 §2: the section anchors of the request form (ids, spelled as the spec gives them). */
export const SECTION = {
  antragsdaten: 'antragsdaten',
  antragsteller: 'antragsteller',
  auftraggeber: 'auftraggeber-Daten',
  bauausfuehrender: 'bauausfuehrender-Daten',
  betreiber: 'betreiber',
} as const;

export const SECTION_LABELS: Array<[string, string]> = [
  [SECTION.antragsdaten, 'Antragsdaten'],
  [SECTION.antragsteller, 'Antragsteller'],
  [SECTION.auftraggeber, 'Auftraggeber'],
  [SECTION.bauausfuehrender, 'Bauausführender'],
  [SECTION.betreiber, 'Infrastrukturbetreiber'],
];
