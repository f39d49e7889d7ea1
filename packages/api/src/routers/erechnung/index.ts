import { router } from '../../trpc.js';
import { xmlProcedure } from './xml.js';
import { zugferdProcedure } from './zugferd.js';

/** The e-invoice form /erechnungeingaben (spec 001 §3 E-invoice form): its XRechnung and ZUGFeRD (issue 14). */
export const erechnungRouter = router({
  xml: xmlProcedure,
  zugferd: zugferdProcedure,
});
