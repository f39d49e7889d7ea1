import type { TVersorger, VERSORGER_LIST } from '@lap/contracts';
import { GridActionIcon, GridActions, type DataGridActionColumn, type DataGridProps } from '@lap/ui/data-grid';
import { IconHistory, IconMail, IconUpload } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  AbgeschlossenZelle,
  AnfrageStatusBadge,
  AuskunftBemerkungZelle,
  DatumZelle,
  GemeindenZelle,
  LinksZelle,
  VersorgerNameZelle,
} from '../components/VersorgerZellen';

type Fields = (typeof VERSORGER_LIST)['fields'];

/** The supplier table's columns (spec 001 §3 Versorger): dates, 'abgeschlossen' and the remark are edited in place. */
export const VERSORGER_COLUMNS: DataGridProps<Fields, TVersorger>['columns'] = {
  versorgerName: { pinned: 'left', width: 270, cellRenderer: (row) => <VersorgerNameZelle row={row} /> },
  // the state next to the name stays in view while the table scrolls sideways
  anfrageStatus: {
    pinned: 'left',
    width: 130,
    cellRenderer: (row) => <AnfrageStatusBadge status={row.anfrageStatus} />,
  },
  email: { minWidth: 200 },
  telefon: { minWidth: 130 },
  kontakt: { minWidth: 140 },
  bemerkung: { minWidth: 160 },
  abfrageart: { minWidth: 130 },
  angefragtDatum: {
    width: 175,
    cellRenderer: (row) => <DatumZelle row={row} feld="angefragtDatum" label="Angefragt am" />,
  },
  auskunftDatum: {
    width: 175,
    cellRenderer: (row) => <DatumZelle row={row} feld="auskunftDatum" label="Auskunft am" />,
  },
  vorlageDatum: {
    width: 175,
    cellRenderer: (row) => <DatumZelle row={row} feld="vorlageDatum" label="Wiedervorlage" />,
  },
  abgeschlossen: { width: 140, cellRenderer: (row) => <AbgeschlossenZelle row={row} /> },
  auskunftBemerkung: { minWidth: 220, flex: 2, cellRenderer: (row) => <AuskunftBemerkungZelle row={row} /> },
  automatikVersand: { hide: true },
  // shown as the muted name with its hint
  nurDeaktivierteGemeinden: { hide: true },
};

export interface VersorgerActions {
  historie: (row: TVersorger) => void;
  upload: (row: TVersorger) => void;
}

/** Links, municipalities and the row's actions (the e-mail enquiry, Historie and Upload modals). */
export function versorgerActionColumns(actions: VersorgerActions): DataGridActionColumn<TVersorger>[] {
  return [
    { id: 'links', header: 'Links', width: 210, pinned: null, render: (row) => <LinksZelle row={row} /> },
    { id: 'gemeinden', header: 'Gemeinden', width: 220, pinned: null, render: (row) => <GemeindenZelle row={row} /> },
    {
      id: 'aktionen',
      header: 'Aktion',
      width: 128,
      render: (row) => (
        <GridActions>
          {row.abfrageart === 'E-Mail' && (
            // the operator's e-mail enquiry (spec 001 §2: f=a returns here)
            <GridActionIcon
              component={Link}
              to={`/editEmailJob/${encodeURIComponent(row.id)}/${encodeURIComponent(row.auftragId)}?f=a`}
              label={`E-Mail an ${row.versorgerName} bearbeiten`}
            >
              <IconMail size={17} stroke={1.7} aria-hidden />
            </GridActionIcon>
          )}
          <GridActionIcon label={`Historie – ${row.versorgerName}`} onClick={() => actions.historie(row)}>
            <IconHistory size={17} stroke={1.7} aria-hidden />
          </GridActionIcon>
          <GridActionIcon label={`Upload – ${row.versorgerName}`} onClick={() => actions.upload(row)}>
            <IconUpload size={17} stroke={1.7} aria-hidden />
          </GridActionIcon>
        </GridActions>
      ),
    },
  ];
}
