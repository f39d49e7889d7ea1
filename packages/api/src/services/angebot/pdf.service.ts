import { renderAngebotPdf, renderGemeindenPdf, type AngebotPdfData } from '@lap/documents';
import { ANBIETER, PERSON_TYP_ID, VORKASSE_STATUS_ID } from '@lap/contracts';
import { germanToday, MWST_PROZENT } from '@lap/domain';
import { AntragGemeinde, type IAngebot, type IAntrag, type Em } from '@lap/db';
import type { AuthedContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { angebotRead, sortedPositions } from './angebot.service.js';

/** What the offer PDF shows; positions and totals come from the same functions as the screen. */
export function angebotPdfData(antrag: IAntrag, angebot: IAngebot, datum: Date): AngebotPdfData {
  const a = antrag.personen.getItems().find((p) => p.personTyp === PERSON_TYP_ID.antragsteller);
  return {
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
    datum: germanToday(datum),
    vorhaben: antrag.vorhaben,
    baustelle: `${antrag.strasse} ${antrag.hausnummer}, ${antrag.plz} ${antrag.ort}`,
    positionen: sortedPositions(angebot).map((p) => ({
      position: p.position,
      beschreibung: p.beschreibung,
      anzahl: p.anzahl,
      einheit: p.einheit,
      einzelpreisCent: p.einzelpreis,
      gesamtpreisCent: p.gesamtpreis,
    })),
    mwstProzent: MWST_PROZENT,
    vorkasse: angebot.vorkasseStatus !== VORKASSE_STATUS_ID.normal,
    bemerkung: angebot.bemerkung ?? null,
  };
}

export function angebotPdfName(antrag: IAntrag): string {
  return `Angebot_${antrag.vorgangsnummer}.pdf`;
}

/** DownloadAngebotPdf/{antragId}: customer (once sent) and staff (also before sending, to check it). */
export async function angebotPdf(
  ctx: AuthedContext,
  antragId: string,
): Promise<{ fileName: string; bytes: Uint8Array }> {
  const { antrag, angebot } = await angebotRead(ctx, antragId);
  if (!angebot) throw new AppError('NOT_FOUND', 'Das Angebot wurde nicht gefunden.');
  const bytes = await renderAngebotPdf(angebotPdfData(antrag, angebot, angebot.angebotVersand ?? new Date()));
  return { fileName: angebotPdfName(antrag), bytes };
}

/** The 'PDF list of the municipalities' of the staff offer page. */
export async function gemeindenPdf(
  ctx: AuthedContext,
  antragId: string,
  em: Em = ctx.em,
): Promise<{ fileName: string; bytes: Uint8Array }> {
  const { antrag, staff } = await angebotRead(ctx, antragId);
  if (!staff) throw new AppError('FORBIDDEN');
  const rows = await em.find(
    AntragGemeinde,
    { antrag },
    { populate: ['gemeinde'], orderBy: { gemeinde: { name: 'asc' } } },
  );
  const bytes = await renderGemeindenPdf({
    vorgangsnummer: antrag.vorgangsnummer,
    datum: germanToday(new Date()),
    gemeinden: rows.map((r) => ({ name: r.gemeinde.name, ags: r.gemeinde.ags, aktiv: !r.disabled })),
  });
  return { fileName: `Gemeinden_${antrag.vorgangsnummer}.pdf`, bytes };
}
