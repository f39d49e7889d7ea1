import { z } from 'zod';
import { ZNotification } from '@lap/contracts';
import { neueNachrichten } from '../../services/dashboard/dashboard.service.js';
import { staffProcedure } from '../../procedures.js';

/** GET api/Notification/GetNewMessagesForSb: the navigation badges (pageName, notiNumber). */
export const neueNachrichtenProcedure = staffProcedure()
  .output(z.array(ZNotification))
  .query(({ ctx }) => neueNachrichten(ctx));
