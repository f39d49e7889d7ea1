import type { FilterQuery } from '@mikro-orm/core';
import {
  DASHBOARD_KARTEN,
  DASHBOARD_SEITENLISTE_GROESSE,
  SEITEN,
  type TDashboardEintrag,
  type TDashboardKarte,
  type TInfraAppStatus,
  type TNotification,
  type TSeite,
  ANTRAG_STATUS_ID,
  BEARBEITUNGS_STATUS_ID,
  ANFRAGE_STATUS_ID,
} from '@lap/contracts';
import { formatDate } from '@lap/domain';
import {
  Antrag,
  Auftrag,
  SeitenBesuch,
  User,
  Versorger,
  type Em,
  type IAntrag,
  type IAuftrag,
  type IVersorger,
} from '@lap/db';
import type { StaffContext } from '../../procedures.js';

/** A worker who never opened a page: the items of the last 14 days count as new (not the whole history). */
const ERSTER_BESUCH_TAGE = 14;
/** The infrastructure app's health check must answer within this. */
const INFRA_APP_HEALTH_TIMEOUT_MS = 2_500;

/**
 * What each card counts (the open items; `seit` narrows them to those that arrived after the worker's last visit):
 * - Angebote: requests sent by the customer (status 2) that have no offer yet — by the day they were sent;
 * - Vorkasse: prepayment orders whose payment is open — by order date;
 * - Auftraege: orders in processing (not finished, not waiting for prepayment) — by order date or prepayment release;
 * - Rechnung: orders with complete answers (bearbeitungsStatus 3) not yet invoiced (request status 5) — by completion;
 * - Wiedervorlagen: unfinished follow-ups that are due — by their due time.
 */
type Bedingung =
  | { entity: 'Antrag'; where: FilterQuery<IAntrag> }
  | { entity: 'Auftrag'; where: FilterQuery<IAuftrag> }
  | { entity: 'Versorger'; where: FilterQuery<IVersorger> };

function bedingung(seite: TSeite, now: Date, seit: Date | null): Bedingung {
  switch (seite) {
    case 'Angebote':
      return {
        entity: 'Antrag',
        where: { antragStatus: ANTRAG_STATUS_ID.neuerAntrag, datumVersand: seit ? { $gt: seit } : { $ne: null } },
      };
    case 'Vorkasse':
      return {
        entity: 'Auftrag',
        where: { vorkasse: true, vorkasseBezahltAm: null, ...(seit ? { auftragsDatum: { $gt: seit } } : {}) },
      };
    case 'Auftraege':
      return {
        entity: 'Auftrag',
        where: {
          bearbeitungsStatus: { $ne: BEARBEITUNGS_STATUS_ID.auskuenfteVollstaendig },
          $and: [
            { $or: [{ vorkasse: false }, { vorkasseBezahltAm: { $ne: null } }] },
            ...(seit ? [{ $or: [{ auftragsDatum: { $gt: seit } }, { vorkasseBezahltAm: { $gt: seit } }] }] : []),
          ],
        },
      };
    case 'Rechnung':
      return {
        entity: 'Auftrag',
        where: {
          bearbeitungsStatus: BEARBEITUNGS_STATUS_ID.auskuenfteVollstaendig,
          antrag: { antragStatus: ANTRAG_STATUS_ID.auftragErteilt },
          ...(seit ? { abgeschlossenAm: { $gt: seit } } : {}),
        },
      };
    case 'Wiedervorlagen':
      return {
        entity: 'Versorger',
        where: {
          abgeschlossen: false,
          anfrageStatus: { $ne: ANFRAGE_STATUS_ID.fertig },
          vorlageDatum: seit ? { $gt: seit, $lte: now } : { $lte: now },
        },
      };
  }
}

function zaehle(em: Em, seite: TSeite, now: Date, seit: Date | null): Promise<number> {
  const b = bedingung(seite, now, seit);
  if (b.entity === 'Antrag') return em.count(Antrag, b.where);
  if (b.entity === 'Auftrag') return em.count(Auftrag, b.where);
  return em.count(Versorger, b.where);
}

/** When this worker last opened each page (or the default window for a first visit). */
async function besuche(em: Em, userId: string, now: Date): Promise<Map<TSeite, Date>> {
  const rows = await em.find(SeitenBesuch, { user: userId });
  const erster = new Date(now.getTime() - ERSTER_BESUCH_TAGE * 24 * 60 * 60 * 1000);
  const map = new Map<TSeite, Date>(SEITEN.map((s) => [s, erster]));
  for (const r of rows) if ((SEITEN as readonly string[]).includes(r.seite)) map.set(r.seite as TSeite, r.gesehenAm);
  return map;
}

/** /dashboard: per card the items new to this worker and all open ones. */
export async function dashboard(ctx: StaffContext, now = new Date()): Promise<{ karten: TDashboardKarte[] }> {
  const seit = await besuche(ctx.em, ctx.session.user.userId, now);
  // issue 42: the ten counts at once (each on its own pooled connection; no request runs in a transaction), not one
  // after the other
  const karten = await Promise.all(
    DASHBOARD_KARTEN.map(async (k): Promise<TDashboardKarte> => {
      const [neu, offen] = await Promise.all([
        zaehle(ctx.em, k.seite, now, seit.get(k.seite) ?? null),
        zaehle(ctx.em, k.seite, now, null),
      ]);
      return { ...k, neu, offen };
    }),
  );
  return { karten };
}

/**
 * GET api/Notification/GetNewMessagesForSb: pageName and notiNumber of the navigation's pages (Angebote, Auftraege,
 * Wiedervorlagen, Rechnung) that have items new to this worker; pages without any are left out.
 */
export async function neueNachrichten(ctx: StaffContext, now = new Date()): Promise<TNotification[]> {
  const seit = await besuche(ctx.em, ctx.session.user.userId, now);
  // asked on every back-office page (the navigation's badges): the four counts at once
  const seiten = ['Angebote', 'Auftraege', 'Wiedervorlagen', 'Rechnung'] as const;
  const counts = await Promise.all(seiten.map((seite) => zaehle(ctx.em, seite, now, seit.get(seite) ?? null)));
  return seiten.flatMap((seite, i) => ((counts[i] ?? 0) > 0 ? [{ pageName: seite, notiNumber: counts[i] ?? 0 }] : []));
}

/** The worker opened a page: what is there now is no longer new to them. */
export async function seiteGesehen(
  ctx: StaffContext,
  seite: TSeite,
  now = new Date(),
): Promise<{ seite: TSeite; gesehenAm: string }> {
  await ctx.em.transactional(async (em) => {
    const row = await em.findOne(SeitenBesuch, { user: ctx.session.user.userId, seite });
    if (row) row.gesehenAm = now;
    else em.create(SeitenBesuch, { user: em.getReference(User, ctx.session.user.userId), seite, gesehenAm: now });
    await em.flush();
  });
  return { seite, gesehenAm: now.toISOString() };
}

/** '>>' on a card: its open items, newest first, 10 per page. */
export async function dashboardListe(ctx: StaffContext, seite: TSeite, page: number, now = new Date()) {
  const pageSize = DASHBOARD_SEITENLISTE_GROESSE;
  const b = bedingung(seite, now, null);
  const offset = (page - 1) * pageSize;
  const { rows, total } = await eintraege(ctx.em, b, seite, pageSize, offset);
  return { rows, total, page, pageSize };
}

/** One page of a card's open items. */
async function eintraege(
  em: Em,
  b: Bedingung,
  seite: TSeite,
  pageSize: number,
  offset: number,
): Promise<{ rows: TDashboardEintrag[]; total: number }> {
  if (b.entity === 'Antrag') {
    const [items, total] = await em.findAndCount(Antrag, b.where, {
      orderBy: { datumVersand: 'desc', id: 'asc' },
      limit: pageSize,
      offset,
    });
    return {
      total,
      rows: items.map((a) => ({
        id: a.id,
        vorgangsnummer: a.vorgangsnummer,
        text: [a.vorhaben, a.ort].filter(Boolean).join(' · '),
        datum: a.datumVersand?.toISOString() ?? null,
        pfad: `/angebot/${a.id}`,
      })),
    };
  }
  if (b.entity === 'Auftrag') {
    const [items, total] = await em.findAndCount(Auftrag, b.where, {
      populate: ['antrag'],
      orderBy: { auftragsDatum: 'desc', id: 'asc' },
      limit: pageSize,
      offset,
    });
    return {
      total,
      rows: items.map((a) => ({
        id: a.id,
        vorgangsnummer: a.antrag.vorgangsnummer,
        text: [a.antrag.vorhaben, a.antrag.ort].filter(Boolean).join(' · '),
        datum: (seite === 'Rechnung' ? a.abgeschlossenAm : a.auftragsDatum)?.toISOString() ?? null,
        pfad:
          seite === 'Rechnung'
            ? `/rechnungenauftrag/${a.id}`
            : seite === 'Vorkasse'
              ? '/vorkasselist'
              : `/bearbeitungslist/${a.id}`,
      })),
    };
  }
  const [items, total] = await em.findAndCount(Versorger, b.where, {
    populate: ['auftrag', 'auftrag.antrag'],
    orderBy: { vorlageDatum: 'desc', id: 'asc' },
    limit: pageSize,
    offset,
  });
  return {
    total,
    rows: items.map((v) => ({
      id: v.id,
      vorgangsnummer: v.auftrag.antrag.vorgangsnummer,
      text: `${v.versorgerName}${v.vorlageDatum ? ` · fällig ${formatDate(v.vorlageDatum)}` : ''}`,
      datum: v.vorlageDatum?.toISOString() ?? null,
      pfad: `/bearbeitungslist/${v.auftrag.id}`,
    })),
  };
}

/** The 'Infrastruktur-App' indicator: the server asks INFRA_APP_HEALTH_URL (2.5 s); unset or failing = Offline. */
export async function infraAppStatus(ctx: StaffContext): Promise<TInfraAppStatus> {
  const url = ctx.deps.infraAppHealthUrl;
  if (!url) return { online: false, konfiguriert: false };
  try {
    const res = await fetch(url, {
      method: 'GET',
      signal: AbortSignal.timeout(INFRA_APP_HEALTH_TIMEOUT_MS),
      redirect: 'manual',
    });
    await res.body?.cancel().catch(() => undefined);
    return { online: res.ok, konfiguriert: true };
  } catch {
    return { online: false, konfiguriert: true };
  }
}
