import type { DateInputProps } from '@mantine/dates';
import { parseGermanDate } from '@lap/domain';

/** German labels of the calendar's navigation buttons (screen readers). */
export const GERMAN_CALENDAR_ARIA_LABELS: NonNullable<DateInputProps['ariaLabels']> = {
  previousMonth: 'Vorheriger Monat',
  nextMonth: 'Nächster Monat',
  previousYear: 'Vorheriges Jahr',
  nextYear: 'Nächstes Jahr',
  previousDecade: 'Vorheriges Jahrzehnt',
  nextDecade: 'Nächstes Jahrzehnt',
  monthLevelControl: 'Monat wählen',
  yearLevelControl: 'Jahr wählen',
};

/** German entry (TT.MM.JJJJ, also T.M.JJ) of a calendar day; Mantine 8 hands days around as 'YYYY-MM-DD'. */
export const germanDateInputProps: Partial<DateInputProps> = {
  valueFormat: 'DD.MM.YYYY',
  placeholder: 'TT.MM.JJJJ',
  dateParser: (text: string) => parseGermanDate(text),
  ariaLabels: GERMAN_CALENDAR_ARIA_LABELS,
};
