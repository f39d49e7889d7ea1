import type { DataGridColumn } from '@lap/ui/data-grid';

/** The order fields /auftraege and /vorkasselist share beyond their working columns. */
type AuftragDetailField =
  'name' | 'strasseHNr' | 'telefon' | 'zeitraumBearbeitung' | 'baubeginn' | 'baumassnahmeOrPlanung';

/**
 * The order's details both order lists keep off by default (switched on in 'Spalten', still filterable and in the
 * export): the contact person, address, telephone, construction period and kind. One definition for both lists, so a
 * column switched on looks the same in each.
 */
export function auftragDetailColumns<TRow>(): Record<AuftragDetailField, DataGridColumn<TRow>> {
  return {
    name: { minWidth: 140, hide: true },
    strasseHNr: { minWidth: 160, hide: true },
    telefon: { minWidth: 140, hide: true },
    zeitraumBearbeitung: { minWidth: 215, hide: true },
    baubeginn: { hide: true },
    baumassnahmeOrPlanung: { hide: true },
  };
}
