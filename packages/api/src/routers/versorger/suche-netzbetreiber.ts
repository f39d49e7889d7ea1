import { z } from 'zod';
import { ZNetzbetreiberSucheInput, ZNetzbetreiberTreffer } from '@lap/contracts';
import { sucheNetzbetreiber } from '../../services/versorger/zuordnung.service.js';
import { staffProcedure } from '../../procedures.js';

/** NetzbetreiberByName?netzbetreiber=… */
export const sucheNetzbetreiberProcedure = staffProcedure(() => ({ netzbetreiber: 'Netz' }))
  .input(ZNetzbetreiberSucheInput)
  .output(z.array(ZNetzbetreiberTreffer))
  .query(({ ctx, input }) => sucheNetzbetreiber(ctx, input.netzbetreiber));
