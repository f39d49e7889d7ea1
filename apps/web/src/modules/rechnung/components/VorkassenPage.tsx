import { VORKASSE_MSG, VORKASSEN_LIST, type TVorkassenListRow } from '@lap/contracts';
import { ConfirmDialog, PageTitle } from '@lap/ui';
import { DataGrid, type DataGridActionColumn, type DataGridProps, type GridListQuery } from '@lap/ui/data-grid';
import { Anchor, Button, Group } from '@mantine/core';
import { IconCash, IconChecks, IconClipboardList, IconFileEuro } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage, trpc } from '../../../trpc';
import { auftragDetailColumns } from '../../auftrag/columns/auftrag-detail-columns';
import { angebotPath } from '../../auftrag/columns/auftraege-columns';
import { useBulkAbschluss } from '../hooks/useBulkAbschluss';
import { rechnungenAuftragPath } from '../paths';
import { BEZAHLT_TEXT } from '../rechnung-status';
import { useSeiteGesehen } from '../../dashboard/hooks/useSeiteGesehen';

type Fields = (typeof VORKASSEN_LIST)['fields'];
/** The grid keys rows by `id`: the order's id. */
type Row = TVorkassenListRow & { id: string };
const VORKASSEN_QUERY_KEY = ['auftrag', 'vorkassen'] as const;
/** spec 001 §8: the success toast of the completion stays 1.5 s, the failure 5 s. */
const OK_MS = 1_500;
const FEHLER_MS = 5_000;

const columns: DataGridProps<Fields, Row>['columns'] = {
  vorgangsnummer: { width: 150, pinned: 'left' },
  rechnungsNummer: {
    cellRenderer: (row) =>
      row.rechnungsNummer ? (
        <Anchor
          size="sm"
          component={Link}
          to={rechnungenAuftragPath(row.auftragId)}
          aria-label={`Vorkasserechnung ${row.rechnungsNummer} ansehen`}
        >
          {row.rechnungsNummer}
        </Anchor>
      ) : (
        'noch nicht versendet'
      ),
  },
  // 1366 px: case number, client, prepayment invoice and amount; 1920 px adds date, priority, place and remark
  auftraggeber: {},
  nettoPreis: { width: 140 },
  auftragsDatum: { wide: true },
  prioritaet: { wide: true },
  ort: { wide: true },
  bemerkung: { flex: 2, wide: true },
  ...auftragDetailColumns<Row>(),
  rechnungVersand: { hide: true },
  auftragId: { hide: true },
  antragId: { hide: true },
  vorkasse: { hide: true },
};

/**
 * /vorkasselist (spec 001 §2 'Invoices, prepayments, dunning'): prepayment orders whose payment is open. Ticking rows and
 * '{n} Vorkassen Abschließen', or 'Bezahlt' in a row, completes them (CompleteVorkassen): their processing starts.
 */
export function VorkassenPage() {
  useSeiteGesehen('Vorkasse');
  const utils = trpc.useUtils();
  const { mutateAsync } = trpc.auftrag.completeVorkassen.useMutation();
  const { selected, setSelected, abschliessen, pending } = useBulkAbschluss<Row>({
    queryKey: VORKASSEN_QUERY_KEY,
    run: useCallback((rows: Row[]) => mutateAsync({ ids: rows.map((r) => r.auftragId) }), [mutateAsync]),
    ok: VORKASSE_MSG.abgeschlossen,
    fehler: VORKASSE_MSG.fehler,
    okMs: OK_MS,
    fehlerMs: FEHLER_MS,
    also: useCallback(() => utils.auftrag.list.invalidate(), [utils]),
  });
  // issue 42: completing starts the processing; one click must not do it unasked
  const [frage, setFrage] = useState<Row[] | null>(null);
  const bestaetigt = () => {
    const rows = frage ?? [];
    void abschliessen(rows).finally(() => setFrage(null));
  };

  const fetchPage = useCallback(
    async (query: GridListQuery) => {
      const result = await utils.client.auftrag.vorkassen.query(query);
      return { ...result, rows: result.rows.map((r): Row => ({ ...r, id: r.auftragId })) };
    },
    [utils],
  );

  const actions = useMemo<readonly DataGridActionColumn<Row>[]>(
    () => [
      {
        id: 'aktionen',
        header: 'Aktion',
        // 'Bezahlt', 'Angebot' and 'Rechnung' side by side (at 330 px 'Rechnung' was cut off)
        width: 370,
        pinned: 'left',
        render: (row) => (
          <Group gap={6} wrap="nowrap">
            <Button
              size="compact-sm"
              variant="light"
              color="green"
              c={BEZAHLT_TEXT}
              leftSection={<IconCash size={15} aria-hidden />}
              aria-label={`Bezahlt: Vorkasse ${row.vorgangsnummer}`}
              disabled={pending}
              onClick={() => setFrage([row])}
            >
              Bezahlt
            </Button>
            <Button
              component={Link}
              to={angebotPath(row.antragId)}
              size="compact-sm"
              variant="subtle"
              leftSection={<IconFileEuro size={15} aria-hidden />}
              aria-label={`Angebot zu ${row.vorgangsnummer} ansehen`}
            >
              Angebot
            </Button>
            <Button
              component={Link}
              to={rechnungenAuftragPath(row.auftragId)}
              size="compact-sm"
              variant="subtle"
              leftSection={<IconClipboardList size={15} aria-hidden />}
              aria-label={`Rechnung zu ${row.vorgangsnummer} ansehen`}
            >
              Rechnung
            </Button>
          </Group>
        ),
      },
    ],
    [pending],
  );

  return (
    <>
      <PageTitle title="Vorkasse" />
      <DataGrid
        list={VORKASSEN_LIST}
        queryKey={VORKASSEN_QUERY_KEY}
        fetchPage={fetchPage}
        columns={columns}
        actionColumns={actions}
        selectable
        onSelectionChange={setSelected}
        describeError={errorMessage}
        label="Vorkassen"
        search
        toolbar={
          <Group gap="sm" wrap="wrap">
            <Button
              size="sm"
              leftSection={<IconChecks size={16} aria-hidden />}
              disabled={selected.length === 0}
              loading={pending}
              onClick={() => setFrage(selected)}
            >
              {VORKASSE_MSG.button(selected.length)}
            </Button>
            <Button
              component={Link}
              to="/auftraege"
              variant="light"
              size="sm"
              leftSection={<IconClipboardList size={16} aria-hidden />}
            >
              Aufträge
            </Button>
          </Group>
        }
      />
      <ConfirmDialog
        opened={frage !== null}
        title={VORKASSE_MSG.bestaetigenTitel}
        message={VORKASSE_MSG.bestaetigen((frage ?? []).map((r) => r.vorgangsnummer))}
        confirmLabel={VORKASSE_MSG.bestaetigenButton}
        confirmColor="teal.9"
        loading={pending}
        onConfirm={bestaetigt}
        onClose={() => !pending && setFrage(null)}
      />
    </>
  );
}
