import type { NUTZER_LIST, TNutzerListRow } from '@lap/contracts';
import { GridActionIcon, GridActions, type DataGridActionColumn, type DataGridProps } from '@lap/ui/data-grid';
import { IconKey, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';

type NutzerFields = (typeof NUTZER_LIST)['fields'];

/**
 * The administrator's user list: the e-mail stays in view when the table scrolls sideways. At 1366 px who it is, the
 * roles, whether the address is confirmed and since when; 1920 px adds company, place and the number of requests.
 */
export const NUTZER_COLUMNS: DataGridProps<NutzerFields, TNutzerListRow>['columns'] = {
  email: { width: 260, pinned: 'left' },
  firma: { minWidth: 150, wide: true },
  telefon: { minWidth: 140, hide: true },
  ort: { wide: true },
  rollen: { minWidth: 130 },
  anzahlAntraege: { wide: true },
};

const icon = { size: 17, stroke: 1.7, 'aria-hidden': true } as const;

/**
 * spec 000 §6 Administration: per user set password, edit, delete (confirmed on its own page). The target
 * screens come with the user-administration issue; here they are links.
 */
export const NUTZER_ACTIONS: readonly DataGridActionColumn<TNutzerListRow>[] = [
  {
    id: 'aktionen',
    header: 'Aktionen',
    width: 118,
    render: (row) => {
      const id = encodeURIComponent(row.id);
      return (
        <GridActions>
          <GridActionIcon component={Link} to={`/changePasswortAdmin/${id}`} label="Passwort setzen">
            <IconKey {...icon} />
          </GridActionIcon>
          <GridActionIcon component={Link} to={`/editNutzerAdmin/${id}`} label="Bearbeiten">
            <IconPencil {...icon} />
          </GridActionIcon>
          <GridActionIcon component={Link} to={`/deleteNutzerAdmin/${id}`} label="Löschen" color="red">
            <IconTrash {...icon} />
          </GridActionIcon>
        </GridActions>
      );
    },
  },
];
