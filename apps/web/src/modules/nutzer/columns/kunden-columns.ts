import { BEMERKUNG_MAX, type CUSTOMER_LIST, type TCustomerListRow } from '@lap/contracts';
import type { DataGridProps } from '@lap/ui/data-grid';

type KundenFields = (typeof CUSTOMER_LIST)['fields'];

/** The customer list for staff; the remark is edited in the table (spec 000 §6 SbBereich: editable remark). */
export function kundenColumns(
  saveBemerkung: (row: TCustomerListRow, bemerkung: string) => Promise<void>,
): DataGridProps<KundenFields, TCustomerListRow>['columns'] {
  return {
    // the e-mail identifies the customer and stays in view when the table scrolls sideways; at 1366 px name, company,
    // telephone, the remark and since when; 1920 px adds the request counts and how they heard of the portal
    email: { width: 240, pinned: 'left' },
    firma: {},
    telefon: { minWidth: 130 },
    anzahlAntraege: { wide: true },
    anzahlUnvollstaendig: { wide: true },
    registrierungsGrund: { minWidth: 170, wide: true },
    newsletterAkzeptiert: { hide: true },
    bemerkung: { flex: 2, minWidth: 160, edit: { maxLength: BEMERKUNG_MAX, onSave: saveBemerkung } },
  };
}
