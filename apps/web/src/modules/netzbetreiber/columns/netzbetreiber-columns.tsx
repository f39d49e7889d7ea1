import { Alert } from '@mantine/core';
import type { NETZBETREIBER_LIST, TNetzbetreiberListRow } from '@lap/contracts';
import { ConfirmDialog, notifySuccess } from '@lap/ui';
import {
  DataGridContext,
  GridActionIcon,
  GridActions,
  type DataGridActionColumn,
  type DataGridProps,
} from '@lap/ui/data-grid';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useContext, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage, trpc } from '../../../trpc';
import { NB_UI_MSG, TOAST_KURZ_MS } from '../messages';
import { netzbetreiberPath } from '../query-keys';

type Fields = (typeof NETZBETREIBER_LIST)['fields'];

/**
 * Operators are looked up by name and reached by e-mail, telephone or their way of enquiry: those and the networks show
 * at 1366 px. 1920 px adds key, contact, portal link, info and the number of municipalities (a click away in
 * 'Spalten' on the smaller screen).
 */
export const NETZBETREIBER_COLUMNS: DataGridProps<Fields, TNetzbetreiberListRow>['columns'] = {
  name: { minWidth: 240, flex: 2, pinned: 'left' },
  schluessel: { minWidth: 110, wide: true },
  email: { minWidth: 180 },
  telefon: { minWidth: 140 },
  kontakt: { minWidth: 140, wide: true },
  abfrageart: { minWidth: 150, cellRenderer: (row) => row.abfrageart || '–' },
  portalLink: { minWidth: 150, wide: true },
  bemerkung: { minWidth: 120, wide: true },
  anzahlGemeinden: { wide: true },
  netzarten: { minWidth: 150 },
};

const icon = { size: 17, stroke: 1.7, 'aria-hidden': true } as const;

/**
 * 'Löschen' with 'Wirklich löschen?' first (spec 000 §5). The server refuses while open orders use the
 * operator: its German reason stays in the dialog (a toast behind the dialog would be missed).
 */
function NetzbetreiberLoeschen({ row }: { row: TNetzbetreiberListRow }) {
  const [opened, setOpened] = useState(false);
  const [fehler, setFehler] = useState<string | null>(null);
  const remove = trpc.netzbetreiber.delete.useMutation();
  const grid = useContext(DataGridContext);
  const close = () => {
    setOpened(false);
    setFehler(null);
  };
  const confirm = async () => {
    setFehler(null);
    try {
      await remove.mutateAsync({ id: row.id });
      close();
      notifySuccess(NB_UI_MSG.vorgangErfolgreich, TOAST_KURZ_MS);
      grid?.refresh();
    } catch (error) {
      setFehler(NB_UI_MSG.loeschenFehler(errorMessage(error)));
    }
  };
  return (
    <>
      <GridActionIcon label={`${row.name} löschen`} color="red" onClick={() => setOpened(true)}>
        <IconTrash {...icon} />
      </GridActionIcon>
      <ConfirmDialog
        opened={opened}
        title="Netzbetreiber löschen"
        message={
          <>
            {NB_UI_MSG.wirklichLoeschen} „{row.name}“ und seine Abdeckung werden entfernt.
            {fehler && (
              <Alert color="red" variant="light" mt="md" role="alert" c="red.9">
                {fehler}
              </Alert>
            )}
          </>
        }
        confirmLabel="Löschen"
        loading={remove.isPending}
        onConfirm={() => void confirm()}
        onClose={close}
      />
    </>
  );
}

export const NETZBETREIBER_ACTIONS: readonly DataGridActionColumn<TNetzbetreiberListRow>[] = [
  {
    id: 'aktionen',
    header: 'Aktionen',
    width: 96,
    pinned: 'left',
    render: (row) => (
      <GridActions>
        <GridActionIcon component={Link} to={netzbetreiberPath(row.id)} label={`${row.name} bearbeiten`}>
          <IconPencil {...icon} />
        </GridActionIcon>
        <NetzbetreiberLoeschen row={row} />
      </GridActions>
    ),
  },
];
