import {
  ANTRAG_STATUS,
  RECHNUNG_EXPORT_MIN_DAY,
  RECHNUNGEN_LIST,
  type TExportRequest,
  type TFilter,
  type TRechnungenListRow,
} from '@lap/contracts';
import { GermanDateInput, PageTitle } from '@lap/ui';
import { DataGrid, type DataGridProps, type GridListQuery } from '@lap/ui/data-grid';
import { Anchor, Button, Checkbox, Group } from '@mantine/core';
import { IconAlertTriangle, IconCash } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage, trpc } from '../../../trpc';
import { rechnungenAuftragPath } from '../paths';
import { useSeiteGesehen } from '../../dashboard/hooks/useSeiteGesehen';

type Fields = (typeof RECHNUNGEN_LIST)['fields'];
/** The grid keys rows by `id`: the invoice's id. */
type Row = TRechnungenListRow & { id: string };
const RECHNUNGEN_QUERY_KEY = ['rechnung', 'list'] as const;

const columns: DataGridProps<Fields, Row>['columns'] = {
  vorgangsnummer: {
    width: 160,
    pinned: 'left',
    cellRenderer: (row) => (
      <Anchor
        size="sm"
        component={Link}
        to={rechnungenAuftragPath(row.auftragId)}
        aria-label={`Rechnungen zum Auftrag ${row.vorgangsnummer}`}
      >
        {row.vorgangsnummer}
      </Anchor>
    ),
  },
  // 1366 px: number, date, status, client and amount; 1920 px adds dispatch, name and paid/cancelled
  rechnungsNummer: {},
  rechnungsDatum: { width: 140 },
  rechnungStatus: {
    cellRenderer: (row) => ANTRAG_STATUS[row.rechnungStatus as keyof typeof ANTRAG_STATUS] ?? row.rechnungStatus,
  },
  auftraggeber: {},
  rechnungVersand: { width: 170, wide: true },
  name: { minWidth: 140, wide: true },
  bezahlt: { width: 110, wide: true },
  storniert: { width: 110, wide: true },
  auftragsDatum: { width: 170, hide: true },
  telefon: { minWidth: 140, hide: true },
  vorkasse: { width: 110, hide: true },
  // the amount stays in view when the table scrolls sideways
  nettoPreis: { width: 140, pinned: 'right' },
};

/** spec 000 §8: list loaders reject with a status text such as 'Error API GET Rechnungen'; ours adds the German reason. */
const describeLoadError = (error: unknown): string =>
  `Fehler beim Laden der Rechnungen (Error API GET Rechnungen): ${errorMessage(error)}`;

/** /rechnungen (spec 001 §2 'Invoices'): every order's invoices; paid ones only with 'abgeschlossene Rechnungen anzeigen'. */
export function RechnungenPage() {
  useSeiteGesehen('Rechnung');
  const utils = trpc.useUtils();
  const [abgeschlossene, setAbgeschlossene] = useState(false);
  const [entwuerfe, setEntwuerfe] = useState(false);
  const [exportVon, setExportVon] = useState<string | null>(null);
  const [exportBis, setExportBis] = useState<string | null>(null);
  const fetchPage = useCallback(
    async (query: GridListQuery) => {
      const result = await utils.client.rechnung.list.query({ ...query, abgeschlossene, entwuerfe });
      return { ...result, rows: result.rows.map((r): Row => ({ ...r, id: r.rechnungId })) };
    },
    [utils, abgeschlossene, entwuerfe],
  );
  const queryKey = useMemo(() => [...RECHNUNGEN_QUERY_KEY, { abgeschlossene, entwuerfe }], [abgeschlossene, entwuerfe]);
  const { mutateAsync: runExport } = trpc.export.rechnungen.useMutation();
  // the table's filters, plus the invoice-date range of the export fields (spec 001 §2: not before 01.07.2025)
  const onExport = useCallback(
    (request: TExportRequest) => {
      const range: TFilter[] =
        exportVon || exportBis
          ? [
              {
                field: 'rechnungsDatum',
                type: 'date',
                op: 'inRange',
                value: exportVon ?? RECHNUNG_EXPORT_MIN_DAY,
                valueTo: exportBis ?? exportVon ?? RECHNUNG_EXPORT_MIN_DAY,
              },
            ]
          : [];
      return runExport({
        ...request,
        filterDto: [...request.filterDto.filter((f) => f.field !== 'rechnungsDatum' || range.length === 0), ...range],
      });
    },
    [runExport, exportVon, exportBis],
  );

  return (
    <>
      <PageTitle title="Rechnungen" />
      <DataGrid
        list={RECHNUNGEN_LIST}
        queryKey={queryKey}
        fetchPage={fetchPage}
        columns={columns}
        describeError={describeLoadError}
        label="Rechnungen"
        search
        onExport={onExport}
        toolbar={
          <Group gap="sm" wrap="wrap" align="flex-end">
            <Checkbox
              label="abgeschlossene Rechnungen anzeigen"
              checked={abgeschlossene}
              onChange={(e) => setAbgeschlossene(e.currentTarget.checked)}
            />
            <Checkbox
              label="nur nicht versendete Rechnungen"
              checked={entwuerfe}
              onChange={(e) => setEntwuerfe(e.currentTarget.checked)}
            />
            <Button
              component={Link}
              to="/rechnungenbezahlt"
              variant="light"
              size="sm"
              leftSection={<IconCash size={16} aria-hidden />}
            >
              Versandte Rechnungen
            </Button>
            <Button
              component={Link}
              to="/mahnungen"
              variant="light"
              size="sm"
              leftSection={<IconAlertTriangle size={16} aria-hidden />}
            >
              Mahnungen
            </Button>
            <GermanDateInput
              label="Export von (Rechnungsdatum)"
              value={exportVon}
              onChange={setExportVon}
              minDate={RECHNUNG_EXPORT_MIN_DAY}
              maxDate={exportBis ?? undefined}
            />
            <GermanDateInput
              label="Export bis"
              value={exportBis}
              onChange={setExportBis}
              minDate={exportVon ?? RECHNUNG_EXPORT_MIN_DAY}
            />
          </Group>
        }
      />
    </>
  );
}
