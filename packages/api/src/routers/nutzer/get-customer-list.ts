import { ZCustomerListQuery, ZCustomerListResult } from '@lap/contracts';
import { roleProcedure } from '../../trpc.js';
import { listCustomers } from '../../services/nutzer/nutzer-list.service.js';
import { roles } from '../../access.js';

export const getCustomerListProcedure = roleProcedure('SbBereich', 'Administration')
  .meta({ access: roles(['SbBereich', 'Administration']) })
  .input(ZCustomerListQuery)
  .output(ZCustomerListResult)
  .query(({ ctx, input }) => listCustomers(ctx, input));
