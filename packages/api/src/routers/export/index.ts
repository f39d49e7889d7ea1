import { router } from '../../trpc.js';
import { convertHistorieProcedure } from './convert-historie.js';
import { exportNutzerProcedure } from './export-nutzer.js';
import { exportRechnungenProcedure } from './export-rechnungen.js';

export const exportRouter = router({
  nutzer: exportNutzerProcedure,
  rechnungen: exportRechnungenProcedure,
  angebotHistorie: convertHistorieProcedure,
});
