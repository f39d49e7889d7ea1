import { ROLE } from '@lap/contracts';
import type { RouteObject } from 'react-router';
import { RequireRole } from '../modules/auth/components/RequireRole';
import { RequireSignIn } from '../modules/account/components/RequireSignIn';

/**
 * The account and user-administration routes (spec 000 §2), spliced into the route table in router.tsx.
 * Visitor pages first, then pages for any signed-in user, then the role-guarded ones.
 */
export const accountRoutes: RouteObject[] = [
  { path: 'registrierung', lazy: () => import('./registrierung') },
  { path: 'confirmemail', lazy: () => import('./confirmemail') },
  { path: 'forgotpassword', lazy: () => import('./forgotpassword') },
  { path: 'resetpassword', lazy: () => import('./resetpassword') },
  { path: 'unsubscribenewsletter', lazy: () => import('./unsubscribenewsletter') },
  {
    Component: RequireSignIn,
    children: [
      { path: 'account/:userId', lazy: () => import('./account') },
      { path: 'newemail/:userId', lazy: () => import('./newemail') },
      { path: 'editNutzerDetails/:userId', lazy: () => import('./editNutzerDetails') },
    ],
  },
  {
    element: <RequireRole roles={[ROLE.Administration]} />,
    children: [
      // A static segment ranks before :userId, so 'neu' never loads a user.
      { path: 'editNutzerAdmin/neu', lazy: () => import('./editNutzerAdmin-neu') },
      { path: 'editNutzerAdmin/:userId', lazy: () => import('./editNutzerAdmin') },
      { path: 'changePasswortAdmin/:userId', lazy: () => import('./changePasswortAdmin') },
      { path: 'deleteNutzerAdmin/:id', lazy: () => import('./deleteNutzerAdmin') },
    ],
  },
  {
    element: <RequireRole roles={[ROLE.SbBereich, ROLE.Administration]} />,
    children: [{ path: 'editBemerkung/:id', lazy: () => import('./editBemerkung') }],
  },
];
