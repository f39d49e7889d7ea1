import { z } from 'zod';
import { ZMahnungVorlage } from '@lap/contracts';
import { mahnungVorlagen } from '../../services/mahnung/mahnung.service.js';
import { staffProcedure } from '../../procedures.js';

/** The editable text of each level (ours; no documented path). */
export const vorlagenProcedure = staffProcedure()
  .output(z.array(ZMahnungVorlage))
  .query(({ ctx }) => mahnungVorlagen(ctx));
