import { ZCustomerListQuery, ZCustomerListResult } from '@lap/contracts';
import { listCustomers } from '../../services/nutzer/nutzer-list.service.js';
import { officeProcedure } from '../../procedures.js';

export const customerListProcedure = officeProcedure()
  .input(ZCustomerListQuery)
  .output(ZCustomerListResult)
  .query(({ ctx, input }) => listCustomers(ctx, input));
