import {
  ACCOUNT_MSG,
  ROLE,
  ZNutzerAdminInput,
  ZOwnDataInput,
  type TMessageResult,
  type TNutzerDetail,
  ANTRAG_STATUS_ID,
} from '@lap/contracts';
import { Antrag, Role, User, users, type Em, type IUser, type UserWithRoles } from '@lap/db';
import type { z } from 'zod';
import type { AuthedContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { hashPassword } from '../auth/password.js';
import { revokeUserSessions } from '../auth/session.service.js';
import { asRole, type AdminContext } from '../../procedures.js';

const isAdmin = (ctx: AuthedContext): boolean => ctx.session.user.roles.includes(ROLE.Administration);
const isStaff = (ctx: AuthedContext): boolean => ctx.session.user.roles.includes(ROLE.SbBereich);

/**
 * The one ownership rule for user records (spec 000 §6 and the issue): a user reads only their own record;
 * Administration reads everyone; SbBereich reads customers (for remarks).
 */
export async function readableNutzer(ctx: AuthedContext, id: string): Promise<UserWithRoles> {
  const user = /^[0-9a-f-]{36}$/i.test(id) ? await users.findById(ctx.em, id) : null;
  if (!user) throw new AppError('NOT_FOUND', 'Der Nutzer wurde nicht gefunden.');
  if (user.id === ctx.session.user.userId || isAdmin(ctx)) return user;
  if (isStaff(ctx) && users.roleNames(user).includes(ROLE.Antragsteller)) return user;
  throw new AppError('FORBIDDEN');
}

async function toDetail(em: Em, user: UserWithRoles): Promise<TNutzerDetail> {
  const [anzahlAntraege, anzahlUnvollstaendig] = await Promise.all([
    em.count(Antrag, { owner: user.id }),
    em.count(Antrag, { owner: user.id, antragStatus: { $lt: ANTRAG_STATUS_ID.neuerAntrag } }),
  ]);
  return {
    id: user.id,
    email: user.email,
    telefon: user.telefon,
    firma: user.firma ?? null,
    vorname: user.vorname,
    name: user.name,
    strasse: user.strasse,
    hausnummer: user.hausnummer,
    ort: user.ort,
    plz: user.plz,
    aktivieren: user.emailConfirmed,
    datenschutzAkzeptiert: user.datenschutzAkzeptiert,
    emailAntragGesendet: user.emailAntragGesendet,
    emailAntragBearbeitet: user.emailAntragBearbeitet,
    emailBearbeitungAbgeschlossen: user.emailBearbeitungAbgeschlossen,
    newsletterAkzeptiert: user.newsletterAkzeptiert,
    rolesList: user.roles
      .getItems()
      .map((r) => ({ id: r.id, text: r.name }))
      .sort((a, b) => a.text.localeCompare(b.text)),
    createdAt: user.createdAt.toISOString(),
    emailConfirmed: user.emailConfirmed,
    anzahlAntraege,
    anzahlUnvollstaendig,
    registrierungsGrund: user.registrierungsGrund ?? null,
    bemerkung: user.bemerkung ?? null,
    meisterBereich: user.meisterBereich ?? null,
  };
}

export async function getNutzerById(ctx: AuthedContext, id: string): Promise<TNutzerDetail> {
  return toDetail(ctx.em, await readableNutzer(ctx, id));
}

async function rolesOf(em: Em, list: ReadonlyArray<{ id: number }>) {
  const found = await em.find(Role, { id: { $in: list.map((r) => r.id) } });
  if (found.length !== new Set(list.map((r) => r.id)).size)
    throw new AppError('BAD_REQUEST', 'Unbekannte Rolle.', [{ field: 'rolesList', message: 'Unbekannte Rolle.' }]);
  return found;
}

function applyAdminFields(user: IUser, input: z.output<typeof ZNutzerAdminInput>): void {
  Object.assign(user, {
    email: users.normalizeEmail(input.email),
    telefon: input.telefon,
    firma: input.firma ? input.firma : null,
    vorname: input.vorname,
    name: input.name,
    strasse: input.strasse,
    hausnummer: input.hausnummer,
    plz: input.plz,
    ort: input.ort,
    ...(input.emailConfirmed !== undefined || input.aktivieren !== undefined
      ? { emailConfirmed: input.emailConfirmed ?? input.aktivieren }
      : {}),
    ...(input.datenschutzAkzeptiert !== undefined ? { datenschutzAkzeptiert: input.datenschutzAkzeptiert } : {}),
    ...(input.emailAntragGesendet !== undefined ? { emailAntragGesendet: input.emailAntragGesendet } : {}),
    ...(input.emailAntragBearbeitet !== undefined ? { emailAntragBearbeitet: input.emailAntragBearbeitet } : {}),
    ...(input.emailBearbeitungAbgeschlossen !== undefined
      ? { emailBearbeitungAbgeschlossen: input.emailBearbeitungAbgeschlossen }
      : {}),
    ...(input.newsletterAkzeptiert !== undefined ? { newsletterAkzeptiert: input.newsletterAkzeptiert } : {}),
    ...(input.meisterBereich !== undefined ? { meisterBereich: input.meisterBereich || null } : {}),
  });
}

async function assertEmailFree(em: Em, email: string, exceptId?: string): Promise<void> {
  const other = await users.findByEmail(em, email, { includeDeleted: true });
  if (other && other.id !== exceptId)
    throw new AppError('BAD_REQUEST', ACCOUNT_MSG.emailVergeben, [
      { field: 'email', message: ACCOUNT_MSG.emailVergeben },
    ]);
}

/** spec 000 §7 PostNutzer (Administration): creates a user; answers `user_id`. */
export async function createNutzer(
  ctx: AdminContext,
  input: z.output<typeof ZNutzerAdminInput>,
): Promise<{ user_id: string }> {
  await assertEmailFree(ctx.em, input.email);
  const roleRows = await rolesOf(ctx.em, input.rolesList);
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const user = ctx.em.create(User, {
    email: users.normalizeEmail(input.email),
    vorname: input.vorname,
    name: input.name,
    passwordHash,
    roles: roleRows,
    emailConfirmed: true,
  });
  applyAdminFields(user, input);
  await ctx.em.flush();
  return { user_id: user.id };
}

/**
 * spec 000 §7 PutEditNutzer (no id in the path): Administration edits any user with roles; everyone else
 * edits only their own data (e-mail read-only, roles untouchable).
 */
export function editNutzer(ctx: AuthedContext, raw: unknown): Promise<{ user_id: string }> {
  return isAdmin(ctx)
    ? editNutzerAdmin(asRole(ctx, ROLE.Administration), ZNutzerAdminInput.parse(raw))
    : editOwnData(ctx, ZOwnDataInput.parse(raw));
}

/** Administration edits any user, including roles (at least one). */
export async function editNutzerAdmin(
  ctx: AdminContext,
  input: z.output<typeof ZNutzerAdminInput>,
): Promise<{ user_id: string }> {
  if (!input.id)
    throw new AppError('BAD_REQUEST', 'Die Nutzer-Id fehlt.', [{ field: 'id', message: 'Die Nutzer-Id fehlt.' }]);
  const user = await readableNutzer(ctx, input.id);
  await assertEmailFree(ctx.em, input.email, user.id);
  const roleRows = await rolesOf(ctx.em, input.rolesList);
  if (user.id === ctx.session.user.userId && !roleRows.some((r) => r.name === ROLE.Administration)) {
    const message = 'Sie können sich die Rolle Administration nicht selbst entziehen.';
    throw new AppError('BAD_REQUEST', message, [{ field: 'rolesList', message }]);
  }
  const emailChanged = users.normalizeEmail(input.email) !== user.email;
  applyAdminFields(user, input);
  user.roles.set(roleRows);
  if (emailChanged) await revokeUserSessions(ctx.em, user.id, ctx.session.id);
  await ctx.em.flush();
  return { user_id: user.id };
}

/** A user edits their own data (spec 000 §5 user data); e-mail and roles are not part of it. */
export async function editOwnData(
  ctx: AuthedContext,
  input: z.output<typeof ZOwnDataInput>,
): Promise<{ user_id: string }> {
  if (input.id !== ctx.session.user.userId) throw new AppError('FORBIDDEN');
  const user = await readableNutzer(ctx, input.id);
  const { id: _id, ...fields } = input;
  Object.assign(user, fields);
  await ctx.em.flush();
  return { user_id: user.id };
}

/** spec 000 §7 PostChangePassword (Administration sets a password); every session of that user ends. */
export async function changePassword(ctx: AdminContext, id: string, password: string): Promise<TMessageResult> {
  const user = await readableNutzer(ctx, id);
  user.passwordHash = await hashPassword(password);
  await revokeUserSessions(ctx.em, user.id, user.id === ctx.session.user.userId ? ctx.session.id : undefined);
  await ctx.em.flush();
  return { message: ACCOUNT_MSG.passwortGeaendert };
}

/**
 * spec 000 §7 DeleteNutzer (Administration). Business records must survive (Anträge, invoices, histories
 * refer to the user), so the account is anonymised and marked deleted rather than removed.
 */
export async function deleteNutzer(ctx: AdminContext, id: string, now = new Date()): Promise<TMessageResult> {
  if (id === ctx.session.user.userId) throw new AppError('BAD_REQUEST', 'Sie können Ihr eigenes Konto nicht löschen.');
  const user = await readableNutzer(ctx, id);
  Object.assign(user, {
    email: `geloescht-${user.id}@invalid.local`,
    passwordHash: null,
    vorname: 'Gelöschter',
    name: 'Nutzer',
    firma: null,
    strasse: '',
    hausnummer: '',
    plz: '',
    ort: '',
    telefon: '',
    bemerkung: null,
    newsletterAkzeptiert: false,
    emailConfirmed: false,
    deletedAt: now,
  });
  user.roles.removeAll();
  await revokeUserSessions(ctx.em, user.id);
  await ctx.em.flush();
  return { message: ACCOUNT_MSG.nutzerGeloescht };
}
