import { ZERechnungDokumentInput, ZERechnungXml } from '@lap/contracts';
import { eRechnungXml } from '../../services/erechnung/formular.service.js';
import { staffProcedure } from '../../procedures.js';
import { BEISPIEL } from './samples.js';

/**
 * The form's XRechnung (CII XML) to download; nothing is stored. No REST path: the spec documents none for the form.
 */
export const xmlProcedure = staffProcedure(() => BEISPIEL)
  .input(ZERechnungDokumentInput)
  .output(ZERechnungXml)
  .mutation(({ input }) => eRechnungXml(input));
