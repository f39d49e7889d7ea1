import { pipeline } from 'node:stream/promises';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { formatDate } from '@lap/domain';
import {
  PDF_MSG,
  PDF_PROCESSING,
  PDF_STAMP,
  VERSORGER_UPLOAD,
  normalizeDomain,
  ZPostProcessedPdfInput,
  ZStartProcessPdfFields,
  type TFieldError,
  type TPostProcessedPdfInput,
  type TProcessedPdfAnswer,
  type TStartProcessPdfAnswer,
} from '@lap/contracts';
import {
  Auftrag,
  PdfVerarbeitung,
  StoredFile,
  Versorger,
  type Em,
  type IAuftrag,
  type IPdfVerarbeitung,
  type IStoredFile,
  type IVersorger,
} from '@lap/db';
import type { AuthedContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { extensionOf, safeFileName, type IncomingFile } from '../antrag/dateien.service.js';
import { isCaseWorker } from '../auftrag/auftrag-access.js';
import { markBearbeitungBegonnen, versorgerHistorie } from '../auftrag/status.service.js';
import { stempelPdf } from '../documents/documents.service.js';
import { byteLimit } from '../files/receive.js';
import { ContentMismatchError, sniffer } from '../files/sniff.js';
import { missingAsNull, readAllBytes, type FileStorage } from '../files/storage.js';
import type { StaffContext } from '../../procedures.js';

/** The download of a filed supplier file (DownloadVersorgerDatei/{id}): PostProcessedPdf's `data`. */
export const processedPdfUrl = (fileId: string): string => `/api/Antrag/DownloadVersorgerDatei/${fileId}`;

// ------------------------------------------------------------------ which order and which supplier row

/** The host names a supplier row is known by: its e-mail domains first, then its web addresses. */
function hostsOf(v: Pick<IVersorger, 'email' | 'netzbetreiberUrl' | 'portalLink'>): { mail: string[]; web: string[] } {
  const mail = (v.email ?? '')
    .split(/[;,\s]+/)
    .filter((a) => a.includes('@'))
    .map((a) => normalizeDomain(a))
    .filter((d): d is string => d !== null);
  const web = [v.netzbetreiberUrl, v.portalLink]
    .map((u) => (u ? normalizeDomain(u) : null))
    .filter((d): d is string => d !== null);
  return { mail, web };
}

const sameOrSub = (host: string, domain: string): boolean =>
  host === domain || host.endsWith(`.${domain}`) || domain.endsWith(`.${host}`);

/**
 * How well a supplier row fits `domain` (normalised, without 'www.'): 3 = the domain of one of its e-mail addresses,
 * 2 = a subdomain or parent domain of one (auskunft.netz-x.de ↔ netz-x.de), 1 = its web address; 0 = not at all.
 */
export function domainScore(v: Pick<IVersorger, 'email' | 'netzbetreiberUrl' | 'portalLink'>, domain: string): number {
  const { mail, web } = hostsOf(v);
  if (mail.includes(domain)) return 3;
  if (mail.some((h) => sameOrSub(h, domain))) return 2;
  if (web.some((h) => sameOrSub(h, domain))) return 1;
  return 0;
}

interface Ziel {
  auftrag: IAuftrag;
  versorger: IVersorger;
}

/** The order of `auftragsNr` (its Vorgangsnummer) and the one supplier row of it that `domain` names. */
async function zielOf(em: Em, auftragsNr: string, domain: string): Promise<Ziel> {
  const auftrag = await em.findOne(Auftrag, { antrag: { vorgangsnummer: auftragsNr } }, { populate: ['antrag'] });
  if (!auftrag) throw new AppError('NOT_FOUND', PDF_MSG.auftragNichtGefunden(auftragsNr));
  const rows = await em.find(Versorger, { auftrag }, { orderBy: { versorgerName: 'asc', id: 'asc' } });
  const scored = rows
    .map((versorger) => ({ versorger, score: domainScore(versorger, domain) }))
    .filter((r) => r.score > 0);
  const best = Math.max(0, ...scored.map((r) => r.score));
  const top = scored.filter((r) => r.score === best);
  if (top.length === 0) throw new AppError('NOT_FOUND', PDF_MSG.keinVersorger(domain));
  if (top.length > 1) throw new AppError('CONFLICT', PDF_MSG.mehrdeutig(domain));
  return { auftrag, versorger: (top[0] as { versorger: IVersorger }).versorger };
}

function fieldErrorsOf(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): TFieldError[] {
  return issues.map((i) => ({ field: String(i.path[0] ?? ''), message: i.message }));
}

/** The first message wins: 'Bitte füllen Sie alle Felder aus.' before the order number's format. */
function invalid(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): AppError {
  const messages = issues.map((i) => i.message);
  const message = messages.includes(PDF_MSG.alleFelder) ? PDF_MSG.alleFelder : (messages[0] ?? PDF_MSG.alleFelder);
  return new AppError('BAD_REQUEST', message, fieldErrorsOf(issues));
}

// ------------------------------------------------------------------ StartProcessPdf

/** The newest PDF the supplier row already has that is not itself a processing result. */
async function neuestePdf(em: Em, versorger: IVersorger): Promise<IStoredFile | null> {
  const results = await em.find(PdfVerarbeitung, { versorger, ergebnis: { $ne: null } }, { fields: ['ergebnis'] });
  const exclude = results.map((r) => r.ergebnis?.id).filter((id): id is string => typeof id === 'string');
  return em.findOne(
    StoredFile,
    {
      versorger,
      kind: 'versorger',
      contentType: 'application/pdf',
      ...(exclude.length ? { id: { $nin: exclude } } : {}),
    },
    { orderBy: { createdAt: 'desc', id: 'desc' } },
  );
}

class PdfTooLargeError extends Error {}

/** Streams the uploaded PDF through the magic-byte check and the size limit into storage; nothing partial stays. */
async function storeSource(
  storage: FileStorage,
  versorger: IVersorger,
  file: IncomingFile,
): Promise<{ key: string; sha256: string; name: string }> {
  const name = safeFileName(file.filename);
  if (extensionOf(name) !== 'pdf') {
    file.stream.resume();
    throw new AppError('BAD_REQUEST', PDF_MSG.nurPdf, [{ field: 'File', message: PDF_MSG.nurPdf }]);
  }
  const pending = await storage.create(`pdfverarbeitung/${versorger.id}`, '.pdf');
  try {
    await pipeline(
      file.stream,
      sniffer('pdf'),
      byteLimit(PDF_PROCESSING.maxBytes, () => new PdfTooLargeError()),
      pending.stream,
    );
  } catch (error) {
    await pending.abort();
    file.stream.resume();
    if (error instanceof ContentMismatchError)
      throw new AppError('BAD_REQUEST', PDF_MSG.nurPdf, [{ field: 'File', message: PDF_MSG.nurPdf }]);
    const code = (error as { code?: unknown }).code;
    if (error instanceof PdfTooLargeError || code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('BAD_REQUEST', PDF_MSG.zuGross, [{ field: 'File', message: PDF_MSG.zuGross }]);
    throw error;
  }
  if (file.truncated()) {
    await pending.abort();
    throw new AppError('BAD_REQUEST', PDF_MSG.zuGross, [{ field: 'File', message: PDF_MSG.zuGross }]);
  }
  const { size, sha256 } = await pending.commit();
  if (size === 0) {
    await storage.remove(pending.key);
    throw new AppError('BAD_REQUEST', PDF_MSG.nurPdf, [{ field: 'File', message: PDF_MSG.nurPdf }]);
  }
  return { key: pending.key, sha256, name };
}

interface Quelle {
  key: string | null;
  datei: IStoredFile | null;
  name: string;
  sha256: string;
  eingegangenAm: Date;
}

/**
 * POST api/PdfProcessing/StartProcessPdf (multipart AuftragsNr, Domain, optional File): checks the fields, finds the
 * order and its supplier row, stores the uploaded PDF (or takes the row's newest PDF) and queues the stamping for the
 * worker; answers `{ok: true}` at once. The same content for the same row is one processing: sent again it is not
 * filed twice (a failed or deleted result is made again).
 */
export async function startProcessPdf(
  ctx: AuthedContext,
  rawFields: Record<string, string | undefined>,
  file: IncomingFile | null,
): Promise<TStartProcessPdfAnswer> {
  const refuse = (error: unknown): never => {
    file?.stream.resume();
    throw error;
  };
  if (!isCaseWorker(ctx)) refuse(new AppError('FORBIDDEN'));
  const parsed = ZStartProcessPdfFields.safeParse({
    AuftragsNr: rawFields.AuftragsNr ?? rawFields.auftragsNr ?? '',
    Domain: rawFields.Domain ?? rawFields.domain ?? '',
  });
  if (!parsed.success) return refuse(invalid(parsed.error.issues));
  const { AuftragsNr, Domain } = parsed.data;
  const { auftrag, versorger } = await zielOf(ctx.em, AuftragsNr, Domain).catch(refuse);

  let quelle: Quelle;
  if (file) {
    const stored = await storeSource(ctx.deps.storage, versorger, file);
    quelle = { key: stored.key, datei: null, name: stored.name, sha256: stored.sha256, eingegangenAm: new Date() };
  } else {
    const datei = await neuestePdf(ctx.em, versorger);
    if (!datei) throw new AppError('CONFLICT', PDF_MSG.keinePdf);
    if (datei.size > PDF_PROCESSING.maxBytes) throw new AppError('BAD_REQUEST', PDF_MSG.zuGross);
    quelle = { key: null, datei, name: datei.originalName, sha256: datei.sha256, eingegangenAm: datei.createdAt };
  }
  const dropUpload = async (): Promise<void> => {
    if (quelle.key) await ctx.deps.storage.remove(quelle.key).catch(() => undefined);
  };

  try {
    const queued = await enqueue(ctx, auftrag, versorger, Domain, quelle);
    if (!queued) await dropUpload();
  } catch (error) {
    await dropUpload();
    // the same PDF sent twice at the same moment: the other request queued it
    if (error instanceof UniqueConstraintViolationException) return { ok: true };
    throw error;
  }
  ctx.deps.kickMailer?.();
  return { ok: true };
}

/** Creates or re-arms the job; false when an equal one is queued, running or done (the upload is then not needed). */
async function enqueue(
  ctx: AuthedContext,
  auftrag: IAuftrag,
  versorger: IVersorger,
  domain: string,
  quelle: Quelle,
): Promise<boolean> {
  const em = ctx.em;
  const existing = await em.findOne(PdfVerarbeitung, { versorger, quelleSha256: quelle.sha256 });
  if (
    existing &&
    (existing.status === 'wartend' ||
      existing.status === 'laeuft' ||
      (existing.status === 'fertig' && existing.ergebnis))
  )
    return false;
  if ((await em.count(StoredFile, { versorger, kind: 'versorger' })) >= VERSORGER_UPLOAD.maxFilesPerVersorger)
    throw new AppError('CONFLICT', PDF_MSG.maxDateien);
  const fields = {
    domain,
    status: 'wartend' as const,
    quelleKey: quelle.key,
    quelleDatei: quelle.datei,
    quelleName: quelle.name,
    eingegangenAm: quelle.eingegangenAm,
    ergebnis: null,
    fehler: null,
    versuche: 0,
    begonnenAm: null,
    gestartetVon: ctx.session.user.userId,
  };
  const oldKey = existing?.quelleKey ?? null;
  if (existing) Object.assign(existing, fields, { updatedAt: new Date() });
  else em.create(PdfVerarbeitung, { auftrag, versorger, quelleSha256: quelle.sha256, ...fields });
  versorgerHistorie(em, versorger, { userId: ctx.session.user.userId }, `PDF-Verarbeitung gestartet: ${quelle.name}`);
  await em.flush();
  if (oldKey && oldKey !== quelle.key) await ctx.deps.storage.remove(oldKey).catch(() => undefined);
  return true;
}

// ------------------------------------------------------------------ PostProcessedPdf

/** POST api/PdfProcessing/PostProcessedPdf {domain, auftragsNr}: the state of the newest processing of that row. */
export async function processedPdf(ctx: StaffContext, input: TPostProcessedPdfInput): Promise<TProcessedPdfAnswer> {
  const parsed = ZPostProcessedPdfInput.safeParse(input);
  if (!parsed.success) throw invalid(parsed.error.issues);
  const { versorger } = await zielOf(ctx.em, parsed.data.auftragsNr, parsed.data.domain);
  const job = await ctx.em.findOne(
    PdfVerarbeitung,
    { versorger },
    { populate: ['ergebnis'], orderBy: { updatedAt: 'desc', createdAt: 'desc' } },
  );
  return answerOf(job);
}

function answerOf(job: IPdfVerarbeitung | null): TProcessedPdfAnswer {
  if (!job) return { message: PDF_MSG.nichtGestartet, data: null, status: 'keine', fileName: null };
  if (job.status === 'fehler')
    return {
      message: PDF_MSG.fehlgeschlagen(job.fehler ?? PDF_MSG.unlesbar),
      data: null,
      status: 'fehler',
      fileName: null,
    };
  if (job.status !== 'fertig') return { message: PDF_MSG.laeuft, data: null, status: 'laeuft', fileName: null };
  if (!job.ergebnis) return { message: PDF_MSG.ergebnisGeloescht, data: null, status: 'fehler', fileName: null };
  return {
    message: PDF_MSG.fertig,
    data: processedPdfUrl(job.ergebnis.id),
    status: 'fertig',
    fileName: job.ergebnis.originalName,
  };
}

// ------------------------------------------------------------------ the worker step

/** Takes one due job (queued, or left running by a crashed node) with a guarded update, so two nodes never share one. */
async function claim(em: Em, now: Date): Promise<IPdfVerarbeitung | null> {
  const stale = new Date(now.getTime() - PDF_PROCESSING.staleMs);
  const candidates = await em.find(
    PdfVerarbeitung,
    { $or: [{ status: 'wartend' }, { status: 'laeuft', updatedAt: { $lt: stale } }] },
    { orderBy: { createdAt: 'asc', id: 'asc' }, limit: 5 },
  );
  for (const c of candidates) {
    const taken = await em.nativeUpdate(
      PdfVerarbeitung,
      { id: c.id, status: c.status, updatedAt: c.updatedAt },
      { status: 'laeuft', versuche: c.versuche + 1, begonnenAm: now, updatedAt: now },
    );
    if (taken === 1)
      return em.findOneOrFail(
        PdfVerarbeitung,
        { id: c.id },
        { populate: ['versorger', 'auftrag', 'auftrag.antrag', 'quelleDatei'], refresh: true },
      );
  }
  return null;
}

/** A final failure: the reason for PostProcessedPdf, a history line; the uploaded source goes (sent again, it is tried again). */
async function fail(em: Em, storage: FileStorage, job: IPdfVerarbeitung, grund: string): Promise<void> {
  const key = job.quelleKey;
  Object.assign(job, { status: 'fehler', fehler: grund, quelleKey: null });
  const actor = job.gestartetVon ? { userId: job.gestartetVon.id } : null;
  versorgerHistorie(em, job.versorger, actor, `PDF-Verarbeitung fehlgeschlagen: ${job.quelleName} – ${grund}`);
  await em.flush();
  if (key) await storage.remove(key).catch(() => undefined);
}

const gestempelterName = (name: string): string => `${name.replace(/\.pdf$/i, '')}_gestempelt.pdf`;

/** Stamps one job's PDF in the documents worker and files it as a supplier file of the row. */
async function process(em: Em, storage: FileStorage, job: IPdfVerarbeitung): Promise<'fertig' | 'fehler'> {
  if (job.versuche > PDF_PROCESSING.maxVersuche) {
    await fail(em, storage, job, PDF_MSG.abgebrochen);
    return 'fehler';
  }
  const key = job.quelleKey ?? job.quelleDatei?.storageKey ?? null;
  // A missing source fails the job; an unreachable store leaves it queued for the next round.
  const source = key ? await readAllBytes(storage, key).catch(missingAsNull) : null;
  if (!source) {
    await fail(em, storage, job, PDF_MSG.quelleFehlt);
    return 'fehler';
  }
  const stamped = await stempelPdf(source, {
    vorgangsnummer: job.auftrag.antrag.vorgangsnummer,
    versorgerName: job.versorger.versorgerName,
    eingegangen: PDF_STAMP.eingegangen(formatDate(job.eingegangenAm)),
    portal: PDF_STAMP.portal,
  });
  if (!stamped.ok) {
    await fail(em, storage, job, PDF_MSG[stamped.reason]);
    return 'fehler';
  }
  if (
    (await em.count(StoredFile, { versorger: job.versorger, kind: 'versorger' })) >=
    VERSORGER_UPLOAD.maxFilesPerVersorger
  ) {
    await fail(em, storage, job, PDF_MSG.maxDateien);
    return 'fehler';
  }
  const pending = await storage.create(`versorger/${job.versorger.id}`, '.pdf');
  pending.stream.end(Buffer.from(stamped.pdf));
  const { size, sha256 } = await pending.commit();
  const name = gestempelterName(job.quelleName);
  const quelleKey = job.quelleKey;
  try {
    await em.transactional(async (tx) => {
      const row = await tx.findOneOrFail(
        PdfVerarbeitung,
        { id: job.id },
        { populate: ['versorger', 'auftrag', 'auftrag.antrag'] },
      );
      const ergebnis = tx.create(StoredFile, {
        kind: 'versorger',
        storageKey: pending.key,
        originalName: name,
        contentType: 'application/pdf',
        size,
        sha256,
        versorger: row.versorger,
        uploadedBy: row.gestartetVon ?? null,
      });
      Object.assign(row, { status: 'fertig', ergebnis, fehler: null, quelleKey: null });
      const actor = row.gestartetVon ? { userId: row.gestartetVon.id } : null;
      versorgerHistorie(tx, row.versorger, actor, `PDF-Verarbeitung abgeschlossen: ${name} abgelegt`);
      await markBearbeitungBegonnen(tx, row.auftrag, actor);
    });
  } catch (error) {
    await storage.remove(pending.key).catch(() => undefined);
    throw error;
  }
  if (quelleKey) await storage.remove(quelleKey).catch(() => undefined);
  return 'fertig';
}

/**
 * The worker's step (apps/server/src/worker.ts): works off the queued PDF processings one by one. Stamping runs in the
 * documents worker pool, outside any transaction; filing the result is one transaction. An unexpected failure leaves
 * the job 'laeuft' — it is taken up again after PDF_PROCESSING.staleMs, at most maxVersuche times.
 */
export async function runPdfVerarbeitungen(
  root: Em,
  opts: { storage: FileStorage; now?: Date; max?: number },
): Promise<{ fertig: number; fehler: number }> {
  const result = { fertig: 0, fehler: 0 };
  for (let i = 0; i < (opts.max ?? 5); i++) {
    const em = root.fork();
    const job = await claim(em, opts.now ?? new Date());
    if (!job) break;
    result[await process(em, opts.storage, job)]++;
  }
  return result;
}
