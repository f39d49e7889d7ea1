import { APP_BASE_PATH, ROLE } from '@lap/contracts';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequireRole } from '../modules/auth/components/RequireRole';
import { AppLayout } from '../modules/shell/components/AppLayout';
import { RootErrorPage, RouteErrorPage } from '../modules/shell/components/ErrorPage';
import { NotFoundPage } from '../modules/shell/components/NotFoundPage';
import { PageLoader } from '../modules/shell/components/PageLoader';
import { accountRoutes } from './account-routes';

/**
 * The route table (spec 001 §2). Pages are lazy-loaded; routes other features add go beside these.
 * Until a route exists, its path shows 'Seite nicht vorhanden!' through the catch-all.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: AppLayout,
    errorElement: <RootErrorPage />,
    HydrateFallback: PageLoader,
    children: [
      {
        // Errors of a page render inside the shell, so navigation and footer stay usable.
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, lazy: () => import('./start') },
          { path: 'login/:referer?', lazy: () => import('./login') },
          // Role per route (spec 001 §6 leaves it open; we follow the navigation of each role).
          {
            element: <RequireRole roles={[ROLE.Administration, ROLE.SbBereich]} />,
            children: [{ path: 'nutzer', lazy: () => import('./nutzer') }],
          },
          {
            element: <RequireRole roles={[ROLE.Administration]} />,
            children: [{ path: 'rollen', lazy: () => import('./rollen') }],
          },
          {
            element: <RequireRole roles={[ROLE.Antragsteller]} />,
            children: [
              { path: 'antraege', lazy: () => import('./antraege') },
              { path: 'antrag/:antragId?', lazy: () => import('./antrag') },
              { path: 'dokumente/:antragId', lazy: () => import('./dokumente') },
            ],
          },
          {
            // staff open requests here; the owner may too (the server decides what each one sees)
            element: <RequireRole roles={[ROLE.SbBereich, ROLE.Administration, ROLE.Antragsteller]} />,
            children: [{ path: 'antragansicht/:antragId?', lazy: () => import('./antragansicht') }],
          },
          {
            element: <RequireRole roles={[ROLE.SbBereich]} />,
            children: [
              { path: 'dashboard', lazy: () => import('./dashboard') },
              { path: 'angebote', lazy: () => import('./angebote') },
              { path: 'auftraege', lazy: () => import('./auftraege') },
              { path: 'bearbeitungslist/:auftragId', lazy: () => import('./bearbeitungslist') },
              { path: 'auftragpositionen/:auftragId/:antragId', lazy: () => import('./auftragpositionen') },
              { path: 'netzbetreiber/:netzbetreiberId?', lazy: () => import('./netzbetreiber') },
              // operator e-mail (spec 001 §2 'Operator e-mail')
              { path: 'emails/:auftragId', lazy: () => import('./emails') },
              { path: 'mailversand', lazy: () => import('./mailversand') },
              { path: 'editEmailJob/:versorgerId/:auftragId?', lazy: () => import('./editEmailJob') },
              { path: 'editMailTemplates/:mailvorlageId?', lazy: () => import('./editMailTemplates') },
              { path: 'erechnungeingaben', lazy: () => import('./erechnungeingaben') },
              // invoices (spec 001 §2 'Invoices')
              { path: 'rechnungen', lazy: () => import('./rechnungen') },
              { path: 'rechnungenauftrag/:auftragId', lazy: () => import('./rechnungenauftrag') },
              { path: 'rechnung/:auftragId', lazy: () => import('./rechnungenauftrag') },
              { path: 'rechnungpdf/:id', lazy: () => import('./rechnungpdf') },
              { path: 'vorkasselist', lazy: () => import('./vorkasselist') },
              { path: 'rechnungenbezahlt', lazy: () => import('./rechnungenbezahlt') },
              // dunning (spec 001 §2 'Invoices, prepayments, dunning')
              { path: 'mahnungen', lazy: () => import('./mahnungen') },
              { path: 'mahnung/:auftragId/:rechnungId?', lazy: () => import('./mahnung') },
              // also spelled /editMahnung: routes match case-insensitively
              { path: 'editmahnung/:mahnungId', lazy: () => import('./editmahnung') },
              { path: 'mahnungSenden/:mahnungId', lazy: () => import('./mahnungSenden') },
              // form filler (spec 001 §2 /formfiller/{auftragId})
              { path: 'formfiller/:auftragId', lazy: () => import('./formfiller') },
            ],
          },
          {
            element: <RequireRole roles={[ROLE.SbBereich, ROLE.Administration]} />,
            children: [
              { path: 'angebothistorie/:userId', lazy: () => import('./angebothistorie') },
              { path: 'angebotshistorie/:userId', lazy: () => import('./angebothistorie') },
            ],
          },
          {
            // staff edit the offer here; applicants see their offer (and staff may preview the customer's page)
            element: <RequireRole roles={[ROLE.SbBereich, ROLE.Antragsteller]} />,
            children: [
              { path: 'angebot/:antragId', lazy: () => import('./angebot') },
              { path: 'angebotkunde/:antragId', lazy: () => import('./angebotkunde') },
              { path: 'antragAngebot/:antragId', lazy: () => import('./angebotkunde') },
            ],
          },
          {
            element: <RequireRole roles={[ROLE.Antragsteller]} />,
            children: [{ path: 'rechnungsadresse/:antragId', lazy: () => import('./rechnungsadresse') }],
          },
          // the operators' map link: readable without signing in (spec 000 §2)
          { path: 'externalKarte/:antragId', lazy: () => import('./externalKarte') },
          // the operator's answer through its signed link (e, s): no account (spec 001 §2)
          { path: 'versorgerupload/:versorgerId/:auftragId', lazy: () => import('./versorgerupload') },
          {
            // supplier files and follow-ups (spec 001 §2 Orders, Follow-ups)
            element: <RequireRole roles={[ROLE.SbBereich]} />,
            children: [
              { path: 'upload/:versorgerId/:auftragId', lazy: () => import('./upload') },
              { path: 'auftraguploads/:auftragId', lazy: () => import('./auftraguploads') },
              { path: 'wiedervorlagen', lazy: () => import('./wiedervorlagen') },
              { path: 'editposition/:versorgerId', lazy: () => import('./editposition') },
              // issue 17: stamp an operator's PDF and file it with the supplier (reached from the order's page)
              { path: 'pdfprocessing', lazy: () => import('./pdfprocessing') },
            ],
          },
          {
            // histories (spec 001 §2 'Histories'): staff members' histories for both staff roles, a case's for case workers
            element: <RequireRole roles={[ROLE.SbBereich, ROLE.Administration]} />,
            children: [
              { path: 'historien', lazy: () => import('./historien') },
              { path: 'historie/:userId', lazy: () => import('./historie') },
              { path: 'historie/adminHistorie/:userId', lazy: () => import('./historie') },
            ],
          },
          { element: <RequireRole roles={[ROLE.SbBereich]} />, children: [{ path: 'auftraghistorie/:antragId', lazy: () => import('./auftraghistorie') }] },
          ...accountRoutes,
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes, { basename: APP_BASE_PATH });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
