import { ZGemeindeSucheInput, ZGemeindeSucheResult, ZKreisGemeinden, ZKreisInput, ZKreisList } from '@lap/contracts';
import { roleProcedure } from '../../trpc.js';
import { kreisGemeinden, listKreise, searchGemeinden } from '../../services/netzbetreiber/coverage.service.js';
import { roles } from '../../access.js';

/** Municipality search of the coverage editor: name or AGS prefix, ≥ 2 characters, at most 50 hits. */
export const gemeindeSucheProcedure = roleProcedure('SbBereich')
  .meta({ access: roles(['SbBereich']) })
  .input(ZGemeindeSucheInput)
  .output(ZGemeindeSucheResult)
  .query(({ ctx, input }) => searchGemeinden(ctx, input.suche));

/** 'ganzer Landkreis': the districts (5-digit key and German name). */
export const kreiseProcedure = roleProcedure('SbBereich')
  .meta({ access: roles(['SbBereich']) })
  .output(ZKreisList)
  .query(({ ctx }) => listKreise(ctx));

/** The municipalities of one district. */
export const kreisGemeindenProcedure = roleProcedure('SbBereich')
  .meta({ access: roles(['SbBereich']) })
  .input(ZKreisInput)
  .output(ZKreisGemeinden)
  .query(({ ctx, input }) => kreisGemeinden(ctx, input.kreis));
