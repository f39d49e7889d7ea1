import { VORKASSE_MSG, VORKASSEN_LIST, type TVorkassenListRow } from '@lap/contracts';
import { notifyError, notifySuccess, PageTitle } from '@lap/ui';
import { DataGrid, dataGridQueryKey, type DataGridActionColumn, type DataGridProps, type GridListQuery } from '@lap/ui/data-grid';
import { Anchor, Button, Group } from '@mantine/core';
import { IconCash, IconChecks, IconClipboardList, IconFileEuro } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage, trpc } from '../../../trpc';
import { angebotPath } from '../../auftrag/columns/auftraege-columns';
import { rechnungenAuftragPath } from '../paths';

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
    minWidth: 160,
    cellRenderer: (row) =>
      row.rechnungsNummer ? (
        <Anchor size="sm" component={Link} to={rechnungenAuftragPath(row.auftragId)} aria-label={`Vorkasserechnung ${row.rechnungsNummer} ansehen`}>
          {row.rechnungsNummer}
        </Anchor>
      ) : (
        'noch nicht versendet'
      ),
  },
  auftraggeber: { minWidth: 160 },
  name: { minWidth: 140 },
  ort: { minWidth: 120 },
  strasseHNr: { minWidth: 160 },
  telefon: { minWidth: 130 },
  zeitraumBearbeitung: { minWidth: 215 },
  bemerkung: { flex: 2, minWidth: 200 },
  nettoPreis: { width: 140 },
  auftragId: { hide: true },
  antragId: { hide: true },
  vorkasse: { hide: true },
};

/**
 * /vorkasselist (spec 001 §2 'Invoices, prepayments, dunning'): prepayment orders whose payment is open. Ticking rows and
 * '{n} Vorkassen Abschließen', or 'Bezahlt' in a row, completes them (CompleteVorkassen): their processing starts.
 */
export function VorkassenPage() {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<Row[]>([]);
  const complete = trpc.auftrag.completeVorkassen.useMutation();
  const { mutateAsync } = complete;

  const fetchPage = useCallback(
    async (query: GridListQuery) => {
      const result = await utils.client.auftrag.vorkassen.query(query);
      return { ...result, rows: result.rows.map((r): Row => ({ ...r, id: r.auftragId })) };
    },
    [utils],
  );

  const abschliessen = useCallback(
    async (rows: Row[]) => {
      try {
        await mutateAsync({ ids: rows.map((r) => r.auftragId) });
        notifySuccess(VORKASSE_MSG.abgeschlossen, OK_MS);
        setSelected([]);
      } catch (error) {
        notifyError(`${VORKASSE_MSG.fehler}${errorMessage(error)}`, FEHLER_MS);
      } finally {
        await queryClient.invalidateQueries({ queryKey: dataGridQueryKey(VORKASSEN_QUERY_KEY) });
        await utils.auftrag.list.invalidate();
      }
    },
    [mutateAsync, queryClient, utils],
  );

  const actions = useMemo<readonly DataGridActionColumn<Row>[]>(
    () => [
      {
        id: 'aktionen',
        header: 'Aktion',
        width: 330,
        pinned: 'left',
        render: (row) => (
          <Group gap={6} wrap="nowrap">
            <Button size="compact-sm" variant="light" color="green" leftSection={<IconCash size={15} aria-hidden />} aria-label={`Bezahlt: Vorkasse ${row.vorgangsnummer}`} disabled={complete.isPending} onClick={() => void abschliessen([row])}>
              Bezahlt
            </Button>
            <Button component={Link} to={angebotPath(row.antragId)} size="compact-sm" variant="subtle" leftSection={<IconFileEuro size={15} aria-hidden />} aria-label={`Angebot zu ${row.vorgangsnummer} ansehen`}>
              Angebot
            </Button>
            <Button component={Link} to={rechnungenAuftragPath(row.auftragId)} size="compact-sm" variant="subtle" leftSection={<IconClipboardList size={15} aria-hidden />} aria-label={`Rechnungen zu ${row.vorgangsnummer}`}>
              Rechnung
            </Button>
          </Group>
        ),
      },
    ],
    [abschliessen, complete.isPending],
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
            <Button size="sm" leftSection={<IconChecks size={16} aria-hidden />} disabled={selected.length === 0} loading={complete.isPending} onClick={() => void abschliessen(selected)}>
              {VORKASSE_MSG.button(selected.length)}
            </Button>
            <Button component={Link} to="/auftraege" variant="light" size="sm" leftSection={<IconClipboardList size={16} aria-hidden />}>
              Aufträge
            </Button>
          </Group>
        }
      />
    </>
  );
}
