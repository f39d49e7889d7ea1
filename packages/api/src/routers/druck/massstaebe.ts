import { z } from 'zod';
import { ZDruckMassstab } from '@lap/contracts';
import { massstaebe } from '../../services/druck/druck.service.js';
import { signedIn } from '../../access.js';
import { signedInProcedure } from '../../procedures.js';

/** GET api/Print/GetScales. */
export const massstaebeProcedure = signedInProcedure(signedIn('angemeldet'))
  .output(z.array(ZDruckMassstab))
  .query(() => massstaebe());
