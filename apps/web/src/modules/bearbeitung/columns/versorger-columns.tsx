import { isHttpUrl, type TVersorger, type VERSORGER_LIST } from '@lap/contracts';
import { GridActionIcon, GridActions, type DataGridActionColumn, type DataGridProps } from '@lap/ui/data-grid';
import {
  IconBuildingFactory2,
  IconExternalLink,
  IconForms,
  IconHistory,
  IconMail,
  IconUpload,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  AbgeschlossenZelle,
  AnfrageStatusBadge,
  AuskunftBemerkungZelle,
  DatumZelle,
  GemeindenZelle,
  VersorgerNameZelle,
} from '../components/VersorgerZellen';

type Fields = (typeof VERSORGER_LIST)['fields'];

/**
 * The supplier table's columns (spec 001 §3 Versorger): dates, 'abgeschlossen' and the remark are edited in place.
 * At 1366 px what a case worker works the enquiries by: the operator and its state, asked on, the follow-up date, the
 * municipalities and the actions (the links among them); 1920 px adds the answer's date, 'Abgeschlossen' and the
 * remark. The operator's contact data and enquiry way are a click away in 'Spalten' (and on the operator's page).
 */
export const VERSORGER_COLUMNS: DataGridProps<Fields, TVersorger>['columns'] = {
  versorgerName: { pinned: 'left', width: 240, cellRenderer: (row) => <VersorgerNameZelle row={row} /> },
  // the state next to the name stays in view while the table scrolls sideways
  anfrageStatus: {
    pinned: 'left',
    width: 130,
    cellRenderer: (row) => <AnfrageStatusBadge status={row.anfrageStatus} />,
  },
  email: { minWidth: 200, hide: true },
  telefon: { minWidth: 130, hide: true },
  kontakt: { minWidth: 140, hide: true },
  bemerkung: { minWidth: 160, hide: true },
  abfrageart: { minWidth: 130, hide: true },
  angefragtDatum: {
    width: 175,
    cellRenderer: (row) => <DatumZelle row={row} feld="angefragtDatum" label="Angefragt am" />,
  },
  auskunftDatum: {
    width: 175,
    wide: true,
    cellRenderer: (row) => <DatumZelle row={row} feld="auskunftDatum" label="Auskunft am" />,
  },
  vorlageDatum: {
    width: 175,
    cellRenderer: (row) => <DatumZelle row={row} feld="vorlageDatum" label="Wiedervorlage" />,
  },
  abgeschlossen: { width: 140, wide: true, cellRenderer: (row) => <AbgeschlossenZelle row={row} /> },
  auskunftBemerkung: {
    minWidth: 180,
    flex: 2,
    wide: true,
    cellRenderer: (row) => <AuskunftBemerkungZelle row={row} />,
  },
  automatikVersand: { hide: true },
  // shown as the muted name with its hint
  nurDeaktivierteGemeinden: { hide: true },
};

const icon = { size: 17, stroke: 1.7, 'aria-hidden': true } as const;

/**
 * The operator's own pages as icons among the actions (a column of text links took 210 px of a 1366 px screen): its
 * input form in the form filler, its website and its portal, each in a new tab.
 */
function VersorgerLinks({ row }: { row: TVersorger }) {
  const portalLink = row.portalLink && isHttpUrl(row.portalLink) ? row.portalLink : null;
  const netzbetreiberUrl = row.netzbetreiberUrl && isHttpUrl(row.netzbetreiberUrl) ? row.netzbetreiberUrl : null;
  return (
    <>
      {row.abfrageart === 'Eingabeformular' && (
        <GridActionIcon
          component={Link}
          to={`/formfiller/${row.auftragId}${portalLink ? `?url=${encodeURIComponent(portalLink)}` : ''}`}
          label={`Formular von ${row.versorgerName} ausfüllen`}
        >
          <IconForms {...icon} />
        </GridActionIcon>
      )}
      {netzbetreiberUrl && (
        <GridActionIcon
          component="a"
          href={netzbetreiberUrl}
          target="_blank"
          rel="noopener noreferrer"
          label={`Netzbetreiber-Seite von ${row.versorgerName} (neuer Tab)`}
        >
          <IconBuildingFactory2 {...icon} />
        </GridActionIcon>
      )}
      {portalLink && (
        <GridActionIcon
          component="a"
          href={portalLink}
          target="_blank"
          rel="noopener noreferrer"
          label={`Portal-Seite von ${row.versorgerName} (neuer Tab)`}
        >
          <IconExternalLink {...icon} />
        </GridActionIcon>
      )}
    </>
  );
}

export interface VersorgerActions {
  historie: (row: TVersorger) => void;
  upload: (row: TVersorger) => void;
}

/** The municipalities and the row's actions: its links, the e-mail enquiry, Historie and Upload modals. */
export function versorgerActionColumns(actions: VersorgerActions): DataGridActionColumn<TVersorger>[] {
  return [
    { id: 'gemeinden', header: 'Gemeinden', width: 170, pinned: null, render: (row) => <GemeindenZelle row={row} /> },
    {
      id: 'aktionen',
      header: 'Aktion',
      // up to six icons: form, website, portal, e-mail, history, upload
      width: 200,
      render: (row) => (
        <GridActions>
          <VersorgerLinks row={row} />
          {row.abfrageart === 'E-Mail' && (
            // the operator's e-mail enquiry (spec 001 §2: f=a returns here)
            <GridActionIcon
              component={Link}
              to={`/editEmailJob/${encodeURIComponent(row.id)}/${encodeURIComponent(row.auftragId)}?f=a`}
              label={`E-Mail an ${row.versorgerName} bearbeiten`}
            >
              <IconMail {...icon} />
            </GridActionIcon>
          )}
          <GridActionIcon label={`Historie – ${row.versorgerName}`} onClick={() => actions.historie(row)}>
            <IconHistory {...icon} />
          </GridActionIcon>
          <GridActionIcon label={`Upload – ${row.versorgerName}`} onClick={() => actions.upload(row)}>
            <IconUpload {...icon} />
          </GridActionIcon>
        </GridActions>
      ),
    },
  ];
}
