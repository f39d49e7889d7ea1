import { z } from 'zod';
import { ZRechnungIdInput, ZRechnungsPosition } from '@lap/contracts';
import { positionen } from '../../services/rechnung/entwurf.service.js';
import { staffProcedure } from '../../procedures.js';

/** GetRechnungsPositionen/{rechnungId}. */
export const positionenProcedure = staffProcedure((fx) => ({ rechnungId: fx.rechnungId }))
  .input(ZRechnungIdInput)
  .output(z.array(ZRechnungsPosition))
  .query(({ ctx, input }) => positionen(ctx, input.rechnungId));
