import { Anchor, Badge, Box, Button, Group } from '@mantine/core';
import {
  ANTRAEGE_LIST,
  ANTRAG_STATUS_ID,
  antragStatusLabel,
  type TAntraegeListResult,
  type TAntragStatus,
} from '@lap/contracts';
import { antragListAction, type TAntragListAction } from '@lap/domain';
import { PageTitle } from '@lap/ui';
import { DataGrid, type DataGridActionColumn, type DataGridProps, type GridListQuery } from '@lap/ui/data-grid';
import { IconExternalLink, IconPlus } from '@tabler/icons-react';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { errorMessage, trpc } from '../../../trpc';
import { useClientConfig } from '../hooks/useClientConfig';
import { ANTRAEGE_QUERY_KEY } from '../query-keys';

type Row = TAntraegeListResult['rows'][number];
type Fields = (typeof ANTRAEGE_LIST)['fields'];

/** spec 000 §2: the one row action by status, its label and where it leads. */
export const ROW_ACTION: Record<TAntragListAction, { label: string; to: (id: string) => string; color: string }> = {
  bearbeiten: { label: 'Antrag unvollständig', to: (id) => `/antrag/${id}`, color: 'orange.6' },
  angebot: { label: 'Angebot anzeigen', to: (id) => `/antragAngebot/${id}`, color: 'blue.6' },
  dokumente: { label: 'Dokumente', to: (id) => `/dokumente/${id}`, color: 'teal.6' },
  // the wizard shows a sent request read-only with every step open (spec 000 §2 step rules)
  ansehen: { label: 'Ansehen', to: (id) => `/antrag/${id}`, color: 'gray.5' },
};

const ACTIONS: readonly DataGridActionColumn<Row>[] = [
  {
    id: 'aktion',
    header: 'Aktion',
    // 'Antrag unvollständig' with its dot, uncut
    width: 215,
    pinned: 'left',
    render: (row) => {
      const action = ROW_ACTION[antragListAction(row.antragStatus as TAntragStatus)];
      return (
        <Button
          component={Link}
          to={action.to(encodeURIComponent(row.id))}
          size="compact-sm"
          variant="default"
          leftSection={<Box w={8} h={8} bg={action.color} style={{ borderRadius: 4 }} aria-hidden />}
        >
          {action.label}
        </Button>
      );
    },
  },
];

// 1366 px: number, project, place, status and date; 1920 px adds street and dispatch date. A phone's card: number,
// project, status and date (`mobile`).
const COLUMNS: DataGridProps<Fields, Row>['columns'] = {
  vorgangsnummer: { width: 150, pinned: 'left', mobile: true },
  vorhaben: { flex: 2, minWidth: 180, mobile: true },
  createDate: { mobile: true },
  ort: { minWidth: 130 },
  strasse: { minWidth: 150, wide: true },
  datumVersand: { wide: true },
  antragStatus: {
    minWidth: 170,
    mobile: true,
    cellRenderer: (row) => (
      <Badge
        variant="dot"
        color={row.antragStatus < ANTRAG_STATUS_ID.neuerAntrag ? 'orange' : 'lapBlue'}
        radius="sm"
        c="dark.7"
      >
        {antragStatusLabel(row.antragStatus)}
      </Badge>
    ),
  },
};

/** /antraege: the applicant's own requests (spec 000 §2). */
export function AntraegePage() {
  const utils = trpc.useUtils();
  const config = useClientConfig();
  const fetchPage = useCallback((query: GridListQuery) => utils.client.antrag.listOwn.query(query), [utils]);
  return (
    <>
      <PageTitle title="Meine Anträge">
        <Group gap="sm">
          {config.data && (
            <Anchor href={config.data.altprojekteUrl} target="_blank" rel="noreferrer" size="sm">
              <Group gap={4} component="span">
                Ältere Projekte ansehen <IconExternalLink size={14} aria-hidden />
              </Group>
            </Anchor>
          )}
          <Button component={Link} to="/antrag" leftSection={<IconPlus size={16} aria-hidden />}>
            Neuer Antrag
          </Button>
        </Group>
      </PageTitle>
      <DataGrid
        list={ANTRAEGE_LIST}
        queryKey={ANTRAEGE_QUERY_KEY}
        fetchPage={fetchPage}
        columns={COLUMNS}
        actionColumns={ACTIONS}
        describeError={errorMessage}
        label="Anträge"
        search
      />
    </>
  );
}
