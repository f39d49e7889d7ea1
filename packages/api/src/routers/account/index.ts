import { router } from '../../trpc.js';
import { loginProcedure } from './login.js';
import { logoutProcedure } from './logout.js';
import { meProcedure } from './me.js';

export const accountRouter = router({
  login: loginProcedure,
  logout: logoutProcedure,
  me: meProcedure,
});
