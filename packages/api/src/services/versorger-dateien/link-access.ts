import { ANFRAGE_STATUS_ID, ROLE, VERSORGER_UPLOAD_MSG } from '@lap/contracts';
import { Versorger, type IVersorger } from '@lap/db';
import type { Context } from '../../context.js';
import { AppError } from '../../errors.js';
import { isUuid } from '../ids.js';
import { checkVersorgerLink, linkTargetOf } from './link.js';

/** Who acts on a supplier row: the operator through its signed link (no account), or a case worker. */
export interface LinkAccess {
  /** Populated with its order and the order's request. */
  versorger: IVersorger;
  operator: boolean;
  /** For history rows: null for the operator. */
  actor: { userId: string } | null;
}

export const keineGueltigenDaten = (): AppError => new AppError('NOT_FOUND', VERSORGER_UPLOAD_MSG.keineGueltigenDaten);
const linkWiderrufen = (): AppError => new AppError('NOT_FOUND', VERSORGER_UPLOAD_MSG.linkWiderrufen);

const isCaseWorkerSession = (ctx: Context): boolean => ctx.session?.user.roles.includes(ROLE.SbBereich) ?? false;

/**
 * The one access rule of the upload pages (spec 001 §2 versorgerupload/… and upload/…): a valid, unexpired link
 * signed for exactly this supplier row, order and link version, or a case worker's session. Everything else — no or a
 * wrong signature, an expired link, ids of another order, an applicant or administrator without a link — answers 404
 * with the spec's 'Keine Gültigen Daten gefunden…', so nothing about other orders can be learnt; a link that staff
 * revoked (signed for an older version) says so, since only its holder can present it.
 * `auftragId` may be left out by calls that name the supplier row only: the signature then covers the row's own order.
 */
export async function versorgerByLink(
  ctx: Context,
  ref: { versorgerId: string; auftragId?: string | undefined; e?: string | undefined; s?: string | undefined },
): Promise<LinkAccess> {
  const versorgerId = ref.versorgerId.toLowerCase();
  const auftragId = ref.auftragId?.toLowerCase();
  if (!isUuid(versorgerId) || (auftragId !== undefined && !isUuid(auftragId))) throw keineGueltigenDaten();
  const caseWorker = isCaseWorkerSession(ctx);
  // Without a session to fall back on, a request without a well-formed signature is refused before any lookup.
  if (!caseWorker && (!ref.e || !ref.s)) throw keineGueltigenDaten();
  const versorger = await ctx.em.findOne(Versorger, { id: versorgerId }, { populate: ['auftrag', 'auftrag.antrag'] });
  if (!versorger || (auftragId !== undefined && versorger.auftrag.id !== auftragId)) throw keineGueltigenDaten();
  const link = checkVersorgerLink(ctx.deps.linkSecret, linkTargetOf(versorger), ref.e, ref.s);
  if (link === 'gueltig') return { versorger, operator: true, actor: null };
  if (caseWorker && ctx.session) return { versorger, operator: false, actor: { userId: ctx.session.user.userId } };
  throw link === 'widerrufen' ? linkWiderrufen() : keineGueltigenDaten();
}

/** Confirmed ('Senden bestätigen'): the operator's answer is in and its files are final for the link. */
export const isBestaetigt = (v: IVersorger): boolean => v.anfrageStatus === ANFRAGE_STATUS_ID.fertig;
