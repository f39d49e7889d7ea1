import {
  MAILVERSAND_MSG,
  ZEmailsAuftragListResult,
  ZMailVersandListResult,
  type TEmailsAuftragRow,
  type TMailAuftrag,
  type TMailVersandJob,
  type TMailVersandJobInput,
} from '@lap/contracts';
import { anfrageflaecheDateiname, jobWerteAus, platzhalterWerte, waehleMailVorlage } from '@lap/domain';
import { renderBetreff } from './render.js';
import { LockMode } from '@mikro-orm/core';
import {
  Antrag,
  Auftrag,
  MailAnhang,
  MailVersandJob,
  MailVorlage,
  StoredFile,
  User,
  Versorger,
  emailsAuftragListSource,
  mailJobLinks,
  mailVersandListSource,
  type Em,
  type IMailVersandJob,
} from '@lap/db';
import type { AuthedContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { auftragForStaff } from '../auftrag/auftrag-access.js';
import type { StaffContext } from '../../procedures.js';
import { actorOf, versorgerHistorie } from '../auftrag/status.service.js';
import { isUuid } from '../ids.js';
import { listPage, type TListPageQuery } from '../list.js';

/** Suppliers of this Abfrageart are asked by e-mail (spec 001 §3 abfrageart). */
export const ABFRAGEART_EMAIL = 'E-Mail';

const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);
export const jobNichtGefunden = (): AppError => new AppError('NOT_FOUND', MAILVERSAND_MSG.jobNichtGefunden);

/** A file name not yet used in `taken` (adds ' (2)', ' (3)' … before the extension). */
export function freierName(name: string, taken: Set<string>): string {
  if (!taken.has(name.toLowerCase())) return name;
  const dot = name.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  for (let i = 2; ; i++) {
    const candidate = `${stem} (${i})${ext}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}

export function jobView(job: IMailVersandJob): TMailVersandJob {
  const v = job.versorger;
  const antrag = v.auftrag.antrag;
  return {
    id: job.id,
    versorgerId: v.id,
    auftragId: v.auftrag.id,
    antragId: antrag.id,
    vorgangsnummer: antrag.vorgangsnummer,
    versorgerName: v.versorgerName,
    versendet: job.versendet,
    empfaenger: job.empfaenger ?? null,
    betreff: job.betreff ?? null,
    mailBody: job.mailBody ?? null,
    anrede: job.anrede ?? null,
    ort: job.ort ?? null,
    bauausfuehrende: job.bauausfuehrende ?? null,
    auftraggeber: job.auftraggeber ?? null,
    bauBeschreibung: job.bauBeschreibung ?? null,
    kartenLink: job.kartenLink ?? null,
    bearbeiter: job.bearbeiter ?? null,
    telefonBearbeiter: job.telefonBearbeiter ?? null,
    automatikVersand: job.automatikVersand,
    mailvorlageId: job.mailvorlage?.id ?? null,
    // the supplier row holds the follow-up and the answer date (edited on /bearbeitungslist and /editposition)
    vorlageDate: iso(v.vorlageDatum),
    angefragtDate: iso(job.angefragtDate),
    auskunftDate: iso(v.auskunftDatum),
  };
}

const JOB_POPULATE = ['versorger', 'versorger.auftrag', 'versorger.auftrag.antrag', 'mailvorlage'] as const;

/**
 * The job of `id` — the supplier row (versorgerId, as /editEmailJob/{versorgerId} names it) or the job itself — for case
 * workers; `auftragId`, when given, must be the job's order. `lock` takes the row lock (sending, editing).
 */
export async function jobForStaff(
  ctx: StaffContext,
  em: Em,
  id: string,
  opts: { auftragId?: string | undefined; lock?: boolean } = {},
): Promise<IMailVersandJob> {
  const key = id.toLowerCase();
  if (!isUuid(key)) throw jobNichtGefunden();
  const found = await em.findOne(MailVersandJob, { $or: [{ id: key }, { versorger: key }] }, { fields: ['id'] });
  if (!found) {
    if (await em.findOne(Versorger, { id: key }, { fields: ['id'] }))
      throw new AppError('NOT_FOUND', MAILVERSAND_MSG.keinJob);
    throw jobNichtGefunden();
  }
  const job = await em.findOneOrFail(
    MailVersandJob,
    { id: found.id },
    { populate: JOB_POPULATE, ...(opts.lock ? { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true } : {}) },
  );
  if (
    opts.auftragId !== undefined &&
    opts.auftragId !== '' &&
    job.versorger.auftrag.id !== opts.auftragId.toLowerCase()
  )
    throw new AppError('NOT_FOUND', MAILVERSAND_MSG.auftragFalsch);
  return job;
}

/**
 * Creates the missing mail jobs of an order: one per supplier row asked by e-mail (all rows of the order, or `nur` these),
 * in the caller's transaction. A job starts from the template its Vorgangsart and the supplier's Netzart choose, the
 * request's data and the case worker's name and phone; its attachments are the request's files and the request area
 * (KML and GeoJSON, generated when sent). Answers how many were created.
 */
export async function ensureMailJobs(em: Em, ctx: AuthedContext, auftragId: string, nur?: string[]): Promise<number> {
  const rows = await em.find(
    Versorger,
    { auftrag: auftragId, abfrageart: ABFRAGEART_EMAIL, ...(nur ? { id: { $in: nur } } : {}) },
    { populate: ['position', 'position.netzart'], orderBy: { versorgerName: 'asc', id: 'asc' } },
  );
  if (rows.length === 0) return 0;
  const vorhanden = new Set(
    (await em.find(MailVersandJob, { versorger: { $in: rows.map((r) => r.id) } }, { fields: ['versorger'] })).map(
      (j) => j.versorger.id,
    ),
  );
  const neu = rows.filter((r) => !vorhanden.has(r.id));
  if (neu.length === 0) return 0;

  const auftrag = await em.findOneOrFail(Auftrag, { id: auftragId }, { fields: ['antrag'] });
  const antrag = await em.findOneOrFail(Antrag, { id: auftrag.antrag.id }, { populate: ['personen'] });
  const user = await em.findOneOrFail(
    User,
    { id: ctx.session.user.userId },
    { fields: ['vorname', 'name', 'telefon'] },
  );
  const vorlagen = (await em.find(MailVorlage, {}, { orderBy: { id: 'asc' } })).map((v) => ({
    entity: v,
    id: v.id,
    netzartId: v.netzart?.id ?? null,
    vorgangsartId: v.vorgangsart,
  }));
  const dateien = await em.find(
    StoredFile,
    { antrag: antrag.id, kind: 'antrag' },
    { orderBy: { createdAt: 'asc', id: 'asc' } },
  );
  const werte = jobWerteAus(
    antrag,
    antrag.personen.getItems(),
    { name: `${user.vorname} ${user.name}`.trim(), telefon: user.telefon || null },
    ctx.deps.publicUrl,
  );

  for (const versorger of neu) {
    const vorlage =
      waehleMailVorlage(vorlagen, antrag.vorgangsart, versorger.position?.netzart?.id ?? null)?.entity ?? null;
    const job = em.create(MailVersandJob, {
      versorger,
      versorgerName: versorger.versorgerName,
      empfaenger: versorger.email ?? null,
      betreff: vorlage?.betreff ?? null,
      mailBody: vorlage?.mailtext ?? null,
      automatikVersand: versorger.automatikVersand,
      mailvorlage: vorlage,
      ...werte,
    });
    const taken = new Set<string>();
    const add = (art: 'antrag' | 'flaeche-kml' | 'flaeche-json', fileName: string, storedFile: string | null) => {
      const name = freierName(fileName, taken);
      taken.add(name.toLowerCase());
      em.create(MailAnhang, { mailVersandJob: job, art, fileName: name, anzeigeName: name, storedFile });
    };
    add('flaeche-kml', anfrageflaecheDateiname(antrag.vorgangsnummer, 'kml'), null);
    add('flaeche-json', anfrageflaecheDateiname(antrag.vorgangsnummer, 'json'), null);
    for (const f of dateien) add('antrag', f.originalName, f.id);
    versorgerHistorie(em, versorger, actorOf(ctx), 'E-Mail-Anfrage vorbereitet');
  }
  return neu.length;
}

/** Creating jobs on demand (the /emails and /editEmailJob pages): the order's missing ones, or one supplier's. */
export async function erstelleMailJobs(
  ctx: AuthedContext,
  auftragId: string,
  versorgerId?: string,
): Promise<{ erstellt: number; message: string }> {
  return ctx.em.transactional(async (em) => {
    const auftrag = await auftragForStaff({ ...ctx, em }, auftragId);
    if (versorgerId !== undefined) {
      const v = isUuid(versorgerId.toLowerCase())
        ? await em.findOne(Versorger, { id: versorgerId.toLowerCase(), auftrag: auftrag.id })
        : null;
      if (!v) throw new AppError('NOT_FOUND', 'Der Versorger wurde nicht gefunden.');
      if (v.abfrageart !== ABFRAGEART_EMAIL) throw new AppError('BAD_REQUEST', MAILVERSAND_MSG.keineEmailAbfrage);
    }
    const erstellt = await ensureMailJobs(
      em,
      ctx,
      auftrag.id,
      versorgerId === undefined ? undefined : [versorgerId.toLowerCase()],
    );
    await em.flush();
    return { erstellt, message: MAILVERSAND_MSG.erstellt(erstellt) };
  });
}

/** GetVersorgerByAuftragId/{auftragId}: the suppliers of the order asked by e-mail, each with its job (or none yet). */
export async function mailAuftrag(ctx: AuthedContext, auftragId: string): Promise<TMailAuftrag> {
  const auftrag = await auftragForStaff(ctx, auftragId);
  const rows = await ctx.em.find(
    Versorger,
    { auftrag: auftrag.id, abfrageart: ABFRAGEART_EMAIL },
    { orderBy: { versorgerName: 'asc', id: 'asc' } },
  );
  const jobs = rows.length ? await ctx.em.find(MailVersandJob, { versorger: { $in: rows.map((r) => r.id) } }) : [];
  const jobOf = new Map(jobs.map((j) => [j.versorger.id, j]));
  const anhaenge = jobs.length
    ? await ctx.em.getConnection().execute<Array<{ job: string; n: number | string }>>(
        `select mail_versand_job_id as job, count(*) as n from mail_anhang where mail_versand_job_id in (${jobs.map(() => '?').join(',')}) group by mail_versand_job_id`,
        jobs.map((j) => j.id),
      )
    : [];
  const anzahlAnhaenge = new Map(anhaenge.map((a) => [a.job, Number(a.n)]));
  const versorger = rows.map((v) => {
    const job = jobOf.get(v.id);
    return {
      versorgerId: v.id,
      versorgerName: v.versorgerName,
      email: v.email ?? null,
      abfrageart: v.abfrageart,
      anfrageStatus: v.anfrageStatus,
      automatikVersand: job ? job.automatikVersand : v.automatikVersand,
      jobId: job?.id ?? null,
      versendet: job?.versendet ?? false,
      // the job's recipient once there is a job (an emptied one shows 'Keine Emailadresse vorhanden')
      empfaenger: job ? (job.empfaenger ?? null) : (v.email ?? null),
      // as the operator reads it: placeholders filled, the Vorgangsnummer in it
      betreff: job
        ? renderBetreff(
            job.betreff ?? null,
            platzhalterWerte(job, auftrag.antrag.vorgangsnummer),
            auftrag.antrag.vorgangsnummer,
          )
        : null,
      angefragtDate: iso(job?.angefragtDate ?? v.angefragtDatum),
      vorlageDate: iso(v.vorlageDatum),
      anhaenge: job ? (anzahlAnhaenge.get(job.id) ?? 0) : 0,
    };
  });
  return {
    auftragId: auftrag.id,
    antragId: auftrag.antrag.id,
    vorgangsnummer: auftrag.antrag.vorgangsnummer,
    anzahl: versorger.length,
    versorger,
  };
}

/** GetEmailVersandJobById/{id}/{auftragId?}. */
export async function getMailJob(ctx: StaffContext, id: string, auftragId?: string): Promise<TMailVersandJob> {
  return jobView(await jobForStaff(ctx, ctx.em, id, { auftragId }));
}

/**
 * GetMailVersandJobs: /mailversand (list protocol; 50 per page, versorgerName ascending). The page's columns come from
 * the list query; each row's supplier and order ids and placeholder values are looked up in one query for the page (no
 * entities), and the subject is shown as the sender renders it (issue 42: no raw '{Auto-Ort}'). Filter and sort still
 * work on the stored template text.
 */
export async function listMailJobs(ctx: StaffContext, query: TListPageQuery) {
  const page = await listPage(ctx.em, mailVersandListSource(), query);
  const links = await mailJobLinks(
    ctx.em,
    page.rows.map((r) => String(r.id)),
  );
  // the row types are checked by the result schema below
  const rows = page.rows.flatMap((r) => {
    const link = links.get(String(r.id));
    if (!link) return [];
    const vorgangsnummer = String(r.vorgangsnummer);
    const betreff =
      r.betreff === null || r.betreff === undefined
        ? null
        : renderBetreff(String(r.betreff), platzhalterWerte(link.werte, vorgangsnummer), vorgangsnummer);
    return [
      {
        id: String(r.id),
        versorgerId: link.versorgerId,
        auftragId: link.auftragId,
        versorgerName: r.versorgerName,
        vorgangsnummer,
        empfaenger: r.empfaenger,
        betreff,
        ort: r.ort,
        bearbeiter: r.bearbeiter,
        versendet: r.versendet,
        automatikVersand: r.automatikVersand,
        angefragtDate: r.angefragtDate,
        vorlageDate: r.vorlageDate,
        auskunftDate: r.auskunftDate,
      },
    ];
  });
  return ZMailVersandListResult.parse({ ...page, rows });
}

/**
 * /emails/{auftragId} (issue 42): every supplier row of the order — e-mail, portal, form or none — with its channel and,
 * where there is one, its job (subject as the operator reads it). One page query plus one for the page's placeholder values.
 */
export async function listEmailsAuftrag(ctx: AuthedContext, query: TListPageQuery & { auftragId: string }) {
  const auftrag = await auftragForStaff(ctx, query.auftragId);
  const page = await listPage(ctx.em, emailsAuftragListSource({ auftragId: auftrag.id }), query);
  const ids = page.rows.map((r) => String(r.id));
  const jobs = ids.length
    ? await ctx.em.find(MailVersandJob, { versorger: { $in: ids } }, { fields: ['id', 'versorger'] })
    : [];
  const jobOf = new Map(jobs.map((j) => [j.versorger.id, j.id]));
  const werte = await mailJobLinks(
    ctx.em,
    jobs.map((j) => j.id),
  );
  const vorgangsnummer = auftrag.antrag.vorgangsnummer;
  const rows: TEmailsAuftragRow[] = page.rows.map((r) => {
    const jobId = jobOf.get(String(r.id)) ?? null;
    const link = jobId ? werte.get(jobId) : undefined;
    return {
      id: String(r.id),
      versorgerId: String(r.id),
      jobId,
      versorgerName: String(r.versorgerName),
      kanal: String(r.kanal ?? ''),
      empfaenger: (r.empfaenger as string | null) ?? null,
      betreff: link
        ? renderBetreff(
            (r.betreff as string | null) ?? null,
            platzhalterWerte(link.werte, vorgangsnummer),
            vorgangsnummer,
          )
        : null,
      versendet: r.versendet === true,
      angefragtDate: (r.angefragtDate as string | null) ?? null,
      automatikVersand: r.automatikVersand === true,
      anhaenge: Number(r.anhaenge ?? 0),
      vorlageDate: (r.vorlageDate as string | null) ?? null,
    };
  });
  return ZEmailsAuftragListResult.parse({ ...page, rows });
}

const versendetFehler = (): AppError => new AppError('CONFLICT', MAILVERSAND_MSG.jobVersendet);

/** PutMailVersandJob/{id}: the edit form; absent optional keys stay, null clears. A sent job is read-only. */
export async function updateMailJob(
  ctx: StaffContext,
  input: TMailVersandJobInput & { id: string },
): Promise<TMailVersandJob> {
  return ctx.em.transactional(async (em) => {
    const job = await jobForStaff(ctx, em, input.id, { lock: true });
    if (job.versendet) throw versendetFehler();
    const opt = <K extends keyof TMailVersandJobInput>(key: K): TMailVersandJobInput[K] | undefined => input[key];
    job.betreff = input.betreff;
    job.anrede = input.anrede;
    job.ort = input.ort;
    job.bauBeschreibung = input.bauBeschreibung;
    for (const key of [
      'empfaenger',
      'mailBody',
      'bauausfuehrende',
      'auftraggeber',
      'kartenLink',
      'bearbeiter',
      'telefonBearbeiter',
    ] as const) {
      const value = opt(key);
      if (value !== undefined) job[key] = value === null || value.trim() === '' ? null : value;
    }
    if (input.automatikVersand !== undefined) job.automatikVersand = input.automatikVersand;
    if (input.mailvorlageId !== undefined) {
      if (input.mailvorlageId === null) job.mailvorlage = null;
      else {
        const vorlage = await em.findOne(MailVorlage, { id: input.mailvorlageId });
        if (!vorlage)
          throw new AppError('BAD_REQUEST', MAILVERSAND_MSG.vorlageNichtGefunden, [
            { field: 'mailvorlageId', message: MAILVERSAND_MSG.vorlageNichtGefunden },
          ]);
        job.mailvorlage = vorlage;
      }
    }
    await em.flush();
    return jobView(job);
  });
}

/**
 * DeleteMailVersandJobById/{id}: an unsent job and its uploaded attachments go (after the client's confirmation); a sent
 * one stays for traceability (409). Idempotent for a job that is already gone.
 */
export async function deleteMailJob(ctx: StaffContext, id: string): Promise<{ id: string }> {
  const removed: string[] = [];
  const result = await ctx.em.transactional(async (em) => {
    let job: IMailVersandJob;
    try {
      job = await jobForStaff(ctx, em, id, { lock: true });
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return { id: id.toLowerCase() };
      throw error;
    }
    if (job.versendet) throw new AppError('CONFLICT', MAILVERSAND_MSG.jobVersendetLoeschen);
    const uploads = await em.find(MailAnhang, { mailVersandJob: job, art: 'upload' }, { populate: ['storedFile'] });
    for (const a of uploads) {
      if (a.storedFile) {
        removed.push(a.storedFile.storageKey);
        em.remove(a.storedFile);
      }
    }
    versorgerHistorie(em, job.versorger, actorOf(ctx), 'E-Mail-Anfrage gelöscht');
    em.remove(job);
    await em.flush();
    return { id: job.id };
  });
  const storage = ctx.deps.storage;
  await Promise.all(removed.map((key) => storage.remove(key).catch(() => undefined)));
  return result;
}
