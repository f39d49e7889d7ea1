import { router } from '../../trpc.js';
import {
  changePasswordProcedure,
  createNutzerProcedure,
  deleteNutzerProcedure,
  editNutzerAdminProcedure,
  editNutzerLegacyProcedure,
  editOwnDataProcedure,
  getNutzerByIdProcedure,
} from './admin.js';
import { bemerkungNutzerProcedure } from './bemerkung-nutzer.js';
import { createRolleProcedure } from './create-rolle.js';
import { getCustomerListProcedure } from './get-customer-list.js';
import { getNutzerListProcedure } from './get-nutzer-list.js';
import { getRollenListProcedure } from './get-rollen-list.js';

export const nutzerRouter = router({
  list: getNutzerListProcedure,
  customerList: getCustomerListProcedure,
  setBemerkung: bemerkungNutzerProcedure,
  rollenList: getRollenListProcedure,
  createRolle: createRolleProcedure,
  byId: getNutzerByIdProcedure,
  create: createNutzerProcedure,
  edit: editNutzerAdminProcedure,
  editOwn: editOwnDataProcedure,
  editLegacy: editNutzerLegacyProcedure,
  changePassword: changePasswordProcedure,
  delete: deleteNutzerProcedure,
});
