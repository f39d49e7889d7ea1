import type { RestRoute } from './route.js';

/** Master data (spec 000 §7 Stammdaten). */
export const STAMMDATEN_ROUTES: RestRoute[] = [
  { method: 'GET', path: 'api/Stammdaten/GetNetzarten', call: (c) => c.stammdaten.netzarten() },
  { method: 'GET', path: 'api/Stammdaten/GetAllNetzarten', call: (c) => c.stammdaten.allNetzarten() },
];
