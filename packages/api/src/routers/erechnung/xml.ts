import { ZERechnungDokumentInput, ZERechnungXml } from '@lap/contracts';
import { eRechnungXml } from '../../services/erechnung/formular.service.js';
import { caseWorkerProcedure } from './staff.js';

/** The form's XRechnung (CII XML) to download; nothing is stored. No REST path: the spec documents none for the form. */
export const xmlProcedure = caseWorkerProcedure()
  .input(ZERechnungDokumentInput)
  .output(ZERechnungXml)
  .mutation(({ input }) => eRechnungXml(input));
