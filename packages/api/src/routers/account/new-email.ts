import { ZMessageResult, ZNewEmailInput } from '@lap/contracts';
import { requestNewEmail } from '../../services/account/account.service.js';
import { signedIn, except } from '../../access.js';
import { signedInProcedure } from '../../procedures.js';

export const newEmailProcedure = signedInProcedure(
  except(
    signedIn('nur das eigene Konto', (fx) => ({
      userId: fx.applicantUserId,
      newEmail: 'neu@example.org',
      password: 'Falsch#2026',
    })),
    'fremde Konten',
    { otherApplicant: 403, staff: 403, admin: 403 },
  ),
)
  .input(ZNewEmailInput)
  .output(ZMessageResult)
  .mutation(({ ctx, input }) => requestNewEmail(ctx, input.userId, input.newEmail, input.password));
