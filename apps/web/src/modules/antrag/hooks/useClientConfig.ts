import { trpc } from '../../../trpc';

/** The deployment's map settings (tile server, old-projects link); they do not change while the page is open. */
export function useClientConfig() {
  return trpc.karte.config.useQuery(undefined, { staleTime: Infinity, gcTime: Infinity });
}
