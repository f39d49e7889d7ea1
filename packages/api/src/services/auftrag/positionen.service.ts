import { type z } from 'zod';
import {
  ANFRAGE_STATUS_ID,
  AUFTRAG_MSG,
  type TAuftragPosition,
  type TPositionVersorger,
  type TVersorgerToPosition,
  type ZAddPositionInput,
  type ZPostVersorgerToPositionInput,
  type ZPutVersorgerToPositionInput,
  type ZVersorgerToPositionFields,
} from '@lap/contracts';
import { LockMode } from '@mikro-orm/core';
import { Auftrag, Netzart, Position, User, Versorger, type Em, type IPosition, type IVersorger } from '@lap/db';
import type { AuthedContext } from '../../context.js';
import { ensureMailJobs } from '../mailversand/jobs.service.js';
import { AppError } from '../../errors.js';
import { auftragForStaff, isCaseWorker, versorgerForStaff } from './auftrag-access.js';
import { orderChanged } from './auftrag.service.js';
import { actorOf, refreshBearbeitungsStatus, versorgerHistorie } from './status.service.js';

type AddPositionInput = z.output<typeof ZAddPositionInput>;
type VersorgerFields = z.output<typeof ZVersorgerToPositionFields>;
type PostVersorgerInput = z.output<typeof ZPostVersorgerToPositionInput>;
type PutVersorgerInput = z.output<typeof ZPutVersorgerToPositionInput>;

const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });

function versorgerDto(v: IVersorger): TPositionVersorger {
  return {
    id: v.id,
    positionId: v.position?.id ?? null,
    versorgerName: v.versorgerName,
    abfrageart: v.abfrageart,
    anfrageStatus: v.anfrageStatus,
    email: v.email ?? null,
    telefon: v.telefon ?? null,
    abgeschlossen: v.abgeschlossen,
  };
}

function positionDto(p: IPosition, versorger: IVersorger[]): TAuftragPosition {
  return {
    id: p.id,
    auftragId: p.auftrag.id,
    positionName: p.positionName,
    position: p.position,
    beschreibung: p.beschreibung ?? null,
    netzartId: p.netzart?.id ?? null,
    sortierung: p.sortierung,
    isDeleted: p.isDeleted,
    versorger: versorger.map(versorgerDto),
  };
}

function formDto(v: IVersorger): TVersorgerToPosition {
  return {
    id: v.id,
    positionId: v.position?.id ?? null,
    auftragId: v.auftrag.id,
    versorgerName: v.versorgerName,
    email: v.email ?? null,
    portalLink: v.portalLink ?? null,
    telefon: v.telefon ?? null,
    kontakt: v.kontakt ?? null,
    bemerkung: v.bemerkung ?? null,
    abfrageart: v.abfrageart,
    anfrageStatus: v.anfrageStatus,
  };
}

const byName = (a: IVersorger, b: IVersorger) => collator.compare(a.versorgerName, b.versorgerName);

/** A position (not deleted) of an order, for case workers; with its order and request. */
async function positionForStaff(ctx: AuthedContext, positionId: number): Promise<IPosition> {
  if (!isCaseWorker(ctx)) throw new AppError('FORBIDDEN');
  const position = await ctx.em.findOne(
    Position,
    { id: positionId, isDeleted: false },
    { populate: ['auftrag', 'auftrag.antrag'] },
  );
  if (!position) throw new AppError('NOT_FOUND', AUFTRAG_MSG.positionNichtGefunden);
  return position;
}

/** A position's number as a number ('3' → 3); positions without a readable number come last. */
const positionNummer = (p: IPosition): number => {
  const n = Number.parseInt(p.position, 10);
  return Number.isNaN(n) ? Number.POSITIVE_INFINITY : n;
};

/**
 * GetBearbeitungsPositionenById/{auftragId}: the positions (not deleted) with their suppliers, by position number
 * (issue 42: by positionName, as spec 001 §9 has it, the numbers read 3, 1, 2), then by name.
 */
export async function positionen(ctx: AuthedContext, auftragId: string): Promise<TAuftragPosition[]> {
  const auftrag = await auftragForStaff(ctx, auftragId);
  const list = await ctx.em.find(Position, { auftrag: auftrag.id, isDeleted: false });
  const rows = list.length
    ? await ctx.em.find(Versorger, { auftrag: auftrag.id, position: { $in: list.map((p) => p.id) } })
    : [];
  return list
    .sort(
      (a, b) =>
        positionNummer(a) - positionNummer(b) ||
        a.sortierung - b.sortierung ||
        collator.compare(a.positionName, b.positionName) ||
        a.id - b.id,
    )
    .map((p) => positionDto(p, rows.filter((v) => v.position?.id === p.id).sort(byName)));
}

/** AddPositionZumAuftragById/{auftragId}: a manual position at the end (sortierung = count + 1). */
export async function addPosition(ctx: AuthedContext, input: AddPositionInput): Promise<TAuftragPosition> {
  return ctx.em.transactional(async (em) => {
    const auftrag = await auftragForStaff({ ...ctx, em }, input.auftragId);
    // two adds at once (MariaDB) run one after the other, so each gets its own sortierung
    await em.findOne(Auftrag, { id: auftrag.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    const netzartId = input.netzartId ?? null;
    if (netzartId !== null && !(await em.findOne(Netzart, { id: netzartId }))) {
      throw new AppError('BAD_REQUEST', AUFTRAG_MSG.netzartUnbekannt, [
        { field: 'netzartId', message: AUFTRAG_MSG.netzartUnbekannt },
      ]);
    }
    const sortierung = (await em.count(Position, { auftrag: auftrag.id, isDeleted: false })) + 1;
    const created = em.create(Position, {
      auftrag,
      positionName: input.positionName,
      position: input.position || String(sortierung),
      beschreibung: input.beschreibung || null,
      netzart: netzartId,
      sortierung,
    });
    await orderChanged(em, ctx, auftrag);
    await em.flush();
    return positionDto(created, []);
  });
}

/**
 * DeleteBearbeitungsPositionById/{positionId}: marks the position deleted. Its suppliers stay rows of the order
 * (their enquiries and answers are kept); they are only released from the position, with a history line each.
 */
export async function deletePosition(ctx: AuthedContext, positionId: number): Promise<{ id: number }> {
  return ctx.em.transactional(async (em) => {
    const position = await positionForStaff({ ...ctx, em }, positionId);
    const actor = actorOf(ctx);
    const rows = await em.find(Versorger, { position: position.id });
    for (const v of rows) {
      v.position = null;
      versorgerHistorie(
        em,
        v,
        actor,
        `Position „${position.positionName}“ gelöscht; der Versorger bleibt beim Auftrag.`,
      );
    }
    position.isDeleted = true;
    await orderChanged(em, ctx, position.auftrag);
    await em.flush();
    if (rows.length > 0) {
      await refreshBearbeitungsStatus(em, position.auftrag.id, ctx.deps.publicUrl, actor);
      await em.flush();
    }
    return { id: position.id };
  });
}

function formFields(input: VersorgerFields) {
  return {
    versorgerName: input.versorgerName,
    email: input.email,
    portalLink: input.portalLink,
    telefon: input.telefon,
    kontakt: input.kontakt,
    bemerkung: input.bemerkung,
    abfrageart: input.abfrageart,
  };
}

async function positionOfOrder(em: Em, ctx: AuthedContext, positionId: number, auftragId: string): Promise<IPosition> {
  const position = await positionForStaff({ ...ctx, em }, positionId);
  if (position.auftrag.id !== auftragId) {
    throw new AppError('BAD_REQUEST', AUFTRAG_MSG.positionFremd, [
      { field: 'positionId', message: AUFTRAG_MSG.positionFremd },
    ]);
  }
  return position;
}

/** PostVersorgerToPosition: a supplier entered by hand for one position of the order (anfrageStatus 1 offen). */
export async function postVersorgerToPosition(
  ctx: AuthedContext,
  input: PostVersorgerInput,
): Promise<TVersorgerToPosition> {
  return ctx.em.transactional(async (em) => {
    const auftrag = await auftragForStaff({ ...ctx, em }, input.auftragId);
    const position = await positionOfOrder(em, ctx, input.positionId, auftrag.id);
    const actor = actorOf(ctx);
    const versorger = em.create(Versorger, {
      auftrag,
      position,
      ...formFields(input),
      anfrageStatus: ANFRAGE_STATUS_ID.offen,
      sachbearbeiter: em.getReference(User, ctx.session.user.userId),
    });
    versorgerHistorie(em, versorger, actor, `Versorger zur Position „${position.positionName}“ hinzugefügt`);
    await orderChanged(em, ctx, auftrag);
    await em.flush();
    await ensureMailJobs(em, ctx, auftrag.id, [versorger.id]);
    await refreshBearbeitungsStatus(em, auftrag.id, ctx.deps.publicUrl, actor);
    await em.flush();
    return formDto(versorger);
  });
}

/** PutVersorgerToPosition/{versorgerId}: the form's fields; `positionId` moves it to another position of the order. */
export async function putVersorgerToPosition(
  ctx: AuthedContext,
  input: PutVersorgerInput,
): Promise<TVersorgerToPosition> {
  return ctx.em.transactional(async (em) => {
    const versorger = await versorgerForStaff({ ...ctx, em }, input.versorgerId);
    if (input.positionId !== undefined)
      versorger.position = await positionOfOrder(em, ctx, input.positionId, versorger.auftrag.id);
    em.assign(versorger, formFields(input));
    const actor = actorOf(ctx);
    versorgerHistorie(em, versorger, actor, 'Versorgerdaten geändert');
    await orderChanged(em, ctx, versorger.auftrag);
    await em.flush();
    // switched to E-Mail: the job is prepared now (an existing job is kept as it is)
    await ensureMailJobs(em, ctx, versorger.auftrag.id, [versorger.id]);
    await refreshBearbeitungsStatus(em, versorger.auftrag.id, ctx.deps.publicUrl, actor);
    await em.flush();
    return formDto(versorger);
  });
}

/** GetVersorgerToPosition/{versorgerId}: the position supplier form's data. */
export async function getVersorgerToPosition(ctx: AuthedContext, versorgerId: string): Promise<TVersorgerToPosition> {
  return formDto(await versorgerForStaff(ctx, versorgerId));
}

/** GetVersorgerByPositionId/{positionId}: the suppliers of one position, by name. */
export async function versorgerByPosition(ctx: AuthedContext, positionId: number): Promise<TPositionVersorger[]> {
  const position = await positionForStaff(ctx, positionId);
  const rows = await ctx.em.find(Versorger, { position: position.id });
  return rows.sort(byName).map(versorgerDto);
}
