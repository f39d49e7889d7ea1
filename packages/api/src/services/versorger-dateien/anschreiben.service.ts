import { renderAnschreibenPdf, type AnschreibenPdfData } from '@lap/documents';
import { ANBIETER, APP_BASE_PATH, BETREIBER_STAND, betreiberStandText, PERSON_TYP_ID } from '@lap/contracts';
import { formatDate, germanToday } from '@lap/domain';
import { Antrag, Versorger } from '@lap/db';
import type { AuthedContext } from '../../context.js';
import { auftragForStaff } from '../auftrag/auftrag-access.js';
import { betreiberStaende } from './betreiber-stand.service.js';

/**
 * DownloadAnschreiben/{auftragId} ('Anschreiben Pdf' on /bearbeitungslist): the cover letter to the customer with every
 * operator of the order and its true state (not yet asked, asked on, answered, not affected). Case workers only. Reads first, renders afterwards (no transaction is held open).
 */
export async function anschreibenPdf(
  ctx: AuthedContext,
  auftragId: string,
  now = new Date(),
): Promise<{ fileName: string; bytes: Uint8Array }> {
  const auftrag = await auftragForStaff(ctx, auftragId);
  const antrag = await ctx.em.findOneOrFail(Antrag, { id: auftrag.antrag.id }, { populate: ['personen'] });
  const rows = await ctx.em.find(
    Versorger,
    { auftrag },
    { populate: ['gemeinden'], orderBy: { versorgerName: 'asc', id: 'asc' } },
  );
  // operators brought only by municipalities that were switched off are no longer part of the order
  const aktiv = rows.filter((v) => !(v.gemeinden.length > 0 && v.gemeinden.getItems().every((g) => g.disabled)));
  const staende = await betreiberStaende(ctx.em, aktiv);
  const a = antrag.personen.getItems().find((p) => p.personTyp === PERSON_TYP_ID.antragsteller);
  const data: AnschreibenPdfData = {
    absender: {
      name: ANBIETER.name,
      zeilen: [...ANBIETER.anschrift],
      kontakt: [`Telefon ${ANBIETER.telefon}`, ANBIETER.email, ANBIETER.web],
      fusszeile: [...ANBIETER.fusszeile],
    },
    empfaenger: {
      zeilen: a
        ? [a.firma ?? '', `${a.vorname} ${a.name}`, `${a.strasse} ${a.hausnummer}`, `${a.plz} ${a.ort}`].filter(
            (z) => z.trim() !== '',
          )
        : [],
    },
    vorgangsnummer: antrag.vorgangsnummer,
    datum: germanToday(now),
    vorhaben: antrag.vorhaben,
    baustelle: `${antrag.strasse} ${antrag.hausnummer}, ${antrag.plz} ${antrag.ort}`,
    // the same state and text as /dokumente (contracts betreiber-stand.ts)
    versorger: aktiv.map((v) => {
      const { stand, datum } = staende.get(v.id) ?? { stand: BETREIBER_STAND.nichtAngefragt, datum: null };
      return { name: v.versorgerName, stand, standText: betreiberStandText(stand, datum ? formatDate(datum) : null) };
    }),
    dokumenteUrl: `${ctx.deps.publicUrl}${APP_BASE_PATH}/dokumente/${antrag.id}`,
  };
  return { fileName: `Anschreiben_${antrag.vorgangsnummer}.pdf`, bytes: await renderAnschreibenPdf(data) };
}
