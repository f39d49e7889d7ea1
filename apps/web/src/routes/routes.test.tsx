import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROLE } from '@lap/contracts';
import { mainNavItems } from '../modules/shell/navigation';
import { routes } from './router';

// spec 001 §2: the route patterns, in the spec's order (optional parameters marked ?). Each must resolve to a page of its
// own, not to the catch-all 'Seite nicht vorhanden!'.
const SPEC_ROUTES =
  `dashboard; antrag/:antragId?; antragansicht/:antragId?; wiedervorlagen; editposition/:versorgerId; antraege;
externalKarte/:antragId; dokumente/:antragId; antragAngebot/:antragId; rechnungsadresse/:antragId; angebote; angebot/:antragId;
angebotkunde/:antragId; angebotshistorie/:userId; auftraege; bearbeitungslist/:auftragId; auftragpositionen/:auftragId/:antragId;
auftraguploads/:auftragId; upload/:versorgerId/:auftragId; vorkasselist; rechnungen; rechnung/:auftragId; rechnungenauftrag/:auftragId;
rechnungenbezahlt; mahnungen; mahnung/:auftragId/:rechnungId?; editmahnung/:mahnungId; registrierung; confirmemail; newemail/:userId;
login/:referer?; forgotpassword; resetpassword; nutzer; editNutzerAdmin/:userId; editNutzerDetails/:userId; changePasswortAdmin/:userId;
account/:userId; rollen; historien; auftraghistorie/:antragId; angebothistorie/:userId; historie/:userId; historie/adminHistorie/:userId;
emails/:auftragId; editEmailJob/:versorgerId/:auftragId?; mailversand; editMailTemplates/:mailvorlageId?; versorgerupload/:versorgerId/:auftragId;
formfiller/:auftragId; erechnungeingaben; unsubscribenewsletter; pdfprocessing`
    .split(';')
    .map((r) => r.trim())
    .filter(Boolean);

/** Routes whose screens a later issue builds: they still fall to the catch-all (the test fails once they exist, so the list shrinks). */
const NOCH_NICHT_GEBAUT: Record<string, string> = {};

/** An address a later issue builds (see NOCH_NICHT_GEBAUT). */
const pending = (to: string): boolean =>
  matchRoutes(
    Object.keys(NOCH_NICHT_GEBAUT).map((path) => ({ path })),
    to,
  ) !== null;

/** A concrete address of a pattern: parameters filled, optional ones left out. */
const concrete = (pattern: string): string =>
  `/${pattern
    .split('/')
    .filter((s) => !s.endsWith('?'))
    .map((s) => (s.startsWith(':') ? '0f9c7a52-1b1e-4a55-9d3e-0c2d8a7b6e11' : s))
    .join('/')}`;

/** The matched page and the roles the innermost RequireRole on its way asks for (undefined = no role guard). */
function resolve(path: string): { leaf: RouteObject | undefined; roles: string[] | undefined } {
  const matches = matchRoutes(routes, path) ?? [];
  let roles: string[] | undefined;
  for (const m of matches) {
    const el = m.route.element;
    if (isValidElement<{ roles?: string[] }>(el) && Array.isArray(el.props.roles)) roles = el.props.roles;
  }
  return { leaf: matches.at(-1)?.route, roles };
}

describe('route table against spec 001 §2', () => {
  it.each(SPEC_ROUTES)('%s resolves to its own page', (pattern) => {
    const { leaf } = resolve(concrete(pattern));
    if (NOCH_NICHT_GEBAUT[pattern])
      expect(leaf?.path, `${pattern} is built now: remove it from NOCH_NICHT_GEBAUT`).toBe('*');
    else expect(leaf?.path, pattern).not.toBe('*');
  });

  it('also answers the spelling /editMahnung (routes match case-insensitively)', () => {
    expect(resolve('/editMahnung/0f9c7a52-1b1e-4a55-9d3e-0c2d8a7b6e11').leaf?.path).toBe('editmahnung/:mahnungId');
  });

  it.each([
    ['case worker', [ROLE.SbBereich]],
    ['administrator', [ROLE.Administration]],
    ['applicant', [ROLE.Antragsteller]],
  ] as const)('every navigation target of the %s opens a page that role may use', (_, roles) => {
    for (const item of mainNavItems({ userId: '0f9c7a52-1b1e-4a55-9d3e-0c2d8a7b6e11', roles })) {
      if (item.kind !== 'internal') continue;
      const { leaf, roles: allowed } = resolve(item.to);
      const pattern = leaf?.path ?? '';
      if (pending(item.to)) continue;
      expect(pattern, item.to).not.toBe('*');
      if (allowed)
        expect(
          allowed.some((r) => (roles as readonly string[]).includes(r)),
          `${item.to} for ${roles.join(',')}`,
        ).toBe(true);
    }
  });
});
