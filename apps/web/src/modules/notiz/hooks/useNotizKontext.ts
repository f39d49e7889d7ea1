import type { TNotizFilter } from '@lap/contracts';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { trpc } from '../../../trpc';
import { notizKontextAus } from '../notiz-kontext';
import { NOTIZ_PROJEKT_ID } from '@lap/contracts';

/**
 * The current page's object as `notizFilter` (null on pages about no single object). On the pages of one dunning
 * notice the order comes from the notice (looked up only while the panel is open).
 */
export function useNotizKontext(aktiv: boolean): TNotizFilter | null {
  const { pathname } = useLocation();
  const roh = useMemo(() => notizKontextAus(pathname), [pathname]);
  const mahnungId = roh && 'mahnungId' in roh ? roh.mahnungId : null;
  const mahnung = trpc.mahnung.get.useQuery(
    { mahnungId: mahnungId ?? '' },
    { enabled: aktiv && mahnungId !== null, retry: false },
  );
  if (!roh) return null;
  if ('projektId' in roh) return roh;
  return mahnung.data ? { projekt: NOTIZ_PROJEKT_ID.mahnung, projektId: mahnung.data.auftragId } : null;
}
