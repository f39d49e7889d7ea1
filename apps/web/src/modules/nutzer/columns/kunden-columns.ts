import { BEMERKUNG_MAX, type CUSTOMER_LIST, type TCustomerListRow } from '@lap/contracts';
import type { DataGridProps } from '@lap/ui/data-grid';

type KundenFields = (typeof CUSTOMER_LIST)['fields'];

/** The customer list for staff; the remark is edited in the table (spec 000 §6 SbBereich: editable remark). */
export function kundenColumns(
  saveBemerkung: (row: TCustomerListRow, bemerkung: string) => Promise<void>,
): DataGridProps<KundenFields, TCustomerListRow>['columns'] {
  return {
    // the e-mail identifies the customer and stays in view when the table scrolls sideways
    email: { width: 260, pinned: 'left' },
    telefon: { minWidth: 140 },
    firma: { minWidth: 150 },
    registrierungsGrund: { minWidth: 170 },
    bemerkung: { flex: 2, minWidth: 220, edit: { maxLength: BEMERKUNG_MAX, onSave: saveBemerkung } },
  };
}
