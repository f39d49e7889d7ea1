import { ZFormfillerScan, ZFormfillerScanInput } from '@lap/contracts';
import { scanBetreiberForm } from '../../services/formfiller/formfiller.service.js';
import { staffProcedure } from '../../procedures.js';

/** POST api/Formfiller/ScanBetreiberForm/{id}: id = auftragId, body {url}. */
export const scanProcedure = staffProcedure((fx) => ({ auftragId: fx.auftragId, url: 'http://10.0.0.1/formular' }))
  .input(ZFormfillerScanInput)
  .output(ZFormfillerScan)
  .mutation(({ ctx, input }) => scanBetreiberForm(ctx, input));
