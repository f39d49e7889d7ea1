import { ZERechnungDokumentInput, ZERechnungZugferd } from '@lap/contracts';
import { eRechnungZugferd } from '../../services/erechnung/formular.service.js';
import { staffProcedure } from '../../procedures.js';
import { BEISPIEL } from './samples.js';

/**
 * The form's ZUGFeRD PDF (base64) to download; nothing is stored. No REST path: the spec documents none for the form.
 */
export const zugferdProcedure = staffProcedure(() => BEISPIEL)
  .input(ZERechnungDokumentInput)
  .output(ZERechnungZugferd)
  .mutation(({ input }) => eRechnungZugferd(input));
