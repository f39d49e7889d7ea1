import { ROLE } from '@lap/contracts';
import type { RouteObject } from 'react-router';
import { RequireRole } from '../modules/auth/components/RequireRole';
import { RequireSignIn } from '../modules/account/components/RequireSignIn';
import { withGermanZod } from '../lazy-pages';

/**
 * The account and user-administration routes (spec 000 §2), spliced into the route table in router.tsx.
 * Visitor pages first, then pages for any signed-in user, then the role-guarded ones.
 */
export const accountRoutes: RouteObject[] = [
  { path: 'registrierung', lazy: withGermanZod(() => import('./registrierung')) },
  { path: 'confirmemail', lazy: withGermanZod(() => import('./confirmemail')) },
  { path: 'forgotpassword', lazy: withGermanZod(() => import('./forgotpassword')) },
  { path: 'resetpassword', lazy: withGermanZod(() => import('./resetpassword')) },
  { path: 'unsubscribenewsletter', lazy: withGermanZod(() => import('./unsubscribenewsletter')) },
  {
    Component: RequireSignIn,
    children: [
      { path: 'account/:userId', lazy: withGermanZod(() => import('./account')) },
      { path: 'newemail/:userId', lazy: withGermanZod(() => import('./newemail')) },
      { path: 'editNutzerDetails/:userId', lazy: withGermanZod(() => import('./editNutzerDetails')) },
    ],
  },
  {
    element: <RequireRole roles={[ROLE.Administration]} />,
    children: [
      // A static segment ranks before :userId, so 'neu' never loads a user.
      { path: 'editNutzerAdmin/neu', lazy: withGermanZod(() => import('./editNutzerAdmin-neu')) },
      { path: 'editNutzerAdmin/:userId', lazy: withGermanZod(() => import('./editNutzerAdmin')) },
      { path: 'changePasswortAdmin/:userId', lazy: withGermanZod(() => import('./changePasswortAdmin')) },
      { path: 'deleteNutzerAdmin/:id', lazy: withGermanZod(() => import('./deleteNutzerAdmin')) },
    ],
  },
  {
    element: <RequireRole roles={[ROLE.SbBereich, ROLE.Administration]} />,
    children: [{ path: 'editBemerkung/:id', lazy: withGermanZod(() => import('./editBemerkung')) }],
  },
];
