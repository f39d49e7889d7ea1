import { ZCustomerListQuery, ZCustomerListResult } from '@lap/contracts';
import { roleProcedure } from '../../trpc.js';
import { listCustomers } from '../../services/nutzer/nutzer-list.service.js';

export const getCustomerListProcedure = roleProcedure('SbBereich', 'Administration')
  .input(ZCustomerListQuery)
  .output(ZCustomerListResult)
  .query(({ ctx, input }) => listCustomers(ctx, input));
