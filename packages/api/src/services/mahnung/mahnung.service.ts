import {
  ANTRAG_STATUS_ID,
  HISTORIE_AKTION_ID,
  labelOf,
  MAHNUNG_FRIST_TAGE,
  MAHNUNG_MIN_DAY,
  MAHNUNG_MSG,
  MAHNUNG_STUFE,
  MAHNUNG_VORLAGEN_DEFAULT,
  ZMahnungenListResult,
  mahnungFaelligVorRechnung,
  type TMahnung,
  type TMahnungAntrag,
  type TMahnungRechnung,
  type TMahnungUpdate,
  type TMahnungVorlage,
} from '@lap/contracts';
import { sql } from 'kysely';
import {
  addDays,
  formatDate,
  formatMoney,
  germanToday,
  istMahnverfahrenBeendet,
  mahnungBearbeitbar,
  summenVonNetto,
} from '@lap/domain';
import {
  Antrag,
  Auftrag,
  Historie,
  Mahnung,
  MahnungVorlage,
  Rechnung,
  User,
  mahnungenListSource,
  type Em,
  type IRechnung,
} from '@lap/db';
import type { AuthedContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { auftragForStaff, isCaseWorker } from '../auftrag/auftrag-access.js';
import { listPage, type TListPageQuery } from '../list.js';
import {
  adresseOf,
  artOf,
  isIssued,
  RECIPIENT_COLUMNS,
  recipientFromColumns,
  rechnungView,
  sortedPositionen,
  type RecipientColumns,
} from '../rechnung/rechnung-access.js';
import {
  assertBearbeitbar,
  istVorzeitig,
  mahnGrund,
  mahnungForStaff,
  mahnungView,
  naechsteStufe,
  rechnungFaelligAm,
  rechnungZurMahnung,
  vorFaelligkeitFehler,
} from './mahnung-access.js';

/** spec 001 §5: the due date defaults to today + 10 days, never before 2025-07-01. */
export function faelligDefault(now = new Date()): string {
  const day = addDays(germanToday(now), MAHNUNG_FRIST_TAGE);
  return day < MAHNUNG_MIN_DAY ? MAHNUNG_MIN_DAY : day;
}

/** The text of each level: the saved one, else the built-in default. */
export async function mahnungVorlagen(ctx: AuthedContext): Promise<TMahnungVorlage[]> {
  if (!isCaseWorker(ctx)) throw new AppError('FORBIDDEN');
  return vorlagenAus(ctx.em);
}

async function vorlagenAus(em: Em): Promise<TMahnungVorlage[]> {
  const saved = new Map((await em.find(MahnungVorlage, {})).map((v) => [v.stufe, v]));
  return MAHNUNG_VORLAGEN_DEFAULT.map((d) => {
    const v = saved.get(d.stufe);
    return v ? { stufe: d.stufe, betreff: v.betreff, mailtext: v.mailtext } : { ...d };
  });
}

/** Saves the text of one level (used for notices created from now on). */
export async function saveMahnungVorlage(ctx: AuthedContext, input: TMahnungVorlage): Promise<TMahnungVorlage> {
  if (!isCaseWorker(ctx)) throw new AppError('FORBIDDEN');
  return ctx.em.transactional(async (em) => {
    const v = await em.findOne(MahnungVorlage, { stufe: input.stufe });
    if (v) em.assign(v, { betreff: input.betreff, mailtext: input.mailtext });
    else em.create(MahnungVorlage, { stufe: input.stufe, betreff: input.betreff, mailtext: input.mailtext });
    await em.flush();
    return { stufe: input.stufe, betreff: input.betreff, mailtext: input.mailtext };
  });
}

const fill = (text: string, werte: Record<string, string>): string =>
  text.replace(/\{(\w+)\}/g, (all, name: string) => werte[name] ?? all);

/**
 * CreateNewMahnung/{rechnungId} (a GET that changes data): the next level's notice for a sent, unpaid invoice — the
 * invoice address's e-mail, the level's text with the invoice's values, due in 10 days but never before the invoice
 * itself. The previous sent notices of the invoice are closed by it. Refused (409, German) for an unsent, paid or
 * cancelled invoice, an ended procedure, while an unsent notice of the invoice is open, and after 'payment
 * uncollectable'; and (issue 42) before the invoice is overdue — a later notice before the previous one fell due —
 * unless `vorzeitigGrund` gives the case worker's reason, which the notice keeps (its send history line names it).
 */
export async function neueMahnung(
  ctx: AuthedContext,
  rechnungId: string,
  now = new Date(),
  vorzeitigGrund?: string,
): Promise<TMahnung> {
  const id = await ctx.em.transactional(async (em) => {
    const r = await rechnungZurMahnung(ctx, em, rechnungId, { lock: true });
    const bisher = await em.find(Mahnung, { rechnung: r.id });
    const grund = mahnGrund(r, bisher);
    if (grund) throw new AppError('CONFLICT', grund);
    const vorzeitig = istVorzeitig(r, bisher, germanToday(now), now);
    if (vorzeitig && !vorzeitigGrund) throw vorFaelligkeitFehler(r, bisher);
    const rechnungFaellig = rechnungFaelligAm(r, now);
    // mahnGrund refused the invoice whose last level was sent
    const stufe = naechsteStufe(bisher) ?? MAHNUNG_STUFE.erste;
    for (const m of bisher) if (m.mahnungDate) m.abgeschlossen = true;
    const vorlage = (await vorlagenAus(em)).find((v) => v.stufe === stufe) ?? MAHNUNG_VORLAGEN_DEFAULT[0];
    const view = await rechnungView(em, r);
    const kaeufer = (r.kaeufer ?? null) as {
      vorname?: string | null;
      name?: string | null;
      email?: string | null;
    } | null;
    const adresse = await adresseOf(em, r.auftrag.antrag.id);
    const vorschlag = faelligDefault(now);
    const faellig = vorschlag < rechnungFaellig ? rechnungFaellig : vorschlag;
    const person = [kaeufer?.vorname, kaeufer?.name].filter(Boolean).join(' ');
    const werte: Record<string, string> = {
      Anrede: person ? `Guten Tag ${person},` : 'Sehr geehrte Damen und Herren,',
      Vorgangsnummer: r.auftrag.antrag.vorgangsnummer,
      Rechnungsnummer: r.rechnungsNummer ?? '',
      Rechnungsdatum: r.rechnungsDatum ? formatDate(String(r.rechnungsDatum).slice(0, 10)) : '',
      Betrag: formatMoney(view.bruttoPreis),
      Faellig: formatDate(faellig),
      Sachbearbeiter: `${ctx.session.user.vorname} ${ctx.session.user.name}`.trim(),
    };
    const m = em.create(Mahnung, {
      rechnung: r,
      auftrag: r.auftrag,
      mahnungStatus: stufe,
      nettoCent: sortedPositionen(r).reduce((sum, p) => sum + p.gesamtpreisCent, 0),
      rechnungVersandt: r.rechnungVersandt ?? null,
      mahnungFaellig: faellig,
      rechnungsEmail: kaeufer?.email || adresse?.rechnungEmail || r.auftrag.antrag.owner.email,
      betreff: fill(vorlage?.betreff ?? '', werte),
      mailtext: fill(vorlage?.mailtext ?? '', werte),
      sachbearbeiter: em.getReference(User, ctx.session.user.userId),
      abgeschlossen: false,
      vorzeitigGrund: vorzeitig ? (vorzeitigGrund ?? null) : null,
    });
    await em.flush();
    return m.id;
  });
  return getMahnung(ctx, id);
}

/** GetMahnungById/{id}. */
export async function getMahnung(ctx: AuthedContext, mahnungId: string): Promise<TMahnung> {
  const em = ctx.em.fork();
  return mahnungView(em, await mahnungForStaff(ctx, em, mahnungId));
}

/** PutUpdateMahnung/{id}: e-mail, subject, text and due date of an unsent notice. */
export async function updateMahnung(ctx: AuthedContext, input: TMahnungUpdate): Promise<TMahnung> {
  await ctx.em.transactional(async (em) => {
    const m = await mahnungForStaff(ctx, em, input.mahnungId, { lock: true });
    assertBearbeitbar(m);
    const rechnungFaellig = rechnungFaelligAm(m.rechnung);
    if (input.mahnungFaellig < rechnungFaellig) {
      const message = mahnungFaelligVorRechnung(formatDate(rechnungFaellig));
      throw new AppError('BAD_REQUEST', message, [{ field: 'mahnungFaellig', message }]);
    }
    m.rechnungsEmail = input.rechnungsEmail;
    m.betreff = input.betreff;
    m.mailtext = input.mailtext;
    m.mahnungFaellig = input.mahnungFaellig;
    await em.flush();
  });
  return getMahnung(ctx, input.mahnungId);
}

/** PutMahnungAbgeschlossen/{id}: the notice is done (an unsent one is dropped from the procedure). Idempotent. */
export async function mahnungAbschliessen(ctx: AuthedContext, mahnungId: string): Promise<TMahnung> {
  await ctx.em.transactional(async (em) => {
    const m = await mahnungForStaff(ctx, em, mahnungId, { lock: true });
    m.abgeschlossen = true;
    await em.flush();
  });
  return getMahnung(ctx, mahnungId);
}

/** What the dunning list rows need beyond the list query's own columns, for one page (one statement). */
interface MahnungZeileExtra extends RecipientColumns {
  id: string;
  auftrag_id: string;
  antrag_id: string;
  rechnung_id: string;
  mailtext: string | null;
  vorzeitig_grund: string | null;
  netto_cent: number | string;
  mwst: number | string;
}

/**
 * GetMahnungen (/mahnungen): every notice, mahnungFaellig descending, 50 per page (money in cents). Each row is the
 * notice's view (mahnungView) built from the list query's columns plus one statement for the page — its ids, mail text,
 * the invoice's sums and whom it names — without loading the page's notices, invoices, orders, requests and customers
 * as entities (that hydration cost ~30 ms of CPU per page of 50).
 */
export async function listMahnungen(ctx: AuthedContext, query: TListPageQuery) {
  if (!isCaseWorker(ctx)) throw new AppError('FORBIDDEN');
  const page = await listPage(ctx.em, mahnungenListSource(germanToday()), query);
  const ids = page.rows.map((r) => String(r.id));
  if (ids.length === 0) return ZMahnungenListResult.parse({ ...page, rows: [] });
  const extras = await sql<MahnungZeileExtra>`
    select m.id, m.auftrag_id, an.id as antrag_id, m.rechnung_id, m.mailtext, m.vorzeitig_grund, re.netto_cent, re.mwst, ${RECIPIENT_COLUMNS}
    from mahnung m
    join rechnung re on re.id = m.rechnung_id
    join auftrag au on au.id = m.auftrag_id
    join antrag an on an.id = au.antrag_id
    join app_user ku on ku.id = an.owner_id
    left join rechnungsadresse ra on ra.antrag_id = an.id
    where m.id in (${sql.join(ids)})`.execute(ctx.em.getKysely<Record<string, Record<string, unknown>>>());
  const byId = new Map(extras.rows.map((e) => [e.id, e]));
  const rows: TMahnung[] = [];
  for (const row of page.rows) {
    const e = byId.get(String(row.id));
    if (!e) continue;
    const mahnungDate = (row.mahnungDate as string | null) ?? null;
    const abgeschlossen = row.abgeschlossen === true;
    const antragStatus = Number(row.antragStatus);
    const summen = summenVonNetto(Number(e.netto_cent), Number(e.mwst) === 16 ? 16 : 19);
    const empfaenger = recipientFromColumns(e);
    rows.push({
      id: e.id,
      mahnungId: e.id,
      auftragId: e.auftrag_id,
      antragId: e.antrag_id,
      rechnungId: e.rechnung_id,
      rechnungsNummer: (row.rechnungsNummer as string | null) ?? null,
      mahnungStatus: Number(row.mahnungStatus),
      mahnungDate,
      mahnungFaellig: (row.mahnungFaellig as string | null) ?? null,
      letzteMahnungDate: (row.letzteMahnungDate as string | null) ?? null,
      rechnungsEmail: (row.rechnungsEmail as string | null) ?? null,
      betreff: (row.betreff as string | null) ?? null,
      mailtext: e.mailtext ?? null,
      sachbearbeiter: (row.sachbearbeiter as string | null) ?? null,
      ueberschritten: row.ueberschritten === true,
      firma: empfaenger.auftraggeber,
      antragsteller: empfaenger.name,
      telefon: (row.telefon as string | null) || null,
      nettoPreis: summen.nettoCent,
      bruttoPreis: summen.bruttoCent,
      vorgangsnummer: String(row.vorgangsnummer),
      rechnungVersand: (row.rechnungVersand as string | null) ?? null,
      versendet: mahnungDate !== null,
      abgeschlossen,
      bearbeitbar: mahnungBearbeitbar({ versendet: mahnungDate !== null, abgeschlossen, antragStatus }),
      antragStatus,
      vorzeitigGrund: e.vorzeitig_grund ?? null,
    });
  }
  return ZMahnungenListResult.parse({ ...page, rows });
}

/** GetMahnungenByRechnungId/{rechnungId}: the invoice's notices by level. */
export async function mahnungenDerRechnung(ctx: AuthedContext, rechnungId: string): Promise<TMahnung[]> {
  const em = ctx.em.fork();
  const r = await rechnungZurMahnung(ctx, em, rechnungId);
  const list = await em.find(
    Mahnung,
    { rechnung: r.id },
    {
      orderBy: { mahnungStatus: 'asc', createdAt: 'asc' },
      populate: [
        'rechnung',
        'rechnung.positionen',
        'rechnung.storniertRechnung',
        'auftrag',
        'auftrag.antrag',
        'auftrag.antrag.owner',
        'sachbearbeiter',
      ],
    },
  );
  return Promise.all(list.map((m) => mahnungView(em, m)));
}

/** GetMahnungenRechnungByAuftragId/{auftragId}: the order's sent invoices, each with its notices and the next level. */
export async function mahnungenDesAuftrags(ctx: AuthedContext, auftragId: string): Promise<TMahnungRechnung[]> {
  const em = ctx.em.fork();
  const auftrag = await auftragForStaff({ ...ctx, em }, auftragId);
  const rechnungen = (
    await em.find(
      Rechnung,
      { auftrag: auftrag.id },
      {
        populate: ['auftrag', 'auftrag.antrag', 'auftrag.antrag.owner', 'positionen', 'storniertRechnung'],
        orderBy: { rechnungVersandt: 'asc', createdAt: 'asc' },
      },
    )
  ).filter((r) => isIssued(r) && artOf(r) !== 'storno');
  const out: TMahnungRechnung[] = [];
  for (const r of rechnungen) {
    const mahnungen = await em.find(
      Mahnung,
      { rechnung: r.id },
      {
        orderBy: { mahnungStatus: 'asc', createdAt: 'asc' },
        populate: [
          'rechnung',
          'rechnung.positionen',
          'rechnung.storniertRechnung',
          'auftrag',
          'auftrag.antrag',
          'auftrag.antrag.owner',
          'sachbearbeiter',
        ],
      },
    );
    const grund = mahnGrund(r, mahnungen);
    const view = await rechnungView(em, r);
    const rechnungFaellig = rechnungFaelligAm(r);
    out.push({
      rechnungId: r.id,
      rechnungsNummer: r.rechnungsNummer ?? null,
      rechnungsDatum: view.rechnungsDatum,
      rechnungVersand: view.rechnungVersandt,
      art: view.art,
      bruttoPreis: view.bruttoPreis,
      bezahlt: Boolean(r.bezahltAm),
      storniert: r.storniert,
      naechsteStufe: grund ? null : naechsteStufe(mahnungen),
      grund,
      rechnungFaellig,
      vorFaelligkeit: istVorzeitig(r, mahnungen, germanToday()),
      mahnungen: await Promise.all(mahnungen.map((m) => mahnungView(em, m))),
    });
  }
  return out;
}

/** GetAntragByAuftragId/{auftragId} (under api/Mahnung): the request behind the order, for /mahnung. */
export async function antragZumAuftrag(ctx: AuthedContext, auftragId: string): Promise<TMahnungAntrag> {
  const em = ctx.em.fork();
  const auftrag = await auftragForStaff({ ...ctx, em }, auftragId);
  const antrag = await em.findOneOrFail(Antrag, { id: auftrag.antrag.id }, { populate: ['owner'] });
  const adresse = await adresseOf(em, antrag.id);
  return {
    antragId: antrag.id,
    auftragId: auftrag.id,
    vorgangsnummer: antrag.vorgangsnummer,
    antragStatus: antrag.antragStatus,
    antragStatusText: labelOf('antragStatus', antrag.antragStatus),
    firma: adresse?.firma ?? antrag.owner.firma ?? null,
    antragsteller: adresse
      ? [adresse.vorname, adresse.name].filter(Boolean).join(' ')
      : `${antrag.owner.vorname} ${antrag.owner.name}`,
    rechnungsEmail: adresse?.rechnungEmail ?? null,
    beendet: istMahnverfahrenBeendet(antrag.antragStatus),
  };
}

/**
 * PUT api/Mahnung/MahnverfahrenBeenden/{auftragId} ('Mahnungsverfahren Auftragweit beenden'): the request goes to 12
 * 'Mahnung Verfahren beendet', history code 9, every open notice of the order is closed. Refused for a paid order or one
 * without a sent invoice; a second call changes nothing.
 */
export async function mahnverfahrenBeenden(ctx: AuthedContext, auftragId: string): Promise<TMahnungAntrag> {
  await ctx.em.transactional(async (em) => {
    const auftrag = await auftragForStaff({ ...ctx, em }, auftragId);
    const antrag = await em.findOneOrFail(Antrag, { id: auftrag.antrag.id });
    if (istMahnverfahrenBeendet(antrag.antragStatus)) return;
    if (antrag.antragStatus === ANTRAG_STATUS_ID.rechnungBezahlt) throw new AppError('CONFLICT', MAHNUNG_MSG.bezahlt);
    const gesendet = (
      await em.find(Rechnung, {
        auftrag: auftrag.id,
        rechnungsNummer: { $ne: null },
        storniert: false,
        storniertRechnung: null,
      })
    ).filter((r: IRechnung) => !r.bezahltAm);
    if (gesendet.length === 0) throw new AppError('CONFLICT', MAHNUNG_MSG.nichtsZuBeenden);
    antrag.antragStatus = ANTRAG_STATUS_ID.mahnverfahrenBeendet;
    for (const m of await em.find(Mahnung, { auftrag: auftrag.id, abgeschlossen: false })) m.abgeschlossen = true;
    em.create(Historie, {
      aktion: HISTORIE_AKTION_ID.mahnverfahrenEingestellt,
      user: ctx.session.user.userId,
      antrag,
      auftrag: em.getReference(Auftrag, auftrag.id),
      beschreibung: 'Mahnverfahren für den Auftrag beendet',
    });
    await em.flush();
  });
  return antragZumAuftrag(ctx, auftragId);
}
