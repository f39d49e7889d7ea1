import {
  BEARBEITUNGS_STATUS_ID,
  NETZBETREIBER_MSG,
  schluesselVergebenMsg,
  type TNetzbetreiber,
  type TNetzbetreiberData,
  type TNetzbetreiberListResult,
  ZNetzbetreiberListResult,
} from '@lap/contracts';
import {
  Netzbetreiber,
  NetzbetreiberCoverage,
  Versorger,
  netzbetreiberListSource,
  netzbetreiberRepo,
  type Em,
  type INetzbetreiber,
} from '@lap/db';
import type { AuthedContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { listPage, type TListPageQuery } from '../list.js';

const nichtGefunden = (): AppError => new AppError('NOT_FOUND', NETZBETREIBER_MSG.nichtGefunden);

/** /netzbetreiber: the operator list of the shared grid. */
export async function listNetzbetreiber(ctx: AuthedContext, query: TListPageQuery): Promise<TNetzbetreiberListResult> {
  return ZNetzbetreiberListResult.parse(await listPage(ctx.em, netzbetreiberListSource, query));
}

export async function findNetzbetreiber(em: Em, id: number): Promise<INetzbetreiber> {
  const found = await em.findOne(Netzbetreiber, { id });
  if (!found) throw nichtGefunden();
  return found;
}

export async function getNetzbetreiber(ctx: AuthedContext, id: number): Promise<TNetzbetreiber> {
  return toView(ctx.em, await findNetzbetreiber(ctx.em, id));
}

/** Creates (no id) or updates an operator. An empty key keeps the old one, or is made from the name. */
export async function saveNetzbetreiber(ctx: AuthedContext, input: TNetzbetreiberData): Promise<TNetzbetreiber> {
  const em = ctx.em;
  const existing = input.id === undefined ? null : await findNetzbetreiber(em, input.id);
  const schluessel =
    input.schluessel !== ''
      ? input.schluessel
      : (existing?.schluessel ?? (await netzbetreiberRepo.freeSchluessel(em, input.name)));
  // Case-insensitive like MySQL's collation, so both databases refuse the same keys.
  const clash = (
    await em
      .getConnection()
      .execute<Array<{ id: number }>>('select id from netzbetreiber where lower(schluessel) = ?', [
        schluessel.toLowerCase(),
      ])
  ).find((n) => Number(n.id) !== existing?.id);
  if (clash)
    throw new AppError('CONFLICT', schluesselVergebenMsg(schluessel), [
      { field: 'schluessel', message: schluesselVergebenMsg(schluessel) },
    ]);
  const fields = { ...netzbetreiberRepo.netzbetreiberFields(input), schluessel };
  const betreiber = existing ? em.assign(existing, fields) : em.create(Netzbetreiber, fields);
  await em.flush();
  return toView(em, betreiber);
}

/**
 * Deletes an operator and its coverage. Refused (409) while a supplier row of an open order (not
 * finished, bearbeitungsStatus ≠ 3) refers to it; rows of finished orders keep their copied contact data
 * and lose only the link.
 */
export async function deleteNetzbetreiber(ctx: AuthedContext, id: number): Promise<{ id: number; geloescht: true }> {
  const em = ctx.em;
  const betreiber = await findNetzbetreiber(em, id);
  const offen = await em.count(Versorger, {
    netzbetreiber: id,
    auftrag: { bearbeitungsStatus: { $ne: BEARBEITUNGS_STATUS_ID.auskuenfteVollstaendig } },
  });
  if (offen > 0) throw new AppError('CONFLICT', NETZBETREIBER_MSG.inVerwendung);
  await em.transactional(async (tx) => {
    await tx.nativeUpdate(Versorger, { netzbetreiber: id }, { netzbetreiber: null });
    await tx.nativeDelete(NetzbetreiberCoverage, { netzbetreiber: id });
    await tx.nativeDelete(Netzbetreiber, { id });
  });
  em.getUnitOfWork().unsetIdentity(betreiber);
  return { id, geloescht: true };
}

async function toView(em: Em, n: INetzbetreiber): Promise<TNetzbetreiber> {
  const coverage = await em.find(
    NetzbetreiberCoverage,
    { netzbetreiber: n.id },
    { fields: ['gemeinde', 'netzart'], disableIdentityMap: true },
  );
  return {
    id: n.id,
    schluessel: n.schluessel,
    name: n.name,
    email: n.email ?? null,
    telefon: n.telefon ?? null,
    kontakt: n.kontakt ?? null,
    abfrageart: n.abfrageart,
    portalLink: n.portalLink ?? null,
    netzbetreiberUrl: n.netzbetreiberUrl ?? null,
    netzbetreiberAktionUrl: n.netzbetreiberAktionUrl ?? null,
    emailGenerierungAktionUrl: n.emailGenerierungAktionUrl ?? null,
    bemerkung: n.bemerkung ?? null,
    automatikVersand: n.automatikVersand,
    anzahlGemeinden: new Set(coverage.map((c) => c.gemeinde.id)).size,
    netzartIds: [...new Set(coverage.map((c) => c.netzart.id))].sort((a, b) => a - b),
  };
}
