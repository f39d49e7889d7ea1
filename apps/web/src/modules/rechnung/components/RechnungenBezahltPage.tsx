import { ANTRAG_STATUS, BEZAHLT_MSG, VERSANDTE_RECHNUNGEN_LIST, type TRechnungenListRow } from '@lap/contracts';
import { PageTitle } from '@lap/ui';
import { DataGrid, type DataGridActionColumn, type DataGridProps, type GridListQuery } from '@lap/ui/data-grid';
import { Anchor, Button, Group } from '@mantine/core';
import { IconCash, IconChecks, IconFileInvoice } from '@tabler/icons-react';
import { useCallback, useMemo } from 'react';
import { Link } from 'react-router';
import { errorMessage, trpc } from '../../../trpc';
import { useBulkAbschluss } from '../hooks/useBulkAbschluss';
import { RECHNUNGEN_PATH, rechnungenAuftragPath } from '../paths';
import { BEZAHLT_TEXT } from '../rechnung-status';

type Fields = (typeof VERSANDTE_RECHNUNGEN_LIST)['fields'];
/** The grid keys rows by `id`: the invoice's id. */
type Row = TRechnungenListRow & { id: string };
const QUERY_KEY = ['rechnung', 'versandte'] as const;

/**
 * A payment is matched by invoice number, client and amount: those show at 1366 px beside the actions. 1920 px adds
 * the invoice date, the dispatch (the list's order) and the status (sent or a dunning stage); order date, name and
 * telephone are a click away in 'Spalten'.
 */
const columns: DataGridProps<Fields, Row>['columns'] = {
  vorgangsnummer: { width: 150, pinned: 'left' },
  rechnungsNummer: { minWidth: 150 },
  rechnungsDatum: { width: 140, wide: true },
  auftragsDatum: { hide: true },
  rechnungVersand: { width: 170, wide: true },
  rechnungStatus: {
    minWidth: 170,
    wide: true,
    cellRenderer: (row) => ANTRAG_STATUS[row.rechnungStatus as keyof typeof ANTRAG_STATUS] ?? row.rechnungStatus,
  },
  auftraggeber: {},
  name: { minWidth: 140, hide: true },
  telefon: { minWidth: 140, hide: true },
  nettoPreis: { width: 140, pinned: 'right' },
  // always false here: the scope of the list
  vorkasse: { hide: true },
  storniert: { hide: true },
  bezahlt: { hide: true },
};

/** The orders behind the chosen invoices, each once (an order may have an invoice and a fee invoice). */
const auftraegeOf = (rows: Row[]): string[] => [...new Set(rows.map((r) => r.auftragId))];

/**
 * /rechnungenbezahlt 'Versandte Rechnungen' (spec 001 §2): sent invoices waiting for their payment. 'Rechnung bezahlt' in a
 * row, or ticking rows and '{n} Aufträge Abschließen', records the payment (PutAbgeschlosseneRechnungen: status 7).
 */
export function RechnungenBezahltPage() {
  const utils = trpc.useUtils();
  const { mutateAsync } = trpc.rechnung.abschliessen.useMutation();
  const { selected, setSelected, abschliessen, pending } = useBulkAbschluss<Row>({
    queryKey: QUERY_KEY,
    run: useCallback((rows: Row[]) => mutateAsync({ auftragIds: auftraegeOf(rows) }), [mutateAsync]),
    ok: BEZAHLT_MSG.abgeschlossen,
    fehler: BEZAHLT_MSG.fehler,
    also: useCallback(() => utils.rechnung.list.invalidate(), [utils]),
  });

  const fetchPage = useCallback(
    async (query: GridListQuery) => {
      const result = await utils.client.rechnung.versandte.query(query);
      return { ...result, rows: result.rows.map((r): Row => ({ ...r, id: r.rechnungId })) };
    },
    [utils],
  );

  const actions = useMemo<readonly DataGridActionColumn<Row>[]>(
    () => [
      {
        id: 'aktionen',
        header: 'Aktion',
        width: 320,
        pinned: 'left',
        render: (row) => (
          <Group gap={10} wrap="nowrap">
            <Button
              size="compact-sm"
              variant="light"
              color="green"
              c={BEZAHLT_TEXT}
              leftSection={<IconCash size={15} aria-hidden />}
              aria-label={`${BEZAHLT_MSG.bezahlt}: ${row.rechnungsNummer ?? row.vorgangsnummer}`}
              disabled={pending}
              onClick={() => void abschliessen([row])}
            >
              {BEZAHLT_MSG.bezahlt}
            </Button>
            {/* rechnungenAuftragUrl: 'link, count' (spec 001 §3) */}
            <Anchor
              size="sm"
              component={Link}
              to={rechnungenAuftragPath(row.auftragId)}
              aria-label={`Rechnungen: ${row.anzahlRechnungen} zu ${row.vorgangsnummer}`}
            >
              Rechnungen: {row.anzahlRechnungen}
            </Anchor>
          </Group>
        ),
      },
    ],
    [abschliessen, pending],
  );

  return (
    <>
      <PageTitle title={BEZAHLT_MSG.titel} />
      <DataGrid
        list={VERSANDTE_RECHNUNGEN_LIST}
        queryKey={QUERY_KEY}
        fetchPage={fetchPage}
        columns={columns}
        actionColumns={actions}
        selectable
        onSelectionChange={setSelected}
        describeError={errorMessage}
        label={BEZAHLT_MSG.titel}
        search
        toolbar={
          <Group gap="sm" wrap="wrap">
            <Button
              size="sm"
              leftSection={<IconChecks size={16} aria-hidden />}
              disabled={selected.length === 0}
              loading={pending}
              onClick={() => void abschliessen(selected)}
            >
              {BEZAHLT_MSG.button(auftraegeOf(selected).length)}
            </Button>
            <Button
              component={Link}
              to={RECHNUNGEN_PATH}
              variant="light"
              size="sm"
              leftSection={<IconFileInvoice size={16} aria-hidden />}
            >
              Alle Rechnungen
            </Button>
          </Group>
        }
      />
    </>
  );
}
