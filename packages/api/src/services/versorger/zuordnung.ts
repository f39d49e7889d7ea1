import { LockMode } from '@mikro-orm/core';
import {
  Auftrag,
  AntragGemeinde,
  Position,
  User,
  Versorger,
  VersorgerGemeinde,
  coverageOf,
  type CoverageHit,
  type Em,
  type VersorgerLinkRow,
  type IAuftrag,
  type INetzbetreiber,
  type IPosition,
  type IVersorger,
} from '@lap/db';
import type { AuthedContext } from '../../context.js';
import { auftragForStaff } from '../auftrag/auftrag-access.js';
import { ANFRAGE_STATUS_ID } from '@lap/contracts';

/**
 * The order for a change of its supplier rows, locked for the transaction (FOR UPDATE on MariaDB; SQLite has
 * one writer): two clicks on 'Netzbetreiber zum Auftrag' or two adds of the same operator run one after the
 * other, so the second sees the first's rows.
 */
export async function auftragLocked(ctx: AuthedContext, em: Em, auftragId: string): Promise<IAuftrag> {
  const auftrag = await auftragForStaff({ ...ctx, em }, auftragId);
  await em.findOne(Auftrag, { id: auftrag.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  return auftrag;
}

/** What decides which operators an order gets: its municipalities, its positions' Netzarten and their coverage. */
export interface Zuordnung {
  gemeinden: Array<{ gemeindeId: number; disabled: boolean }>;
  positionen: Array<{ position: IPosition; netzartId: number }>;
  /** operator → the municipalities and `gemeinde:netzart` pairs it covers within the order */
  coverage: Map<number, { gemeinden: Set<number>; pairs: Set<string> }>;
}

export async function zuordnungOf(em: Em, auftrag: IAuftrag, netzbetreiberId?: number): Promise<Zuordnung> {
  const gemeinden = (await em.find(AntragGemeinde, { antrag: auftrag.antrag.id }, { orderBy: { id: 'asc' } })).map(
    (g) => ({ gemeindeId: g.gemeinde.id, disabled: g.disabled }),
  );
  const positionen = (
    await em.find(Position, { auftrag: auftrag.id, isDeleted: false }, { orderBy: { sortierung: 'asc', id: 'asc' } })
  ).flatMap((position) => (position.netzart ? [{ position, netzartId: position.netzart.id }] : []));
  const hits: CoverageHit[] = await coverageOf(
    em,
    gemeinden.map((g) => g.gemeindeId),
    [...new Set(positionen.map((p) => p.netzartId))],
    netzbetreiberId,
  );
  const coverage = new Map<number, { gemeinden: Set<number>; pairs: Set<string> }>();
  for (const hit of hits) {
    const entry = coverage.get(hit.netzbetreiberId) ?? { gemeinden: new Set<number>(), pairs: new Set<string>() };
    entry.gemeinden.add(hit.gemeindeId);
    entry.pairs.add(`${hit.gemeindeId}:${hit.netzartId}`);
    coverage.set(hit.netzbetreiberId, entry);
  }
  return { gemeinden, positionen, coverage };
}

/** Operators that an active municipality × position Netzart brings (spec: 'Netzbetreiber zum Auftrag'). */
export function gebrachteNetzbetreiber(z: Zuordnung): number[] {
  const aktiv = z.gemeinden.filter((g) => !g.disabled).map((g) => g.gemeindeId);
  return [...z.coverage.entries()].filter(([, c]) => aktiv.some((g) => c.gemeinden.has(g))).map(([id]) => id);
}

/**
 * The position a supplier row belongs to: the first position (by sortierung) whose Netzart the operator
 * covers in an active municipality, else in any municipality of the order, else none.
 */
export function positionFor(z: Zuordnung, netzbetreiberId: number): IPosition | null {
  const c = z.coverage.get(netzbetreiberId);
  if (!c) return null;
  const covers = (p: { netzartId: number }, gemeinden: Array<{ gemeindeId: number }>) =>
    gemeinden.some((g) => c.pairs.has(`${g.gemeindeId}:${p.netzartId}`));
  const aktiv = z.gemeinden.filter((g) => !g.disabled);
  return (
    (z.positionen.find((p) => covers(p, aktiv)) ?? z.positionen.find((p) => covers(p, z.gemeinden)))?.position ?? null
  );
}

/** A new supplier row with the operator's contact data copied (editable per order afterwards). */
export function createVersorger(
  em: Em,
  ctx: AuthedContext,
  auftrag: IAuftrag,
  betreiber: INetzbetreiber,
  position: IPosition | null,
): IVersorger {
  return em.create(Versorger, {
    auftrag,
    netzbetreiber: betreiber,
    position,
    versorgerName: betreiber.name,
    email: betreiber.email ?? null,
    telefon: betreiber.telefon ?? null,
    kontakt: betreiber.kontakt ?? null,
    bemerkung: betreiber.bemerkung ?? null,
    portalLink: betreiber.portalLink ?? null,
    abfrageart: betreiber.abfrageart,
    netzbetreiberUrl: betreiber.netzbetreiberUrl ?? null,
    netzbetreiberAktionUrl: betreiber.netzbetreiberAktionUrl ?? null,
    emailGenerierungAktionUrl: betreiber.emailGenerierungAktionUrl ?? null,
    automatikVersand: betreiber.automatikVersand,
    anfrageStatus: ANFRAGE_STATUS_ID.offen,
    sachbearbeiter: em.getReference(User, ctx.session.user.userId),
  });
}

/**
 * Brings the municipality links of a supplier row in line with the order: one link per municipality of the
 * request, `disabled` as the order has it, `getroffen` from the operator's coverage (rows without an operator
 * keep theirs). Answers whether anything changed.
 */
export function syncGemeindeLinks(
  em: Em,
  versorger: IVersorger,
  existing: ReadonlyArray<{ gemeinde: { id: number }; disabled: boolean; getroffen: boolean }>,
  z: Zuordnung,
): boolean {
  const byGemeinde = new Map(existing.map((l) => [l.gemeinde.id, l]));
  const c = versorger.netzbetreiber ? z.coverage.get(versorger.netzbetreiber.id) : undefined;
  let changed = false;
  for (const g of z.gemeinden) {
    const getroffen = c?.gemeinden.has(g.gemeindeId) ?? false;
    const link = byGemeinde.get(g.gemeindeId);
    if (!link) {
      em.create(VersorgerGemeinde, { versorger, gemeinde: g.gemeindeId, disabled: g.disabled, getroffen });
      changed = true;
      continue;
    }
    if (link.disabled !== g.disabled) {
      link.disabled = g.disabled;
      changed = true;
    }
    if (versorger.netzbetreiber && link.getroffen !== getroffen) {
      link.getroffen = getroffen;
      changed = true;
    }
  }
  return changed;
}

export interface LinkPlan {
  inserts: Array<{ versorger: string; gemeinde: number; disabled: boolean; getroffen: boolean }>;
  updates: Array<{ id: number; disabled: boolean; getroffen: boolean }>;
}

/** The links a new supplier row gets: one per municipality of the order. */
export function neueLinks(versorgerId: string, netzbetreiberId: number | null, z: Zuordnung): LinkPlan['inserts'] {
  const c = netzbetreiberId === null ? undefined : z.coverage.get(netzbetreiberId);
  return z.gemeinden.map((g) => ({
    versorger: versorgerId,
    gemeinde: g.gemeindeId,
    disabled: g.disabled,
    getroffen: c?.gemeinden.has(g.gemeindeId) ?? false,
  }));
}

/** `syncGemeindeLinks` for many rows on plain values: what to insert and what to change. */
export function linkPlan(
  rows: ReadonlyArray<{ id: string; netzbetreiberId: number | null }>,
  links: readonly VersorgerLinkRow[],
  z: Zuordnung,
): LinkPlan {
  const byVersorger = new Map<string, Map<number, VersorgerLinkRow>>();
  for (const l of links)
    byVersorger.set(l.versorgerId, (byVersorger.get(l.versorgerId) ?? new Map()).set(l.gemeindeId, l));
  const plan: LinkPlan = { inserts: [], updates: [] };
  for (const row of rows) {
    const existing = byVersorger.get(row.id) ?? new Map<number, VersorgerLinkRow>();
    for (const soll of neueLinks(row.id, row.netzbetreiberId, z)) {
      const ist = existing.get(soll.gemeinde);
      if (!ist) plan.inserts.push(soll);
      else {
        // rows without an operator keep their own getroffen
        const getroffen = row.netzbetreiberId === null ? ist.getroffen : soll.getroffen;
        if (ist.disabled !== soll.disabled || ist.getroffen !== getroffen)
          plan.updates.push({ id: ist.id, disabled: soll.disabled, getroffen });
      }
    }
  }
  return plan;
}

const CHUNK = 500;

/** Writes a link plan in a few statements (batched inserts, one update per flag combination). */
export async function applyLinkPlan(em: Em, plan: LinkPlan): Promise<void> {
  for (let i = 0; i < plan.inserts.length; i += CHUNK)
    await em.insertMany(VersorgerGemeinde, plan.inserts.slice(i, i + CHUNK));
  for (const disabled of [false, true]) {
    for (const getroffen of [false, true]) {
      const ids = plan.updates.filter((u) => u.disabled === disabled && u.getroffen === getroffen).map((u) => u.id);
      for (let i = 0; i < ids.length; i += CHUNK)
        await em.nativeUpdate(VersorgerGemeinde, { id: { $in: ids.slice(i, i + CHUNK) } }, { disabled, getroffen });
    }
  }
}
