import { Badge, Button } from '@mantine/core';
import { antragStatusLabel, type ANGEBOTE_LIST, type TAngeboteListRow } from '@lap/contracts';
import type { DataGridActionColumn, DataGridProps, RowTone } from '@lap/ui/data-grid';
import { IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { statusColor, statusTextColor } from '../angebot-status';

type Fields = (typeof ANGEBOTE_LIST)['fields'];

export const angebotPath = (antragId: string): string => `/angebot/${encodeURIComponent(antragId)}`;

/** spec 001 §2: a first customer (no invoice paid yet) is highlighted yellow. */
export const angeboteRowTone = (row: TAngeboteListRow): RowTone | undefined => (row.erstKunde ? 'warning' : undefined);

export const ANGEBOTE_COLUMNS: DataGridProps<Fields, TAngeboteListRow>['columns'] = {
  vorgangsnummer: { width: 150, pinned: 'left' },
  antragStatus: {
    minWidth: 235,
    cellRenderer: (row) => (
      // the light badge's own text colour is too pale on its tint (WCAG AA): the darkest shade reads
      <Badge
        variant="light"
        color={statusColor(row.antragStatus)}
        c={statusTextColor(row.antragStatus)}
        radius="sm"
        tt="none"
        size="md"
      >
        {antragStatusLabel(row.antragStatus)}
      </Badge>
    ),
  },
  firma: { minWidth: 150 },
  antragsteller: { minWidth: 150 },
  telefon: { minWidth: 130 },
  vorhaben: { flex: 2, minWidth: 200 },
  ort: { minWidth: 120 },
  // room for 'Noch nicht initialisiert' (spec 000 §9) while no position exists
  nettoBetrag: { width: 190 },
  vorkasse: {
    cellRenderer: (row) =>
      row.vorkasse ? (
        <Badge variant="light" color="violet" c="violet.9" radius="sm" tt="none" size="md">
          Vorkasse
        </Badge>
      ) : (
        'Nein'
      ),
  },
  erstKunde: {
    width: 130,
    cellRenderer: (row) =>
      row.erstKunde ? (
        <Badge variant="filled" color="yellow.4" c="dark.9" radius="sm" tt="none" size="md">
          Erstkunde
        </Badge>
      ) : (
        'Nein'
      ),
  },
};

export const ANGEBOTE_ACTIONS: readonly DataGridActionColumn<TAngeboteListRow>[] = [
  {
    id: 'bearbeiten',
    header: 'Aktion',
    width: 150,
    pinned: 'left',
    render: (row) => (
      <Button
        component={Link}
        to={angebotPath(row.id)}
        size="compact-sm"
        variant="light"
        leftSection={<IconPencil size={15} aria-hidden />}
        aria-label={`Angebot ${row.vorgangsnummer} bearbeiten`}
      >
        Bearbeiten
      </Button>
    ),
  },
];
