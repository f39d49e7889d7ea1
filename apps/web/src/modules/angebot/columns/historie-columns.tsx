import { Anchor } from '@mantine/core';
import { APP_BASE_PATH, type ANGEBOT_HISTORIE_LIST } from '@lap/contracts';
import type { DataGridProps } from '@lap/ui/data-grid';
import { Link } from 'react-router';

type Fields = (typeof ANGEBOT_HISTORIE_LIST)['fields'];

export interface TAngebotHistorieRow {
  id: string;
  vorgang: string;
  angebotAm: string | null;
  auftragAm: string | null;
  rabatt: number | null;
  rabattSumme: number | null;
  summeNetto: number | null;
  angebotUrl: string | null;
}

/** The server sends the offer's address with the app's base path; the router wants it without. */
export function routerPath(url: string): string {
  return url.startsWith(`${APP_BASE_PATH}/`) ? url.slice(APP_BASE_PATH.length) : url;
}

export const HISTORIE_COLUMNS: DataGridProps<Fields, TAngebotHistorieRow>['columns'] = {
  vorgang: { minWidth: 160 },
  angebotUrl: {
    width: 120,
    cellRenderer: (row) =>
      row.angebotUrl ? (
        <Anchor component={Link} to={routerPath(row.angebotUrl)} size="sm" aria-label={`Angebot ${row.vorgang} öffnen`}>
          Angebot
        </Anchor>
      ) : null,
  },
};
