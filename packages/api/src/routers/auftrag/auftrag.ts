import { z } from 'zod';
import { ZAuftragByIdInput, ZAuftragView, ZBemerkungAuftragInput, ZPrioritaetInput } from '@lap/contracts';
import { auftragView, setBemerkung, setPrioritaet } from '../../services/auftrag/auftrag.service.js';
import { staffProcedure } from './staff.js';

/** GetAuftragById/{id}. */
export const byIdProcedure = staffProcedure((fx) => ({ auftragId: fx.auftragId }))
  .input(ZAuftragByIdInput)
  .output(ZAuftragView)
  .query(({ ctx, input }) => auftragView(ctx, input.auftragId));

/** BemerkungAuftrag/{id}. */
export const bemerkungProcedure = staffProcedure((fx) => ({ auftragId: fx.auftragId, bemerkung: 'Rückruf erbeten.' }))
  .input(ZBemerkungAuftragInput)
  .output(z.object({ bemerkung: z.string().nullable() }))
  .mutation(({ ctx, input }) => setBemerkung(ctx, input.auftragId, input.bemerkung));

/** PutUpdatePrioritaet/{id}. */
export const prioritaetProcedure = staffProcedure((fx) => ({ auftragId: fx.auftragId, prioritaet: 2 }))
  .input(ZPrioritaetInput)
  .output(z.object({ prioritaet: z.number().int() }))
  .mutation(({ ctx, input }) => setPrioritaet(ctx, input.auftragId, input.prioritaet));
