import { Badge, Button, Group } from '@mantine/core';
import {
  BEARBEITUNGS_STATUS,
  PRIORITAET,
  type AUFTRAEGE_LIST,
  type TAuftraegeListRow,
  type TBearbeitungsStatus,
  type TPrioritaet,
} from '@lap/contracts';
import type { DataGridActionColumn, DataGridProps, RowTone } from '@lap/ui/data-grid';
import { IconClipboardList, IconFileEuro } from '@tabler/icons-react';
import { Link } from 'react-router';
import { auftragDetailColumns } from './auftrag-detail-columns';

type Fields = (typeof AUFTRAEGE_LIST)['fields'];

export const bearbeitungslistPath = (auftragId: string): string => `/bearbeitungslist/${encodeURIComponent(auftragId)}`;
export const angebotPath = (antragId: string): string => `/angebot/${encodeURIComponent(antragId)}`;

/** spec 001 §2: rows past their processing deadline are red, the others green. */
export const auftraegeRowTone = (row: TAuftraegeListRow): RowTone => (row.ueberschritten ? 'danger' : 'success');

/** Dark text on white with the priority's coloured dot: a light badge's tinted text fell below WCAG AA on the row tints. */
function PrioritaetBadge({ prioritaet }: { prioritaet: number }) {
  const p = PRIORITAET[prioritaet as TPrioritaet];
  if (!p) return <>{prioritaet}</>;
  return (
    <Badge variant="dot" color={p.color} c="dark.7" radius="sm" tt="none" size="md">
      {p.label}
    </Badge>
  );
}

export function auftraegeColumns(
  saveBemerkung: (row: TAuftraegeListRow, bemerkung: string) => Promise<void>,
): DataGridProps<Fields, TAuftraegeListRow>['columns'] {
  return {
    // What case workers work by shows at 1366 px (case number, status, client, priority, case worker); a 1920 px
    // screen adds dates, place and remark; the rest is a click away in 'Spalten'.
    vorgangsnummer: { width: 150, pinned: 'left' },
    prioritaet: { width: 120, cellRenderer: (row) => <PrioritaetBadge prioritaet={row.prioritaet} /> },
    bearbeitungsStatus: {
      // the longest status ('Versorgerliste vollständig') whole: sharing the room by content cut it at 1920 px
      minWidth: 205,
      cellRenderer: (row) =>
        BEARBEITUNGS_STATUS[row.bearbeitungsStatus as TBearbeitungsStatus] ?? row.bearbeitungsStatus,
    },
    // stretching columns share the room by their content (DataGrid): no fixed minimum beyond the header
    auftraggeber: {},
    bearbeiter: {},
    auftragsDatum: { wide: true },
    bearbeitungsFrist: { wide: true },
    ort: { wide: true },
    // by its content like the others: an empty remark no longer takes twice a column's share
    bemerkung: { wide: true, edit: { maxLength: 1000, onSave: saveBemerkung } },
    ...auftragDetailColumns<TAuftraegeListRow>(),
    // the row's colour says it
    ueberschritten: { hide: true },
    vorkasse: { hide: true },
    // the ids are the links of the action column
    auftragId: { hide: true },
    antragId: { hide: true },
  };
}

export const AUFTRAEGE_ACTIONS: readonly DataGridActionColumn<TAuftraegeListRow>[] = [
  {
    id: 'aktionen',
    header: 'Aktion',
    width: 250,
    pinned: 'left',
    render: (row) => (
      <Group gap={6} wrap="nowrap">
        <Button
          component={Link}
          to={bearbeitungslistPath(row.auftragId)}
          size="compact-sm"
          variant="light"
          leftSection={<IconClipboardList size={15} aria-hidden />}
          aria-label={`Auftrag ${row.vorgangsnummer} bearbeiten`}
        >
          Bearbeiten
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
      </Group>
    ),
  },
];
