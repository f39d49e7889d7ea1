import { ZClientConfig } from '@lap/contracts';
import { clientConfig } from '../../services/karte/ortssuche.service.js';
import { publicProcedure } from '../../procedures.js';

/** Public: the login-free map link needs the tile settings too. */
export const configProcedure = publicProcedure('öffentlich: Kartenkonfiguration')
  .output(ZClientConfig)
  .query(({ ctx }) => clientConfig(ctx.deps));
