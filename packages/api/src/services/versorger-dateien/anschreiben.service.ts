import { renderAnschreibenPdf, type AnschreibenPdfData } from '@lap/documents';
import { ANBIETER, APP_BASE_PATH, auskunftZustand } from '@lap/contracts';
import { germanToday } from '@lap/domain';
import { Antrag, Versorger } from '@lap/db';
import type { AuthedContext } from '../../context.js';
import { auftragForStaff } from '../auftrag/auftrag-access.js';

/**
 * DownloadAnschreiben/{auftragId} ('Anschreiben Pdf' on /bearbeitungslist): the cover letter to the customer with every
 * operator of the order and its state. Case workers only. Reads first, renders afterwards (no transaction is held open).
 */
export async function anschreibenPdf(ctx: AuthedContext, auftragId: string, now = new Date()): Promise<{ fileName: string; bytes: Uint8Array }> {
  const auftrag = await auftragForStaff(ctx, auftragId);
  const antrag = await ctx.em.findOneOrFail(Antrag, { id: auftrag.antrag.id }, { populate: ['personen'] });
  const rows = await ctx.em.find(Versorger, { auftrag }, { populate: ['gemeinden'], orderBy: { versorgerName: 'asc', id: 'asc' } });
  // operators brought only by municipalities that were switched off are no longer part of the order
  const aktiv = rows.filter((v) => !(v.gemeinden.length > 0 && v.gemeinden.getItems().every((g) => g.disabled)));
  const a = antrag.personen.getItems().find((p) => p.personTyp === 1);
  const data: AnschreibenPdfData = {
    absender: { name: ANBIETER.name, zeilen: [...ANBIETER.anschrift], kontakt: [`Telefon ${ANBIETER.telefon}`, ANBIETER.email, ANBIETER.web], fusszeile: [...ANBIETER.fusszeile] },
    empfaenger: { zeilen: a ? [a.firma ?? '', `${a.vorname} ${a.name}`, `${a.strasse} ${a.hausnummer}`, `${a.plz} ${a.ort}`].filter((z) => z.trim() !== '') : [] },
    vorgangsnummer: antrag.vorgangsnummer,
    datum: germanToday(now),
    vorhaben: antrag.vorhaben,
    baustelle: `${antrag.strasse} ${antrag.hausnummer}, ${antrag.plz} ${antrag.ort}`,
    versorger: aktiv.map((v) => {
      const zustand = auskunftZustand(v);
      return { name: v.versorgerName, zustand, auskunftDatum: zustand === 'angefragt' ? null : (v.auskunftDatum ?? null) };
    }),
    dokumenteUrl: `${ctx.deps.publicUrl}${APP_BASE_PATH}/dokumente/${antrag.id}`,
  };
  return { fileName: `Anschreiben_${antrag.vorgangsnummer}.pdf`, bytes: await renderAnschreibenPdf(data) };
}
