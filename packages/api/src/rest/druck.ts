import type { TDruckJobInput } from '@lap/contracts';
import { unchecked, type RestRoute } from './route.js';

/** A PrintMap body: the documented list of jobs; `{ jobs: [...] }` and a single job object are read as well. */
function jobsOf(body: unknown): unknown[] {
  if (Array.isArray(body)) return body;
  if (body === null || body === undefined || typeof body !== 'object') return [];
  const o = body as Record<string, unknown>;
  const list = o.jobs ?? o.printJobs ?? o.druckauftraege;
  if (Array.isArray(list)) return list;
  return Object.keys(o).length > 0 ? [o] : [];
}

/** Map print (spec 001 §7 Print). DownloadDatei/{projectId}/{fileName} is a file route (apps/server plugins/files.ts). */
export const DRUCK_ROUTES: RestRoute[] = [
  { method: 'GET', path: 'api/Print/GetScales', call: (c) => c.druck.massstaebe() },
  { method: 'GET', path: 'api/Print/GetComposerTemplates', call: (c) => c.druck.vorlagen() },
  {
    method: 'POST',
    path: 'api/Print/PrintMap',
    call: (c, r) => c.druck.drucken(unchecked<TDruckJobInput[]>(jobsOf(r.body))),
  },
];
