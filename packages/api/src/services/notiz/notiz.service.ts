import {
  ANTRAG_STATUS_ID,
  NOTIZ_MSG,
  NOTIZ_PROJEKT_ID,
  type TNotiz,
  type TNotizFilter,
  type TNotizListQuery,
  type TNotizSaveData,
} from '@lap/contracts';
import { Antrag, Auftrag, Notiz, User, type Em, type INotiz } from '@lap/db';
import type { FilterQuery } from '@mikro-orm/core';
import { AppError } from '../../errors.js';
import { isUuid } from '../ids.js';
import type { StaffContext } from '../../procedures.js';

/** The newest notes a list answers at most (the panel shows a short list; nobody reads more). */
export const NOTIZEN_MAX_LISTE = 500;

const notizNichtGefunden = (): AppError => new AppError('NOT_FOUND', NOTIZ_MSG.nichtGefunden);

/**
 * The object a filter names must exist (404 otherwise): projekt 1 an offer's request (staff see requests from status 2,
 * drafts are the applicant's), 2–5 an order. Answers the filter with the id as stored (lower case).
 */
async function vorgangOf(em: Em, filter: TNotizFilter): Promise<TNotizFilter> {
  if (filter.projekt === NOTIZ_PROJEKT_ID.global || !filter.projektId)
    return { projekt: NOTIZ_PROJEKT_ID.global, projektId: null };
  const id = filter.projektId.toLowerCase();
  if (filter.projekt === NOTIZ_PROJEKT_ID.angebot) {
    const antrag = isUuid(id)
      ? await em.findOne(Antrag, { id, antragStatus: { $ne: ANTRAG_STATUS_ID.antragErstellt } }, { fields: ['id'] })
      : null;
    if (!antrag) throw new AppError('NOT_FOUND', NOTIZ_MSG.angebotNichtGefunden);
  } else {
    const auftrag = isUuid(id) ? await em.findOne(Auftrag, { id }, { fields: ['id'] }) : null;
    if (!auftrag) throw new AppError('NOT_FOUND', NOTIZ_MSG.auftragNichtGefunden);
  }
  return { projekt: filter.projekt, projektId: id };
}

function notizView(n: INotiz, userId: string): TNotiz {
  return {
    id: n.id,
    notizText: n.notizText,
    createdAt: n.createdAt.toISOString(),
    projekt: n.projekt,
    projektId: n.projektId ?? null,
    verfasser: `${n.user.vorname} ${n.user.name}`.trim() || n.user.email,
    eigene: n.user.id === userId,
  };
}

/**
 * GetNotizen: newest first. `alle` = the global notes and those of the page's object, `global` = projekt 0 only,
 * `vorgang` = the object's only (none without an object). Every case worker reads every note: notes are shared.
 */
export async function listNotizen(ctx: StaffContext, input: TNotizListQuery): Promise<TNotiz[]> {
  const em = ctx.em.fork();
  const filter = input.notizFilter
    ? await vorgangOf(em, input.notizFilter)
    : ({ projekt: NOTIZ_PROJEKT_ID.global, projektId: null } as const);
  const vorgang: FilterQuery<INotiz> | null =
    filter.projekt === NOTIZ_PROJEKT_ID.global ? null : { projekt: filter.projekt, projektId: filter.projektId };
  const global: FilterQuery<INotiz> = { projekt: NOTIZ_PROJEKT_ID.global };
  let where: FilterQuery<INotiz>;
  if (input.anzeige === 'global') where = global;
  else if (input.anzeige === 'vorgang') where = vorgang ?? { id: -1 };
  else where = vorgang ? { $or: [global, vorgang] } : global;
  const notizen = await em.find(Notiz, where, {
    populate: ['user'],
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    limit: NOTIZEN_MAX_LISTE,
  });
  return notizen.map((n) => notizView(n, ctx.session.user.userId));
}

/** PostSaveNotiz: global, or bound to the page's object when `saveProjektbezogen` (which must exist). */
export async function saveNotiz(ctx: StaffContext, input: TNotizSaveData): Promise<TNotiz> {
  return ctx.em.transactional(async (em) => {
    const ziel =
      input.saveProjektbezogen && input.notizFilter
        ? await vorgangOf(em, input.notizFilter)
        : { projekt: 0 as const, projektId: null };
    const notiz = em.create(Notiz, {
      user: em.getReference(User, ctx.session.user.userId),
      notizText: input.notizText,
      projekt: ziel.projekt,
      projektId: ziel.projektId,
    });
    await em.flush();
    await em.populate(notiz, ['user']);
    return notizView(notiz, ctx.session.user.userId);
  });
}

/**
 * DeleteNotiz/{id}: only its author deletes a note (an edit is delete + save, so only the author edits it either);
 * another case worker gets 403, an unknown id 404.
 */
export async function deleteNotiz(ctx: StaffContext, id: number): Promise<{ id: number }> {
  return ctx.em.transactional(async (em) => {
    const notiz = await em.findOne(Notiz, { id }, { fields: ['id', 'user'] });
    if (!notiz) throw notizNichtGefunden();
    if (notiz.user.id !== ctx.session.user.userId) throw new AppError('FORBIDDEN', NOTIZ_MSG.nurVerfasser);
    em.remove(notiz);
    await em.flush();
    return { id };
  });
}
