import { APP_BASE_PATH, ROLE } from '@lap/contracts';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequireRole } from '../modules/auth/components/RequireRole';
import { AppLayout } from '../modules/shell/components/AppLayout';
import { RootErrorPage, RouteErrorPage } from '../modules/shell/components/ErrorPage';
import { PageLoader } from '../modules/shell/components/PageLoader';
import { accountRoutes } from './account-routes';
import { withGermanZod } from '../lazy-pages';

/**
 * The route table (spec 001 §2). Pages are lazy-loaded; routes other features add go beside these.
 * Start and login load without zod, the first page stays small (issue 18); every other page comes with zod's German
 * messages (withGermanZod).
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
          {
            // Every other page fetches through TanStack Query: its providers load with the page, not on the first page.
            lazy: () => import('./data'),
            children: [
              // Role per route (spec 001 §6 leaves it open; we follow the navigation of each role).
              {
                element: <RequireRole roles={[ROLE.Administration, ROLE.SbBereich]} />,
                children: [{ path: 'nutzer', lazy: withGermanZod(() => import('./nutzer')) }],
              },
              {
                element: <RequireRole roles={[ROLE.Administration]} />,
                children: [{ path: 'rollen', lazy: withGermanZod(() => import('./rollen')) }],
              },
              {
                element: <RequireRole roles={[ROLE.Antragsteller]} />,
                children: [
                  { path: 'antraege', lazy: withGermanZod(() => import('./antraege')) },
                  { path: 'antrag/:antragId?', lazy: withGermanZod(() => import('./antrag')) },
                  { path: 'dokumente/:antragId', lazy: withGermanZod(() => import('./dokumente')) },
                ],
              },
              {
                // staff open requests here; the owner may too (the server decides what each one sees)
                element: <RequireRole roles={[ROLE.SbBereich, ROLE.Administration, ROLE.Antragsteller]} />,
                children: [{ path: 'antragansicht/:antragId?', lazy: withGermanZod(() => import('./antragansicht')) }],
              },
              {
                element: <RequireRole roles={[ROLE.SbBereich]} />,
                children: [
                  { path: 'dashboard', lazy: withGermanZod(() => import('./dashboard')) },
                  { path: 'angebote', lazy: withGermanZod(() => import('./angebote')) },
                  { path: 'auftraege', lazy: withGermanZod(() => import('./auftraege')) },
                  { path: 'bearbeitungslist/:auftragId', lazy: withGermanZod(() => import('./bearbeitungslist')) },
                  {
                    path: 'auftragpositionen/:auftragId/:antragId',
                    lazy: withGermanZod(() => import('./auftragpositionen')),
                  },
                  { path: 'netzbetreiber/:netzbetreiberId?', lazy: withGermanZod(() => import('./netzbetreiber')) },
                  // operator e-mail (spec 001 §2 'Operator e-mail')
                  { path: 'emails/:auftragId', lazy: withGermanZod(() => import('./emails')) },
                  { path: 'mailversand', lazy: withGermanZod(() => import('./mailversand')) },
                  {
                    path: 'editEmailJob/:versorgerId/:auftragId?',
                    lazy: withGermanZod(() => import('./editEmailJob')),
                  },
                  {
                    path: 'editMailTemplates/:mailvorlageId?',
                    lazy: withGermanZod(() => import('./editMailTemplates')),
                  },
                  { path: 'erechnungeingaben', lazy: withGermanZod(() => import('./erechnungeingaben')) },
                  // invoices (spec 001 §2 'Invoices')
                  { path: 'rechnungen', lazy: withGermanZod(() => import('./rechnungen')) },
                  { path: 'rechnungenauftrag/:auftragId', lazy: withGermanZod(() => import('./rechnungenauftrag')) },
                  { path: 'rechnung/:auftragId', lazy: withGermanZod(() => import('./rechnungenauftrag')) },
                  { path: 'rechnungpdf/:id', lazy: withGermanZod(() => import('./rechnungpdf')) },
                  { path: 'vorkasselist', lazy: withGermanZod(() => import('./vorkasselist')) },
                  { path: 'rechnungenbezahlt', lazy: withGermanZod(() => import('./rechnungenbezahlt')) },
                  // dunning (spec 001 §2 'Invoices, prepayments, dunning')
                  { path: 'mahnungen', lazy: withGermanZod(() => import('./mahnungen')) },
                  { path: 'mahnung/:auftragId/:rechnungId?', lazy: withGermanZod(() => import('./mahnung')) },
                  // also spelled /editMahnung: routes match case-insensitively
                  { path: 'editmahnung/:mahnungId', lazy: withGermanZod(() => import('./editmahnung')) },
                  { path: 'mahnungSenden/:mahnungId', lazy: withGermanZod(() => import('./mahnungSenden')) },
                  // form filler (spec 001 §2 /formfiller/{auftragId})
                  { path: 'formfiller/:auftragId', lazy: withGermanZod(() => import('./formfiller')) },
                ],
              },
              {
                element: <RequireRole roles={[ROLE.SbBereich, ROLE.Administration]} />,
                children: [
                  { path: 'angebothistorie/:userId', lazy: withGermanZod(() => import('./angebothistorie')) },
                  { path: 'angebotshistorie/:userId', lazy: withGermanZod(() => import('./angebothistorie')) },
                ],
              },
              {
                // staff edit the offer here; applicants see their offer (and staff may preview the customer's page)
                element: <RequireRole roles={[ROLE.SbBereich, ROLE.Antragsteller]} />,
                children: [
                  { path: 'angebot/:antragId', lazy: withGermanZod(() => import('./angebot')) },
                  { path: 'angebotkunde/:antragId', lazy: withGermanZod(() => import('./angebotkunde')) },
                  { path: 'antragAngebot/:antragId', lazy: withGermanZod(() => import('./angebotkunde')) },
                ],
              },
              {
                element: <RequireRole roles={[ROLE.Antragsteller]} />,
                children: [
                  { path: 'rechnungsadresse/:antragId', lazy: withGermanZod(() => import('./rechnungsadresse')) },
                ],
              },
              // the operators' map link: readable without signing in (spec 000 §2)
              { path: 'externalKarte/:antragId', lazy: withGermanZod(() => import('./externalKarte')) },
              // the operator's answer through its signed link (e, s): no account (spec 001 §2)
              {
                path: 'versorgerupload/:versorgerId/:auftragId',
                lazy: withGermanZod(() => import('./versorgerupload')),
              },
              {
                // supplier files and follow-ups (spec 001 §2 Orders, Follow-ups)
                element: <RequireRole roles={[ROLE.SbBereich]} />,
                children: [
                  { path: 'upload/:versorgerId/:auftragId', lazy: withGermanZod(() => import('./upload')) },
                  { path: 'auftraguploads/:auftragId', lazy: withGermanZod(() => import('./auftraguploads')) },
                  { path: 'wiedervorlagen', lazy: withGermanZod(() => import('./wiedervorlagen')) },
                  { path: 'editposition/:versorgerId', lazy: withGermanZod(() => import('./editposition')) },
                  // issue 17: stamp an operator's PDF and file it with the supplier (reached from the order's page)
                  { path: 'pdfprocessing', lazy: withGermanZod(() => import('./pdfprocessing')) },
                ],
              },
              {
                // histories (spec 001 §2 'Histories'): staff members' histories for both staff roles, a case's for case workers
                element: <RequireRole roles={[ROLE.SbBereich, ROLE.Administration]} />,
                children: [
                  { path: 'historien', lazy: withGermanZod(() => import('./historien')) },
                  { path: 'historie/:userId', lazy: withGermanZod(() => import('./historie')) },
                  { path: 'historie/adminHistorie/:userId', lazy: withGermanZod(() => import('./historie')) },
                ],
              },
              {
                element: <RequireRole roles={[ROLE.SbBereich]} />,
                children: [
                  { path: 'auftraghistorie/:antragId', lazy: withGermanZod(() => import('./auftraghistorie')) },
                ],
              },
              ...accountRoutes,
            ],
          },
          { path: '*', lazy: () => import('./notfound') },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes, { basename: APP_BASE_PATH });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
