import { ANTRAG_STATUS, RECHNUNGEN_LIST, type TRechnungenListRow } from '@lap/contracts';
import { PageTitle } from '@lap/ui';
import { DataGrid, type DataGridProps, type GridListQuery } from '@lap/ui/data-grid';
import { Anchor, Checkbox, Group } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage, trpc } from '../../../trpc';
import { rechnungenAuftragPath } from '../paths';

type Fields = (typeof RECHNUNGEN_LIST)['fields'];
/** The grid keys rows by `id`: the invoice's id. */
type Row = TRechnungenListRow & { id: string };
const RECHNUNGEN_QUERY_KEY = ['rechnung', 'list'] as const;

const columns: DataGridProps<Fields, Row>['columns'] = {
  vorgangsnummer: {
    width: 160,
    pinned: 'left',
    cellRenderer: (row) => (
      <Anchor size="sm" component={Link} to={rechnungenAuftragPath(row.auftragId)} aria-label={`Rechnungen zum Auftrag ${row.vorgangsnummer}`}>
        {row.vorgangsnummer}
      </Anchor>
    ),
  },
  rechnungsNummer: { minWidth: 150 },
  rechnungsDatum: { width: 140 },
  auftragsDatum: { width: 170 },
  rechnungVersand: { width: 170 },
  rechnungStatus: { minWidth: 180, cellRenderer: (row) => ANTRAG_STATUS[row.rechnungStatus as keyof typeof ANTRAG_STATUS] ?? row.rechnungStatus },
  auftraggeber: { minWidth: 160 },
  name: { minWidth: 140 },
  telefon: { minWidth: 130 },
  // the amount stays in view when the table scrolls sideways
  nettoPreis: { width: 140, pinned: 'right' },
  vorkasse: { width: 110 },
  storniert: { width: 110 },
  bezahlt: { width: 110 },
};

/** /rechnungen (spec 001 §2 'Invoices'): every order's invoices; paid ones only with 'abgeschlossene Rechnungen anzeigen'. */
export function RechnungenPage() {
  const utils = trpc.useUtils();
  const [abgeschlossene, setAbgeschlossene] = useState(false);
  const fetchPage = useCallback(
    async (query: GridListQuery) => {
      const result = await utils.client.rechnung.list.query({ ...query, abgeschlossene });
      return { ...result, rows: result.rows.map((r): Row => ({ ...r, id: r.rechnungId })) };
    },
    [utils, abgeschlossene],
  );
  const queryKey = useMemo(() => [...RECHNUNGEN_QUERY_KEY, { abgeschlossene }], [abgeschlossene]);

  return (
    <>
      <PageTitle title="Rechnungen" />
      <DataGrid
        list={RECHNUNGEN_LIST}
        queryKey={queryKey}
        fetchPage={fetchPage}
        columns={columns}
        describeError={errorMessage}
        label="Rechnungen"
        search
        toolbar={
          <Group gap="sm" wrap="wrap">
            <Checkbox label="abgeschlossene Rechnungen anzeigen" checked={abgeschlossene} onChange={(e) => setAbgeschlossene(e.currentTarget.checked)} />
          </Group>
        }
      />
    </>
  );
}
