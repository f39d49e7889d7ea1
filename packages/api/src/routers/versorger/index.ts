import { router } from '../../trpc.js';
import { listProcedure } from './list.js';
import { getProcedure } from './get.js';
import { historieProcedure } from './historie.js';
import { updateProcedure } from './update.js';
import { auskunftBemerkungProcedure } from './auskunft-bemerkung.js';
import { deleteProcedure } from './delete.js';
import { netzbetreiberZumAuftragProcedure } from './netzbetreiber-zum-auftrag.js';
import { sucheNetzbetreiberProcedure } from './suche-netzbetreiber.js';
import { addNetzbetreiberProcedure } from './add-netzbetreiber.js';
import { setGemeindeDisabledProcedure } from './set-gemeinde-disabled.js';

// Supplier rows: case workers only. Samples name the fixture order (the demo customer's status-5 order) and one of
// its rows; changing calls get harmless samples: the matrix calls them as staff before other procedures read the
// fixture.
/** Supplier rows of an order (spec 001 /bearbeitungslist) and 'Netzbetreiber zum Auftrag'. */
export const versorgerRouter = router({
  list: listProcedure,
  get: getProcedure,
  historie: historieProcedure,
  update: updateProcedure,
  auskunftBemerkung: auskunftBemerkungProcedure,
  delete: deleteProcedure,
  netzbetreiberZumAuftrag: netzbetreiberZumAuftragProcedure,
  sucheNetzbetreiber: sucheNetzbetreiberProcedure,
  addNetzbetreiber: addNetzbetreiberProcedure,
  setGemeindeDisabled: setGemeindeDisabledProcedure,
});
