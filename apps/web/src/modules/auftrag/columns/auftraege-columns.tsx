import { Badge, Button, Group } from '@mantine/core';
import { BEARBEITUNGS_STATUS, PRIORITAET, type AUFTRAEGE_LIST, type TAuftraegeListRow, type TBearbeitungsStatus, type TPrioritaet } from '@lap/contracts';
import type { DataGridActionColumn, DataGridProps, RowTone } from '@lap/ui/data-grid';
import { IconClipboardList, IconFileEuro } from '@tabler/icons-react';
import { Link } from 'react-router';

type Fields = (typeof AUFTRAEGE_LIST)['fields'];

export const bearbeitungslistPath = (auftragId: string): string => `/bearbeitungslist/${encodeURIComponent(auftragId)}`;
export const angebotPath = (antragId: string): string => `/angebot/${encodeURIComponent(antragId)}`;

/** spec 001 §2: rows past their processing deadline are red, the others green. */
export const auftraegeRowTone = (row: TAuftraegeListRow): RowTone => (row.ueberschritten ? 'danger' : 'success');

/** The light badge's own text colour is too pale on its tint (WCAG AA): the darkest shade of the colour reads. */
function PrioritaetBadge({ prioritaet }: { prioritaet: number }) {
  const p = PRIORITAET[prioritaet as TPrioritaet];
  if (!p) return <>{prioritaet}</>;
  return (
    <Badge variant="light" color={p.color} c={`${p.color}.9`} radius="sm" tt="none" size="md">
      {p.label}
    </Badge>
  );
}

export function auftraegeColumns(saveBemerkung: (row: TAuftraegeListRow, bemerkung: string) => Promise<void>): DataGridProps<Fields, TAuftraegeListRow>['columns'] {
  return {
    vorgangsnummer: { width: 150, pinned: 'left' },
    prioritaet: { width: 120, cellRenderer: (row) => <PrioritaetBadge prioritaet={row.prioritaet} /> },
    bearbeitungsStatus: { minWidth: 200, cellRenderer: (row) => BEARBEITUNGS_STATUS[row.bearbeitungsStatus as TBearbeitungsStatus] ?? row.bearbeitungsStatus },
    auftraggeber: { minWidth: 160 },
    name: { minWidth: 140 },
    ort: { minWidth: 120 },
    strasseHNr: { minWidth: 160 },
    telefon: { minWidth: 130 },
    zeitraumBearbeitung: { minWidth: 215 },
    bemerkung: { flex: 2, minWidth: 220, edit: { maxLength: 1000, onSave: saveBemerkung } },
    // the ids are the links of the action column
    auftragId: { hide: true },
    antragId: { hide: true },
  };
}

export const AUFTRAEGE_ACTIONS: readonly DataGridActionColumn<TAuftraegeListRow>[] = [
  {
    id: 'aktionen',
    header: 'Aktion',
    width: 262,
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
