import { z } from 'zod';
import {
  ZAddPositionInput,
  ZAuftragByIdInput,
  ZAuftragPosition,
  ZPositionIdInput,
  ZPositionVersorger,
  ZPostVersorgerToPositionInput,
  ZPutVersorgerToPositionInput,
  ZVersorgerIdInput,
  ZVersorgerToPosition,
} from '@lap/contracts';
import {
  addPosition,
  deletePosition,
  getVersorgerToPosition,
  positionen,
  postVersorgerToPosition,
  putVersorgerToPosition,
  versorgerByPosition,
} from '../../services/auftrag/positionen.service.js';
import { staffProcedure } from './staff.js';

/** GetBearbeitungsPositionenById/{auftragId}. */
export const positionenProcedure = staffProcedure((fx) => ({ auftragId: fx.auftragId }))
  .input(ZAuftragByIdInput)
  .output(z.array(ZAuftragPosition))
  .query(({ ctx, input }) => positionen(ctx, input.auftragId));

/** AddPositionZumAuftragById/{auftragId}. */
export const addPositionProcedure = staffProcedure((fx) => ({ auftragId: fx.auftragId, positionName: 'Fernwärme' }))
  .input(ZAddPositionInput)
  .output(ZAuftragPosition)
  .mutation(({ ctx, input }) => addPosition(ctx, input));

/** DeleteBearbeitungsPositionById/{positionId}. (No sample: deleting the fixture's position would take it from every later check.) */
export const deletePositionProcedure = staffProcedure()
  .input(ZPositionIdInput)
  .output(z.object({ id: z.number().int() }))
  .mutation(({ ctx, input }) => deletePosition(ctx, input.positionId));

/** GetVersorgerByPositionId/{positionId}. */
export const versorgerByPositionProcedure = staffProcedure((fx) => ({ positionId: fx.positionId }))
  .input(ZPositionIdInput)
  .output(z.array(ZPositionVersorger))
  .query(({ ctx, input }) => versorgerByPosition(ctx, input.positionId));

/** PostVersorgerToPosition. */
export const postVersorgerProcedure = staffProcedure((fx) => ({
  auftragId: fx.auftragId,
  positionId: fx.positionId,
  versorgerName: 'Stadtwerke Matrix',
}))
  .input(ZPostVersorgerToPositionInput)
  .output(ZVersorgerToPosition)
  .mutation(({ ctx, input }) => postVersorgerToPosition(ctx, input));

/** PutVersorgerToPosition/{versorgerId}. */
export const putVersorgerProcedure = staffProcedure((fx) => ({
  versorgerId: fx.versorgerId,
  versorgerName: 'Stadtwerke Matrix',
}))
  .input(ZPutVersorgerToPositionInput)
  .output(ZVersorgerToPosition)
  .mutation(({ ctx, input }) => putVersorgerToPosition(ctx, input));

/** GetVersorgerToPosition/{versorgerId}. */
export const getVersorgerProcedure = staffProcedure((fx) => ({ versorgerId: fx.versorgerId }))
  .input(ZVersorgerIdInput)
  .output(ZVersorgerToPosition)
  .query(({ ctx, input }) => getVersorgerToPosition(ctx, input.versorgerId));
