import { z } from 'zod';
import { ZNutzerDetail } from '@lap/contracts';
import { getNutzerById } from '../../services/nutzer/nutzer-admin.service.js';
import { signedIn, except } from '../../access.js';
import { signedInProcedure } from '../../procedures.js';

const ZId = z.object({ id: z.string().min(1).max(64) });

/** Own record for everyone; others per the ownership rule in the service. */
export const byIdProcedure = signedInProcedure(
  except(
    signedIn('eigener Datensatz; Sachbearbeitung liest Kunden, Administration alle', (fx) => ({
      id: fx.applicantUserId,
    })),
    'fremde Kunden',
    { otherApplicant: 403 },
  ),
)
  .input(ZId)
  .output(ZNutzerDetail)
  .query(({ ctx, input }) => getNutzerById(ctx, input.id));
