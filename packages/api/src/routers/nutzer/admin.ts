import { z } from 'zod';
import {
  ZChangePasswordInput,
  ZCreateNutzerResult,
  ZMessageResult,
  ZNutzerAdminInput,
  ZNutzerDetail,
  ZOwnDataInput,
} from '@lap/contracts';
import { authedProcedure, roleProcedure } from '../../trpc.js';
import {
  changePassword,
  createNutzer,
  deleteNutzer,
  editNutzer,
  editNutzerAdmin,
  editOwnData,
  getNutzerById,
} from '../../services/nutzer/nutzer-admin.service.js';
import { except, roles, signedIn } from '../../access.js';

const ZId = z.object({ id: z.string().min(1).max(64) });

/** Own record for everyone; others per the ownership rule in the service. */
export const getNutzerByIdProcedure = authedProcedure
  .meta({
    access: except(
      signedIn('eigener Datensatz; Sachbearbeitung liest Kunden, Administration alle', (fx) => ({
        id: fx.applicantUserId,
      })),
      'fremde Kunden',
      { otherApplicant: 403 },
    ),
  })
  .input(ZId)
  .output(ZNutzerDetail)
  .query(({ ctx, input }) => getNutzerById(ctx, input.id));

export const editNutzerAdminProcedure = roleProcedure('Administration')
  .meta({ access: roles(['Administration']) })
  .input(ZNutzerAdminInput)
  .output(ZCreateNutzerResult)
  .mutation(({ ctx, input }) => editNutzerAdmin(ctx, input));

export const editOwnDataProcedure = authedProcedure
  .meta({ access: signedIn('angemeldet: nur die eigenen Daten') })
  .input(ZOwnDataInput)
  .output(ZCreateNutzerResult)
  .mutation(({ ctx, input }) => editOwnData(ctx, input));

/**
 * The legacy `PUT api/Nutzer/PutEditNutzer` serves both edits on one path: the body is checked by the
 * caller's schema (admin edit or own data) inside the service.
 */
export const editNutzerLegacyProcedure = authedProcedure
  .meta({ access: signedIn('angemeldet: Administration alle, sonst nur die eigenen Daten') })
  .input(z.unknown())
  .output(ZCreateNutzerResult)
  .mutation(({ ctx, input }) => editNutzer(ctx, input));

export const createNutzerProcedure = roleProcedure('Administration')
  .meta({ access: roles(['Administration']) })
  .input(ZNutzerAdminInput)
  .output(ZCreateNutzerResult)
  .mutation(({ ctx, input }) => createNutzer(ctx, input));

export const changePasswordProcedure = roleProcedure('Administration')
  .meta({ access: roles(['Administration']) })
  .input(ZChangePasswordInput)
  .output(ZMessageResult)
  .mutation(({ ctx, input }) => changePassword(ctx, input.id, input.password));

export const deleteNutzerProcedure = roleProcedure('Administration')
  .meta({ access: roles(['Administration'], (fx) => ({ id: fx.throwawayUserId })) })
  .input(ZId)
  .output(ZMessageResult)
  .mutation(({ ctx, input }) => deleteNutzer(ctx, input.id));
