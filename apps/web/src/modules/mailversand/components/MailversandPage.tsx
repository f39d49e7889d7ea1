import { Anchor, Button } from '@mantine/core';
import { MAILVERSAND_LIST, type TMailVersandListRow } from '@lap/contracts';
import { formatVersorgerDatum } from '@lap/domain';
import { PageTitle } from '@lap/ui';
import { DataGrid, type DataGridActionColumn, type DataGridProps, type GridListQuery } from '@lap/ui/data-grid';
import { IconPencil, IconTemplate } from '@tabler/icons-react';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { errorMessage, trpc } from '../../../trpc';
import { MAILVERSAND_UI } from '../messages';
import { bearbeitungPath, editEmailJobPath, VORLAGEN_PATH } from '../paths';
import { MAILVERSAND_QUERY_KEY } from '../query-keys';

type Fields = (typeof MAILVERSAND_LIST)['fields'];

/**
 * Versendet and Automatikversand read 'Ja'/'Nein' through the grid's own formatting (boolean fields). At 1366 px the
 * mail's operator, case, subject (with its filled placeholders), whether it went out, and when it was asked and is due
 * again; 1920 px adds recipient, place and case worker. Automatic dispatch and the answer's date are a click away in
 * 'Spalten'.
 */
const COLUMNS: DataGridProps<Fields, TMailVersandListRow>['columns'] = {
  versorgerName: { minWidth: 160, flex: 2 },
  vorgangsnummer: {
    width: 160,
    cellRenderer: (row) => (
      <Anchor
        component={Link}
        to={bearbeitungPath(row.auftragId)}
        size="sm"
        aria-label={`${row.vorgangsnummer} – Auftrag bearbeiten`}
      >
        {row.vorgangsnummer}
      </Anchor>
    ),
  },
  empfaenger: { minWidth: 160, flex: 2, wide: true },
  betreff: { minWidth: 160, flex: 2 },
  ort: { wide: true },
  bearbeiter: { wide: true },
  automatikVersand: { hide: true },
  // dd.MM.yyyy HH:mm in Berlin time, as on the order's supplier table
  angefragtDate: { cellRenderer: (row) => formatVersorgerDatum(row.angefragtDate) },
  vorlageDate: { cellRenderer: (row) => formatVersorgerDatum(row.vorlageDate) },
  auskunftDate: { hide: true },
};

const ACTIONS: readonly DataGridActionColumn<TMailVersandListRow>[] = [
  {
    id: 'aktion',
    header: 'Aktion',
    width: 136,
    pinned: 'left',
    render: (row) => (
      <Button
        component={Link}
        to={editEmailJobPath(row.versorgerId, row.auftragId)}
        size="compact-sm"
        variant="light"
        leftSection={<IconPencil size={15} aria-hidden />}
        aria-label={`Bearbeiten – E-Mail an ${row.versorgerName} (${row.vorgangsnummer})`}
      >
        Bearbeiten
      </Button>
    ),
  },
];

/** /mailversand (spec 001 §2): every operator mail, 50 per page, by supplier name; each opens /editEmailJob. */
export function MailversandPage() {
  const utils = trpc.useUtils();
  const fetchPage = useCallback((query: GridListQuery) => utils.client.mailversand.list.query(query), [utils]);
  return (
    <>
      <PageTitle title={MAILVERSAND_UI.uebersichtTitel} />
      <DataGrid
        list={MAILVERSAND_LIST}
        queryKey={MAILVERSAND_QUERY_KEY}
        fetchPage={fetchPage}
        columns={COLUMNS}
        actionColumns={ACTIONS}
        describeError={errorMessage}
        label="E-Mails an Versorger"
        search
        toolbar={
          <Button
            component={Link}
            to={VORLAGEN_PATH}
            variant="light"
            size="sm"
            leftSection={<IconTemplate size={16} aria-hidden />}
          >
            {MAILVERSAND_UI.vorlagenBearbeiten}
          </Button>
        }
      />
    </>
  );
}
