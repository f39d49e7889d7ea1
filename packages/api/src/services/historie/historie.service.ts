import {
  APP_BASE_PATH,
  HISTORIE_MSG,
  ZAuftragshistorieResult,
  ZHistorieAuftraegeResult,
  ZHistorieNutzerResult,
  ZHistorienListResult,
  type TAuftragshistorieResult,
  type THistorieNutzerResult,
  ANTRAG_STATUS_ID,
} from '@lap/contracts';
import {
  Antrag,
  Auftrag,
  Historie,
  User,
  auftragshistorieSource,
  historieAuftraegeSource,
  historieNutzerSource,
  historienListSource,
} from '@lap/db';
import type { AuthedContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { isUuid } from '../ids.js';
import { listPage, type TListPageQuery } from '../list.js';
import type { StaffContext } from '../../procedures.js';

/** GetHistorienList (/historien): the staff members whose history can be opened. */
export async function listHistorien(ctx: AuthedContext, query: TListPageQuery) {
  return ZHistorienListResult.parse(await listPage(ctx.em, historienListSource, query));
}

/**
 * GetHistorie/{userId} and GetAdminHistorie/{userId}: what one user did (history rows they wrote), newest first. Any
 * existing account answers (a customer's history is empty: customers write none); the heading names the user.
 */
export async function nutzerHistorie(
  ctx: AuthedContext,
  userId: string,
  query: TListPageQuery,
): Promise<THistorieNutzerResult> {
  const user = isUuid(userId)
    ? await ctx.em.findOne(User, { id: userId }, { fields: ['id', 'vorname', 'name'] })
    : null;
  if (!user) throw new AppError('NOT_FOUND', HISTORIE_MSG.nutzerNichtGefunden);
  const page = await listPage(ctx.em, historieNutzerSource(user.id, APP_BASE_PATH), query);
  return ZHistorieNutzerResult.parse({ ...page, nutzer: { id: user.id, vorname: user.vorname, name: user.name } });
}

/**
 * GetAuftragshistorie/{antragId} (/auftraghistorie): every row of one case, oldest first, with the case number, the
 * order the title links to (none while only an offer exists) and `anzahl`, the number of all its rows (spec 001 §2).
 * A draft (status 1) is no case yet: 404, like an unknown id.
 */
export async function auftragshistorie(
  ctx: StaffContext,
  antragId: string,
  query: TListPageQuery,
): Promise<TAuftragshistorieResult> {
  const antrag = isUuid(antragId)
    ? await ctx.em.findOne(Antrag, { id: antragId }, { fields: ['id', 'vorgangsnummer', 'antragStatus'] })
    : null;
  if (!antrag || antrag.antragStatus < ANTRAG_STATUS_ID.neuerAntrag)
    throw new AppError('NOT_FOUND', HISTORIE_MSG.antragNichtGefunden);
  const [page, auftrag, anzahl] = await Promise.all([
    listPage(ctx.em, auftragshistorieSource(antrag.id, APP_BASE_PATH), query),
    ctx.em.findOne(Auftrag, { antrag: antrag.id }, { fields: ['id'] }),
    ctx.em.count(Historie, { antrag: antrag.id }),
  ]);
  return ZAuftragshistorieResult.parse({
    ...page,
    vorgang: { antragId: antrag.id, vorgangsnummer: antrag.vorgangsnummer, auftragId: auftrag?.id ?? null },
    anzahl,
  });
}

/** api/Historien/GetAuftraege: the orders with the size and latest entry of their history (case workers). */
export async function historieAuftraege(ctx: StaffContext, query: TListPageQuery) {
  return ZHistorieAuftraegeResult.parse(await listPage(ctx.em, historieAuftraegeSource(APP_BASE_PATH), query));
}
