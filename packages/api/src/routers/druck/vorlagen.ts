import { z } from 'zod';
import { ZDruckVorlage } from '@lap/contracts';
import { vorlagen } from '../../services/druck/druck.service.js';
import { signedIn } from '../../access.js';
import { signedInProcedure } from '../../procedures.js';

/** GET api/Print/GetComposerTemplates. */
export const vorlagenProcedure = signedInProcedure(signedIn('angemeldet'))
  .output(z.array(ZDruckVorlage))
  .query(() => vorlagen());
