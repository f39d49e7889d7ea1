import { ZFormfillerPuppetUrl } from '@lap/contracts';
import { getPuppetUrl } from '../../services/formfiller/formfiller.service.js';
import { staffProcedure } from '../../procedures.js';

/** GET api/Formfiller/GetPuppetUrl. */
export const puppetUrlProcedure = staffProcedure()
  .output(ZFormfillerPuppetUrl)
  .query(({ ctx }) => getPuppetUrl(ctx));
