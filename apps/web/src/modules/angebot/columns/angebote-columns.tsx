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

/**
 * spec 001 §2 /angebote: staff take new requests and price them. At 1366 px what they work by: case number, status,
 * company, project and requested on; a 1920 px screen adds applicant, offer date, net amount and prepayment. Telephone,
 * place and the first-customer flag (the row's yellow says it) are a click away in 'Spalten'.
 */
export const ANGEBOTE_COLUMNS: DataGridProps<Fields, TAngeboteListRow>['columns'] = {
  vorgangsnummer: { width: 150, pinned: 'left' },
  antragStatus: {
    // room for the longest badge ('Durch Dienstleister beendet': cut at 220 px)
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
  // stretching columns share the room by their content (DataGrid)
  firma: {},
  antragsteller: { wide: true },
  telefon: { hide: true },
  vorhaben: {},
  ort: { hide: true },
  antragVersand: {},
  angebotAm: { wide: true },
  // room for 'Noch nicht initialisiert' (spec 000 §9) while no position exists
  nettoBetrag: { width: 200, wide: true },
  vorkasse: {
    wide: true,
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
    hide: true,
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
