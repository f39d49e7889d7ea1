import { router } from '../../trpc.js';
import { listProcedure } from './list.js';
import { customerListProcedure } from './customer-list.js';
import { setBemerkungProcedure } from './set-bemerkung.js';
import { rollenListProcedure } from './rollen-list.js';
import { createRolleProcedure } from './create-rolle.js';
import { byIdProcedure } from './by-id.js';
import { createProcedure } from './create.js';
import { editProcedure } from './edit.js';
import { editOwnProcedure } from './edit-own.js';
import { editLegacyProcedure } from './edit-legacy.js';
import { changePasswordProcedure } from './change-password.js';
import { deleteProcedure } from './delete.js';

export const nutzerRouter = router({
  list: listProcedure,
  customerList: customerListProcedure,
  setBemerkung: setBemerkungProcedure,
  rollenList: rollenListProcedure,
  createRolle: createRolleProcedure,
  byId: byIdProcedure,
  create: createProcedure,
  edit: editProcedure,
  editOwn: editOwnProcedure,
  editLegacy: editLegacyProcedure,
  changePassword: changePasswordProcedure,
  delete: deleteProcedure,
});
