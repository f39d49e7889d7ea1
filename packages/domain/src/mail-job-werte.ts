import { APP_BASE_PATH } from '@lap/contracts';
import { formatDate } from './format.js';
import type { TPlatzhalterWerte } from './mail-platzhalter.js';

// The values an operator enquiry (mail job) starts with and which template it gets (spec 001 §3 Mail job, Mail template).

/** A party of a request (spec 000 §3 personTyp 1 Antragsteller, 2 Auftraggeber, 3 Bauausführender). */
export interface TMailPartei {
  personTyp: number;
  firma?: string | null;
  vorname: string;
  name: string;
  strasse: string;
  hausnummer: string;
  plz: string;
  ort: string;
  telefon?: string | null;
}

/** What a job reads from its request. */
export interface TMailAntrag {
  id: string;
  vorgangsnummer: string;
  vorhaben: string;
  projektangaben?: string | null;
  strasse: string;
  hausnummer: string;
  plz: string;
  ort: string;
  gemarkung?: string | null;
  flurstuecknummer?: string | null;
  bautiefe?: string | null;
  baustart: Date | string;
  bauende: Date | string;
  bauausfuehrenderUnbekannt: boolean;
  identischMitAntragsteller: boolean;
}

/** The eight values of a job that fill the nine placeholders (the link text is derived). */
export interface TMailJobWerte {
  anrede: string | null;
  ort: string | null;
  bauausfuehrende: string | null;
  auftraggeber: string | null;
  bauBeschreibung: string | null;
  kartenLink: string | null;
  bearbeiter: string | null;
  telefonBearbeiter: string | null;
}

/** The public map link of a request (spec 000 §2 externalKarte: the id without dashes). */
export const kartenLinkOf = (publicUrl: string, antragId: string): string =>
  `${publicUrl}${APP_BASE_PATH}/externalKarte/${antragId.replace(/-/g, '')}`;

/** {Auto-Linktext}: the words the map link is shown with. */
export const linktextOf = (vorgangsnummer: string): string => `Anfragebereich ${vorgangsnummer} in der Karte öffnen`;

const joined = (parts: Array<string | null | undefined>, sep = ', '): string =>
  parts
    .map((p) => (p ?? '').trim())
    .filter((p) => p !== '')
    .join(sep);

/** One party of a request in one line: firm, name, address, phone. */
export function parteiText(p: Omit<TMailPartei, 'personTyp'>): string {
  return joined([
    p.firma,
    joined([p.vorname, p.name], ' '),
    joined([p.strasse, p.hausnummer], ' '),
    joined([p.plz, p.ort], ' '),
    p.telefon ? `Tel. ${p.telefon}` : null,
  ]);
}

/**
 * The values a new job starts with, read from the request (spec 000 §3 parties: the applicant stands in for a missing
 * client; 'unbekannt' when the builder is not known yet) and the case worker who prepares it.
 */
export function jobWerteAus(
  antrag: TMailAntrag,
  personen: TMailPartei[],
  bearbeiter: { name: string; telefon: string | null },
  publicUrl: string,
): TMailJobWerte {
  const person = (typ: number) => personen.find((p) => p.personTyp === typ);
  const antragsteller = person(1);
  const auftraggeber = (antrag.identischMitAntragsteller ? undefined : person(2)) ?? antragsteller;
  const bauausfuehrender = antrag.bauausfuehrenderUnbekannt ? undefined : (person(3) ?? antragsteller);
  const flurstueck = joined([
    antrag.gemarkung ? `Gemarkung ${antrag.gemarkung}` : null,
    antrag.flurstuecknummer ? `Flurstück ${antrag.flurstuecknummer}` : null,
  ]);
  return {
    anrede: 'Sehr geehrte Damen und Herren',
    ort: joined([joined([antrag.strasse, antrag.hausnummer], ' '), joined([antrag.plz, antrag.ort], ' '), flurstueck]),
    bauausfuehrende: bauausfuehrender ? parteiText(bauausfuehrender) : 'unbekannt',
    auftraggeber: auftraggeber ? parteiText(auftraggeber) : null,
    bauBeschreibung: joined(
      [
        joined([antrag.vorhaben, antrag.projektangaben], ': '),
        antrag.bautiefe
          ? `Bautiefe ${/m\s*$/i.test(antrag.bautiefe) ? antrag.bautiefe.trim() : `${antrag.bautiefe.trim()} m`}`
          : null,
        `Ausführung ${formatDate(antrag.baustart)} bis ${formatDate(antrag.bauende)}`,
      ],
      '; ',
    ),
    kartenLink: kartenLinkOf(publicUrl, antrag.id),
    bearbeiter: bearbeiter.name,
    telefonBearbeiter: bearbeiter.telefon || null,
  };
}

/** The nine placeholder values of a job (spec 001 §4). */
export function platzhalterWerte(job: Partial<TMailJobWerte>, vorgangsnummer: string): TPlatzhalterWerte {
  return {
    anrede: job.anrede,
    bauausfuehrende: job.bauausfuehrende,
    auftraggeber: job.auftraggeber,
    ort: job.ort,
    beschreibung: job.bauBeschreibung,
    link: job.kartenLink,
    linktext: job.kartenLink ? linktextOf(vorgangsnummer) : null,
    bearbeiter: job.bearbeiter,
    telefonBearbeiter: job.telefonBearbeiter,
  };
}

/**
 * The template a new job gets (spec 001 §3: netzartId and vorgangsartId choose it): same Vorgangsart and the supplier's
 * Netzart first, then same Vorgangsart without a Netzart, then same Vorgangsart with any Netzart, then the first one.
 */
export function waehleMailVorlage<T extends { id: number; netzartId: number | null; vorgangsartId: number }>(
  vorlagen: T[],
  vorgangsart: number,
  netzartId: number | null,
): T | null {
  const sorted = [...vorlagen].sort((a, b) => a.id - b.id);
  const gleicheArt = sorted.filter((v) => v.vorgangsartId === vorgangsart);
  return (
    (netzartId === null ? undefined : gleicheArt.find((v) => v.netzartId === netzartId)) ??
    gleicheArt.find((v) => v.netzartId === null) ??
    gleicheArt[0] ??
    sorted.find((v) => v.netzartId === null) ??
    sorted[0] ??
    null
  );
}
