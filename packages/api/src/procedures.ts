import { ROLE, type TRoleName } from '@lap/contracts';
import { anyone, ownAntrag, roles, viaOperatorLink, type TAccess, type TAccessFixtures } from './access.js';
import type { AuthedContext } from './context.js';
import { AppError } from './errors.js';
import { authedProcedure, baseProcedure } from './trpc.js';

/**
 * The procedure builders (issue 43): every router procedure starts from exactly one of them, and the builder states
 * both who may call it (the middleware) and the access declaration the generated authorization matrix checks
 * (`meta.access`), so the two cannot drift apart. Router files define no builders of their own (test/router-layout).
 *
 * The role builders hand the service a context whose type says what the role guarantees: a service that takes a
 * `StaffContext` needs no `isCaseWorker` re-check. Ownership (the applicant's own Antrag, the case worker's notes, the
 * signed operator link) names a record, so the service checks it when it loads that record.
 */

/** A record sample of the matrix: an input naming fixture records (see `TAccessFixtures`). */
export type TSample = (fx: TAccessFixtures) => unknown;

/** Signed in as a case worker (SbBereich): the back-office case work. */
export type StaffContext = AuthedContext & { readonly role: typeof ROLE.SbBereich };
/** Signed in as an administrator (Administration): accounts and roles. */
export type AdminContext = AuthedContext & { readonly role: typeof ROLE.Administration };
/** Signed in with either back-office role (SbBereich or Administration): histories, customer lists, master data. */
export type OfficeContext = AuthedContext & { readonly role: typeof ROLE.SbBereich | typeof ROLE.Administration };
/** Signed in as an applicant (Antragsteller): the customer's own requests. */
export type ApplicantContext = AuthedContext & { readonly role: typeof ROLE.Antragsteller };

/** The first of `allowed` the user holds, or null. */
function roleOf<R extends TRoleName>(ctx: AuthedContext, allowed: readonly R[]): R | null {
  return allowed.find((r) => ctx.session.user.roles.includes(r)) ?? null;
}

/**
 * The one role check, for callers outside a role procedure (the file routes of apps/server call services with a
 * plain signed-in context): the context as the role's, or 403.
 */
export function asRole<R extends TRoleName>(ctx: AuthedContext, ...allowed: R[]): AuthedContext & { readonly role: R } {
  const role = roleOf(ctx, allowed);
  if (role === null) throw new AppError('FORBIDDEN');
  return { ...ctx, role };
}
export const asStaff = (ctx: AuthedContext): StaffContext => asRole(ctx, ROLE.SbBereich);

/** Allows the call when the user has one of the given roles; the context carries the role it was admitted under. */
function roleBuilder<R extends TRoleName>(...allowed: R[]) {
  return authedProcedure.use(({ ctx, next }) => {
    const role = roleOf(ctx, allowed);
    if (role === null) throw new AppError('FORBIDDEN');
    return next({ ctx: { role } });
  });
}
const staffBase = roleBuilder(ROLE.SbBereich);
const adminBase = roleBuilder(ROLE.Administration);
const officeBase = roleBuilder(ROLE.SbBereich, ROLE.Administration);
const applicantBase = roleBuilder(ROLE.Antragsteller);

/** Anyone, signed in or not (sign-in, registration, public map link, configuration); `rule` says why. */
export const publicProcedure = (rule: string) => baseProcedure.meta({ access: anyone(rule) });

/**
 * Any signed-in user; the declaration says what each subject gets (`signedIn`, `ownAntrag('read')`, `except(…)`),
 * and the service scopes every query to the caller or checks the record's owner.
 */
export const signedInProcedure = (access: TAccess) => authedProcedure.meta({ access });

/** Case workers only (SbBereich); Administration manages accounts, not cases. */
export const staffProcedure = (sample?: TSample) => staffBase.meta({ access: roles([ROLE.SbBereich], sample) });

/** Administrators only (Administration). */
export const adminProcedure = (sample?: TSample) => adminBase.meta({ access: roles([ROLE.Administration], sample) });

/** Either back-office role (SbBereich or Administration). */
export const officeProcedure = (sample?: TSample) =>
  officeBase.meta({ access: roles([ROLE.SbBereich, ROLE.Administration], sample) });

/** Applicants only (Antragsteller), acting on their own data (the service scopes the query to the caller). */
export const applicantProcedure = (sample?: TSample) =>
  applicantBase.meta({ access: roles([ROLE.Antragsteller], sample) });

/**
 * The owner of the Antrag the input names, changing it: applicants only, and the service's `antragFor(ctx, id,
 * 'write')` answers 404 for another applicant's record (existence stays hidden).
 */
export const antragOwnerProcedure = (sample: TSample) => applicantBase.meta({ access: ownAntrag('write', sample) });

/**
 * The operator upload pages: a valid signed link for exactly the supplier row and order of the input, or a case
 * worker's session. The link names the record, so the service verifies it (`versorgerAccess`); without either the
 * answer is 404.
 */
export const operatorLinkProcedure = (sample: TSample) => baseProcedure.meta({ access: viaOperatorLink(sample) });
