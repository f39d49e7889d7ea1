import { Anchor, Badge, Button } from '@mantine/core';
import {
  ANFRAGE_STATUS,
  type AUFTRAGSHISTORIE_LIST,
  type HISTORIE_LIST,
  type THistorieRow,
  type THistorienListRow,
  type TAnfrageStatus,
} from '@lap/contracts';
import type { DataGridActionColumn, DataGridProps } from '@lap/ui/data-grid';
import { IconHistory } from '@tabler/icons-react';
import { Link } from 'react-router';
import { anfrageStatusText } from '../../bearbeitung/columns/anfrage-status';
import { adminHistoriePath, routerPath } from '../paths';

/** spec 001 §4 anfrageStatus: 1 offen (red), 2 angefragt (yellow), 3 fertig (green); most history rows carry none. */
export function AnfrageStatusBadge({ status }: { status: number | null }) {
  const s =
    status === null
      ? undefined
      : (ANFRAGE_STATUS[status as TAnfrageStatus] as (typeof ANFRAGE_STATUS)[TAnfrageStatus] | undefined);
  if (!s) return null;
  return (
    <Badge variant="light" color={s.color} c={anfrageStatusText(s.color)} radius="sm" tt="none">
      {s.label}
    </Badge>
  );
}

/** 'Auftrag' opens the order's /bearbeitungslist; rows of a case without an order link the offer ('Angebot'). */
function AuftragLink({ row }: { row: THistorieRow }) {
  if (!row.auftragAktionUrl) return null;
  const label = row.auftragId ? 'Auftrag' : 'Angebot';
  return (
    <Anchor
      component={Link}
      to={routerPath(row.auftragAktionUrl)}
      size="sm"
      aria-label={row.vorgang ? `${label} ${row.vorgang} öffnen` : `${label} öffnen`}
    >
      {label}
    </Anchor>
  );
}

type NutzerFields = (typeof HISTORIE_LIST)['fields'];

/**
 * historie/{userId} and historie/adminHistorie/{userId}: process, date, description, supplier, status and the
 * link 'Auftrag' (for case workers: Administration cannot open orders). Every row is the same person's: no Bearbeiter.
 */
export function nutzerHistorieColumns(mitLink: boolean): DataGridProps<NutzerFields, THistorieRow>['columns'] {
  return {
    vorgang: { width: 140, pinned: 'left' },
    datum: { width: 160 },
    // the spec's tables show the description, not the code: filterable on the API, hidden here
    aktion: { hide: true },
    beschreibung: { flex: 2, minWidth: 260 },
    // by its content beside the description (a fixed 150 px cut most operators' names)
    versorgername: {},
    // room for 'angefragt' beside the filter button
    anfrageStatus: { width: 130, cellRenderer: (row) => <AnfrageStatusBadge status={row.anfrageStatus} /> },
    bearbeiter: { hide: true },
    auftragId: { hide: true },
    antragId: { hide: true },
    auftragAktionUrl: mitLink
      ? { width: 100, pinned: 'right', cellRenderer: (row) => <AuftragLink row={row} /> }
      : { hide: true },
  };
}

type AuftragFields = (typeof AUFTRAGSHISTORIE_LIST)['fields'];

/** auftraghistorie/{antragId}: date, case worker (SB), description, supplier, status; one case, so no process column. */
export const AUFTRAGSHISTORIE_COLUMNS: DataGridProps<AuftragFields, THistorieRow>['columns'] = {
  vorgang: { hide: true },
  datum: { width: 160 },
  bearbeiter: { width: 200 },
  aktion: { hide: true },
  beschreibung: { flex: 2, minWidth: 260 },
  versorgername: {},
  anfrageStatus: { width: 130, cellRenderer: (row) => <AnfrageStatusBadge status={row.anfrageStatus} /> },
  auftragId: { hide: true },
  antragId: { hide: true },
  auftragAktionUrl: { hide: true },
};

/** /historien: per staff member 'Historie ansehen' (spec 001 §2). */
export const HISTORIEN_ACTIONS: readonly DataGridActionColumn<THistorienListRow>[] = [
  {
    id: 'ansehen',
    header: 'Historie',
    width: 170,
    render: (row) => (
      <Button
        component={Link}
        to={adminHistoriePath(row.id)}
        size="compact-sm"
        variant="light"
        leftSection={<IconHistory size={14} aria-hidden />}
        aria-label={`Historie ansehen: ${row.vorname} ${row.name}`}
      >
        Historie ansehen
      </Button>
    ),
  },
];
