import { labelOf, MAHNUNG_MSG, MAHNUNGEN_LIST, type TMahnung } from '@lap/contracts';
import { PageTitle } from '@lap/ui';
import {
  DataGrid,
  type DataGridActionColumn,
  type DataGridProps,
  type GridListQuery,
  type RowTone,
} from '@lap/ui/data-grid';
import { Button, Group } from '@mantine/core';
import { IconEdit, IconFileInvoice, IconListDetails, IconTemplate } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage, trpc } from '../../../trpc';
import { RECHNUNGEN_PATH } from '../../rechnung/paths';
import { editMahnungPath, mahnungAuftragPath } from '../paths';
import { MahnungVorlagenModal } from './MahnungVorlagenModal';

type Fields = (typeof MAHNUNGEN_LIST)['fields'];
const QUERY_KEY = ['mahnung', 'list'] as const;

const columns: DataGridProps<Fields, TMahnung>['columns'] = {
  // 1366 px: case number, level, due date, company and amount; 1920 px adds invoice, dates and people
  vorgangsnummer: { width: 150, pinned: 'left' },
  mahnungStatus: {
    cellRenderer: (row) => labelOf('mahnungStufe', row.mahnungStatus),
  },
  mahnungFaellig: {},
  firma: {},
  rechnungsNummer: { minWidth: 150, wide: true },
  mahnungDate: { wide: true },
  antragsteller: { minWidth: 150, wide: true },
  sachbearbeiter: { wide: true },
  letzteMahnungDate: { hide: true },
  rechnungVersand: { hide: true },
  antragStatus: {
    minWidth: 190,
    hide: true,
    cellRenderer: (row) => labelOf('antragStatus', row.antragStatus),
  },
  telefon: { minWidth: 140, hide: true },
  rechnungsEmail: { minWidth: 200, hide: true },
  betreff: { minWidth: 220, hide: true },
  // the row's colour says it
  ueberschritten: { hide: true },
  abgeschlossen: { hide: true },
  nettoPreis: { width: 140, pinned: 'right' },
};

/** spec 001 §3: due and unpaid notices show red. */
const rowTone = (row: TMahnung): RowTone | undefined => (row.ueberschritten ? 'danger' : undefined);

const ACTIONS: readonly DataGridActionColumn<TMahnung>[] = [
  {
    id: 'aktionen',
    header: 'Aktion',
    width: 250,
    pinned: 'left',
    render: (row) => (
      <Group gap={6} wrap="nowrap">
        <Button
          component={Link}
          to={editMahnungPath(row.id)}
          size="compact-sm"
          variant="light"
          leftSection={<IconEdit size={15} aria-hidden />}
          aria-label={`${row.bearbeitbar ? 'Bearbeiten' : 'Ansehen'}: ${labelOf('mahnungStufe', row.mahnungStatus)} ${row.vorgangsnummer}`}
        >
          {row.bearbeitbar ? 'Bearbeiten' : 'Ansehen'}
        </Button>
        <Button
          component={Link}
          to={mahnungAuftragPath(row.auftragId, row.rechnungId)}
          size="compact-sm"
          variant="subtle"
          leftSection={<IconListDetails size={15} aria-hidden />}
          aria-label={`Verfahren: Mahnungen zum Auftrag ${row.vorgangsnummer}`}
        >
          Verfahren
        </Button>
      </Group>
    ),
  },
];

/** /mahnungen (spec 001 §2): every dunning notice, due date descending, 50 per page; overdue unpaid ones red. */
export function MahnungenPage() {
  const utils = trpc.useUtils();
  const [vorlagen, setVorlagen] = useState(false);
  const fetchPage = useCallback((query: GridListQuery) => utils.client.mahnung.list.query(query), [utils]);
  return (
    <>
      <PageTitle title="Mahnungen" />
      <DataGrid
        list={MAHNUNGEN_LIST}
        queryKey={QUERY_KEY}
        fetchPage={fetchPage}
        columns={columns}
        actionColumns={ACTIONS}
        rowTone={rowTone}
        describeError={errorMessage}
        emptyText={MAHNUNG_MSG.keine}
        label="Mahnungen"
        search
        toolbar={
          <Group gap="sm" wrap="wrap">
            <Button
              component={Link}
              to={RECHNUNGEN_PATH}
              variant="light"
              size="sm"
              leftSection={<IconFileInvoice size={16} aria-hidden />}
            >
              Rechnungen
            </Button>
            <Button
              variant="light"
              size="sm"
              leftSection={<IconTemplate size={16} aria-hidden />}
              onClick={() => setVorlagen(true)}
            >
              Mahnungsvorlagen
            </Button>
          </Group>
        }
      />
      <MahnungVorlagenModal opened={vorlagen} onClose={() => setVorlagen(false)} />
    </>
  );
}
