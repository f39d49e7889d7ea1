// Fixed master and demo data of the demo seed. All names, addresses and e-mail addresses are
// fictional (operators carry "(Demo)" or an example.org address).
import type { TAntragStatus, TBearbeitungsStatus, TPrioritaet, TVorgangsart } from '@lap/contracts';

export const DEMO_PASSWORD = 'Portal#2026';

export const AGS = {
  riesa: '14627230',
  zeithain: '14627360',
  strehla: '14627270',
  oschatz: '14730230',
} as const;

export const NETZARTEN = [
  {
    id: 1,
    sparte: 'Strom',
    name: 'Strom',
    beschreibung: 'Nieder-, Mittel- und Hochspannungskabel einschließlich Hausanschlüsse',
  },
  {
    id: 2,
    sparte: 'Gas',
    name: 'Gas',
    beschreibung: 'Gasleitungen im Nieder-, Mittel- und Hochdruck einschließlich Hausanschlüsse',
  },
  { id: 3, sparte: 'Wasser', name: 'Trinkwasser', beschreibung: 'Trinkwasserversorgungsleitungen und Hausanschlüsse' },
  { id: 4, sparte: 'Wasser', name: 'Abwasser', beschreibung: 'Schmutz-, Regen- und Mischwasserkanäle, Druckleitungen' },
  { id: 5, sparte: 'Wärme', name: 'Fernwärme', beschreibung: 'Fern- und Nahwärmeleitungen' },
  {
    id: 6,
    sparte: 'Telekommunikation',
    name: 'Telekommunikation',
    beschreibung: 'Fernmeldekabel (Kupfer) und Kabelschutzrohre',
  },
  {
    id: 7,
    sparte: 'Strom',
    name: 'Straßenbeleuchtung',
    beschreibung: 'Beleuchtungskabel und Mastfundamente der Kommune',
  },
  {
    id: 8,
    sparte: 'Verkehr',
    name: 'Verkehrssignalanlagen',
    beschreibung: 'Steuer- und Signalkabel von Lichtsignalanlagen',
  },
  { id: 9, sparte: 'Telekommunikation', name: 'Kabelfernsehen', beschreibung: 'Breitbandkabelnetz (Koaxial)' },
  {
    id: 10,
    sparte: 'Telekommunikation',
    name: 'Glasfaser',
    beschreibung: 'Lichtwellenleiter, Mikrorohre und Leerrohrverbände',
  },
  { id: 11, sparte: 'Gas', name: 'Ferngas', beschreibung: 'Hochdruck-Gastransportleitungen mit Begleitkabeln' },
  {
    id: 12,
    sparte: 'Sonstige',
    name: 'Produktleitungen',
    beschreibung: 'Mineralöl-, Chemie- und sonstige Produktleitungen',
  },
  // spec 000 §3: id 20 exists but is excluded from selection lists.
  {
    id: 20,
    sparte: 'Intern',
    name: 'Sonstige/Intern',
    beschreibung: 'Interne Position für manuelle Anfragen; nicht auswählbar',
  },
] as const;

export const PREISLISTE = [
  {
    code: 'grundgebuehr',
    bezeichnung: 'Grundgebühr Leitungsauskunft',
    einheit: 'pauschal',
    preisCent: 8900,
    sortierung: 1,
  },
  {
    code: 'gemeinde',
    bezeichnung: 'Auskunft je betroffener Gemeinde',
    einheit: 'Gemeinde',
    preisCent: 2500,
    sortierung: 2,
  },
  { code: 'eilzuschlag', bezeichnung: 'Zuschlag Eilbearbeitung', einheit: 'pauschal', preisCent: 4900, sortierung: 3 },
] as const;

/**
 * Where an operator's coverage lies: a named demo place, Riesa with its neighbours, a whole district
 * (`kreis:` + 5 AGS digits), one municipality (`ags:` + 8 digits) or all of Saxony.
 */
export type CoverageArea =
  'riesa' | 'zeithain' | 'strehla' | 'oschatz' | 'riesaNachbarn' | 'sachsen' | `kreis:${string}` | `ags:${string}`;

export interface DemoNetzbetreiber {
  /** stable import key (upsert) */
  schluessel: string;
  name: string;
  email: string;
  telefon: string;
  kontakt: string;
  abfrageart: '' | 'E-Mail' | 'Portal' | 'Eingabeformular';
  portalLink?: string;
  netzbetreiberUrl?: string;
  netzbetreiberAktionUrl?: string;
  bemerkung?: string;
  automatikVersand?: boolean;
  coverage: { areas: CoverageArea[]; netzarten: number[] }[];
}

export const NETZBETREIBER: DemoNetzbetreiber[] = [
  {
    schluessel: 'swr-riesa',
    name: 'Stadtwerke Riesa GmbH',
    email: 'leitungsauskunft.stadtwerke-riesa@example.org',
    telefon: '03525 7480-0',
    kontakt: 'Netzdokumentation, Herr Seidel',
    abfrageart: 'E-Mail',
    netzbetreiberUrl: 'https://stadtwerke-riesa.example.org',
    automatikVersand: true,
    coverage: [{ areas: ['riesa'], netzarten: [1, 2, 5] }],
  },
  {
    schluessel: 'mitnetz-strom',
    name: 'MITNETZ Strom (Demo)',
    email: 'planauskunft.mitnetz-strom@example.org',
    telefon: '0371 45144-0',
    kontakt: 'Planauskunft Region Riesa',
    abfrageart: 'Portal',
    portalLink: 'https://planauskunft.mitnetz.example.org',
    bemerkung: 'Auskünfte ausschließlich über das Portal; Bearbeitungszeit ca. 5 Werktage.',
    coverage: [
      {
        areas: ['riesaNachbarn', 'zeithain', 'strehla', 'kreis:14730', 'kreis:14729', 'kreis:14522', 'kreis:14524'],
        netzarten: [1],
      },
    ],
  },
  {
    schluessel: 'mitnetz-gas',
    name: 'MITNETZ Gas (Demo)',
    email: 'planauskunft.mitnetz-gas@example.org',
    telefon: '0371 45144-100',
    kontakt: 'Planauskunft Gasnetz',
    abfrageart: 'Portal',
    portalLink: 'https://planauskunft.mitnetz.example.org',
    coverage: [{ areas: ['zeithain', 'strehla', 'oschatz'], netzarten: [2] }],
  },
  {
    schluessel: 'wrg-riesa-grossenhain',
    name: 'Wasserversorgung Riesa/Großenhain GmbH (Demo)',
    email: 'auskunft.wrg@example.org',
    telefon: '03525 748-300',
    kontakt: 'Technische Auskunft, Frau Lehmann',
    abfrageart: 'E-Mail',
    automatikVersand: true,
    coverage: [{ areas: ['riesaNachbarn', 'zeithain', 'strehla'], netzarten: [3] }],
  },
  {
    schluessel: 'azv-riesa-elbe',
    name: 'Abwasserzweckverband Riesa-Elbe (Demo)',
    email: 'kanalauskunft.azv-riesa@example.org',
    telefon: '03525 6571-0',
    kontakt: 'Kanalkataster',
    abfrageart: 'Eingabeformular',
    netzbetreiberUrl: 'https://azv-riesa-elbe.example.org/auskunft',
    coverage: [{ areas: ['riesa', 'zeithain', 'strehla'], netzarten: [4] }],
  },
  {
    schluessel: 'telekom-trassenauskunft',
    name: 'Telekom Deutschland GmbH – Trassenauskunft (Demo)',
    email: 'trassenauskunft.telekom@example.org',
    telefon: '0800 3301000',
    kontakt: 'Trassenauskunft Kabel',
    abfrageart: 'Portal',
    portalLink: 'https://trassenauskunft.example.org',
    coverage: [{ areas: ['sachsen'], netzarten: [6] }],
  },
  {
    schluessel: 'glasfaser-elbland',
    name: 'Glasfaser Elbland GmbH (Demo)',
    email: 'netzauskunft.glasfaser-elbland@example.org',
    telefon: '03525 5199-20',
    kontakt: 'Herr Winkler',
    abfrageart: 'E-Mail',
    coverage: [{ areas: ['riesa', 'zeithain', 'oschatz'], netzarten: [10] }],
  },
  {
    schluessel: 'vodafone-kabel',
    name: 'Vodafone Kabel Deutschland (Demo)',
    email: 'leitungsauskunft.kabel@example.org',
    telefon: '0800 5266625',
    kontakt: 'Zentrale Leitungsauskunft',
    abfrageart: 'E-Mail',
    coverage: [{ areas: ['riesa', 'oschatz'], netzarten: [9] }],
  },
  {
    schluessel: 'stadt-riesa-tiefbau',
    name: 'Stadt Riesa – Tiefbauamt (Demo)',
    email: 'tiefbau.stadt-riesa@example.org',
    telefon: '03525 700-600',
    kontakt: 'Sachgebiet Straßenbeleuchtung',
    abfrageart: 'E-Mail',
    coverage: [{ areas: ['riesa'], netzarten: [7, 8] }],
  },
  {
    schluessel: 'sw-oschatz',
    name: 'Stadtwerke Oschatz GmbH (Demo)',
    email: 'netzauskunft.stadtwerke-oschatz@example.org',
    telefon: '03435 9090-0',
    kontakt: 'Netzplanung',
    abfrageart: 'E-Mail',
    coverage: [{ areas: ['oschatz'], netzarten: [2, 3, 5] }],
  },
  // Further operators over Saxony (issue: at least 30 with real variety). None of them adds Netzarten 1–10
  // in Riesa or Zeithain, so the demo cases keep their supplier rows.
  {
    schluessel: 'sachsennetze',
    name: 'SachsenNetze GmbH (Demo)',
    email: 'leitungsauskunft.sachsennetze@example.org',
    telefon: '0351 50178-0',
    kontakt: 'Leitungsauskunft Ostsachsen',
    abfrageart: 'Portal',
    portalLink: 'https://leitungsauskunft.sachsennetze.example.org',
    bemerkung: 'Strom und Gas; Anfragen über das Auskunftsportal, Antwort meist am nächsten Werktag.',
    coverage: [{ areas: ['kreis:14628', 'kreis:14625', 'kreis:14626'], netzarten: [1, 2] }],
  },
  {
    schluessel: 'inetz',
    name: 'inetz GmbH (Demo)',
    email: 'planauskunft.inetz@example.org',
    telefon: '0371 525-4444',
    kontakt: 'Planauskunft',
    abfrageart: 'Portal',
    portalLink: 'https://planauskunft.inetz.example.org',
    coverage: [{ areas: ['kreis:14511', 'kreis:14521'], netzarten: [1, 2] }],
  },
  {
    schluessel: 'netz-leipzig',
    name: 'Netz Leipzig GmbH (Demo)',
    email: 'leitungsauskunft.netz-leipzig@example.org',
    telefon: '0341 121-3333',
    kontakt: 'Leitungsdokumentation',
    abfrageart: 'Eingabeformular',
    netzbetreiberUrl: 'https://netz-leipzig.example.org/leitungsauskunft',
    netzbetreiberAktionUrl: 'https://netz-leipzig.example.org/leitungsauskunft/anfrage',
    coverage: [{ areas: ['kreis:14713'], netzarten: [1, 2, 5] }],
  },
  {
    schluessel: 'sachsenenergie-dresden',
    name: 'SachsenEnergie Netz Dresden (Demo)',
    email: 'netzauskunft.dresden@example.org',
    telefon: '0351 860-4444',
    kontakt: 'Netzauskunft Landeshauptstadt',
    abfrageart: 'Eingabeformular',
    netzbetreiberUrl: 'https://sachsenenergie-netz.example.org/auskunft',
    netzbetreiberAktionUrl: 'https://sachsenenergie-netz.example.org/auskunft/formular',
    coverage: [{ areas: ['ags:14612000'], netzarten: [1, 2, 3, 5] }],
  },
  {
    schluessel: 'eins-chemnitz',
    name: 'eins energie in sachsen – Netzauskunft Chemnitz (Demo)',
    email: 'netzauskunft.eins@example.org',
    telefon: '0371 525-0',
    kontakt: 'Frau Beyer',
    abfrageart: 'E-Mail',
    automatikVersand: true,
    coverage: [{ areas: ['ags:14511000'], netzarten: [3, 5] }],
  },
  {
    schluessel: 'sw-meissen',
    name: 'Stadtwerke Meißen GmbH (Demo)',
    email: 'netz.stadtwerke-meissen@example.org',
    telefon: '03521 4680-0',
    kontakt: 'Netzbetrieb, Herr Franke',
    abfrageart: 'E-Mail',
    coverage: [{ areas: ['ags:14627140'], netzarten: [1, 2, 5] }],
  },
  {
    schluessel: 'sw-grossenhain',
    name: 'Stadtwerke Großenhain GmbH (Demo)',
    email: 'auskunft.sw-grossenhain@example.org',
    telefon: '03522 5062-0',
    kontakt: 'Technik',
    abfrageart: 'E-Mail',
    automatikVersand: true,
    coverage: [{ areas: ['ags:14627060'], netzarten: [1, 2, 5] }],
  },
  {
    schluessel: 'sw-pirna',
    name: 'Stadtwerke Pirna GmbH (Demo)',
    email: 'leitungsauskunft.sw-pirna@example.org',
    telefon: '03501 477-0',
    kontakt: 'Netzdokumentation',
    abfrageart: 'E-Mail',
    coverage: [{ areas: ['ags:14628270'], netzarten: [2, 5] }],
  },
  {
    schluessel: 'ew-bautzen',
    name: 'Energie- und Wasserwerke Bautzen GmbH (Demo)',
    email: 'planauskunft.ewb@example.org',
    telefon: '03591 3705-0',
    kontakt: 'Planauskunft',
    abfrageart: 'E-Mail',
    coverage: [{ areas: ['ags:14625020'], netzarten: [3, 5] }],
  },
  {
    schluessel: 'sw-goerlitz',
    name: 'Stadtwerke Görlitz AG (Demo)',
    email: 'netzauskunft.sw-goerlitz@example.org',
    telefon: '03581 335-0',
    kontakt: 'Netzauskunft',
    abfrageart: 'Portal',
    portalLink: 'https://auskunft.stadtwerke-goerlitz.example.org',
    coverage: [{ areas: ['ags:14626110'], netzarten: [3, 4, 5] }],
  },
  {
    schluessel: 'sw-plauen',
    name: 'Stadtwerke Strom Plauen (Demo)',
    email: 'netz.sw-plauen@example.org',
    telefon: '03741 291-0',
    kontakt: 'Netzplanung',
    abfrageart: 'E-Mail',
    coverage: [{ areas: ['ags:14523320'], netzarten: [1, 5] }],
  },
  {
    schluessel: 'sw-freiberg',
    name: 'Stadtwerke Freiberg AG (Demo)',
    email: 'auskunft.sw-freiberg@example.org',
    telefon: '03731 3060-0',
    kontakt: 'Netzservice',
    abfrageart: 'E-Mail',
    coverage: [{ areas: ['ags:14522180'], netzarten: [1, 2, 5] }],
  },
  {
    schluessel: 'zev-zwickau',
    name: 'Zwickauer Energieversorgung GmbH (Demo)',
    email: 'netzauskunft.zev@example.org',
    telefon: '0375 3541-0',
    kontakt: 'Leitungsauskunft',
    abfrageart: 'Eingabeformular',
    netzbetreiberUrl: 'https://zev.example.org/netz/leitungsauskunft',
    coverage: [{ areas: ['ags:14524330'], netzarten: [2, 5] }],
  },
  {
    schluessel: 'kwl-leipzig',
    name: 'Leipziger Wasserwerke (Demo)',
    email: 'leitungsauskunft.wasserwerke-leipzig@example.org',
    telefon: '0341 969-0',
    kontakt: 'Bestandsplanauskunft',
    abfrageart: 'Portal',
    portalLink: 'https://planauskunft.wasserwerke-leipzig.example.org',
    coverage: [{ areas: ['ags:14713000'], netzarten: [3, 4] }],
  },
  {
    schluessel: 'stadtentwaesserung-dresden',
    name: 'Stadtentwässerung Dresden GmbH (Demo)',
    email: 'kanalauskunft.se-dresden@example.org',
    telefon: '0351 822-0',
    kontakt: 'Kanalnetzauskunft',
    abfrageart: 'E-Mail',
    coverage: [{ areas: ['ags:14612000'], netzarten: [4] }],
  },
  {
    schluessel: 'zwav-vogtland',
    name: 'Zweckverband Wasser und Abwasser Vogtland (Demo)',
    email: 'leitungsauskunft.zwav@example.org',
    telefon: '03744 8281-0',
    kontakt: 'Leitungsauskunft',
    abfrageart: 'E-Mail',
    bemerkung: 'Gesamter Vogtlandkreis; Trink- und Abwasser in einer Auskunft.',
    coverage: [{ areas: ['kreis:14523'], netzarten: [3, 4] }],
  },
  {
    schluessel: 'vv-grimma-geithain',
    name: 'Versorgungsverband Grimma-Geithain (Demo)',
    email: 'auskunft.vvgg@example.org',
    telefon: '03437 9201-0',
    kontakt: 'Technische Abteilung',
    abfrageart: 'E-Mail',
    coverage: [{ areas: ['kreis:14729'], netzarten: [3] }],
  },
  {
    schluessel: 'waz-mittelsachsen',
    name: 'Wasser-Abwasser-Zweckverband Mittelsachsen (Demo)',
    email: 'leitungsauskunft.waz-mittelsachsen@example.org',
    telefon: '03731 7866-0',
    kontakt: 'Netzdokumentation',
    abfrageart: 'Eingabeformular',
    netzbetreiberUrl: 'https://waz-mittelsachsen.example.org/auskunft',
    coverage: [{ areas: ['kreis:14522'], netzarten: [3, 4] }],
  },
  {
    schluessel: 'ontras',
    name: 'ONTRAS Gastransport GmbH (Demo)',
    email: 'leitungsauskunft.ontras@example.org',
    telefon: '0341 27111-0',
    kontakt: 'Fremdplanungen',
    abfrageart: 'Portal',
    portalLink: 'https://bil-leitungsauskunft.example.org',
    bemerkung: 'Ferngasleitungen; Anfragen ausschließlich über das BIL-Portal.',
    coverage: [
      {
        areas: ['kreis:14627', 'kreis:14730', 'kreis:14729', 'kreis:14713', 'kreis:14522', 'kreis:14625'],
        netzarten: [11],
      },
    ],
  },
  {
    schluessel: 'gascade',
    name: 'GASCADE Gastransport GmbH (Demo)',
    email: 'leitungsauskunft.gascade@example.org',
    telefon: '0561 934-0',
    kontakt: 'Leitungsauskunft',
    abfrageart: 'Portal',
    portalLink: 'https://bil-leitungsauskunft.example.org',
    coverage: [{ areas: ['kreis:14730', 'kreis:14627', 'kreis:14626'], netzarten: [11] }],
  },
  {
    schluessel: '50hertz',
    name: '50Hertz Transmission GmbH (Demo)',
    email: 'leitungsauskunft.50hertz@example.org',
    telefon: '030 5150-0',
    kontakt: 'Schutzbereiche Höchstspannung',
    abfrageart: 'Eingabeformular',
    netzbetreiberUrl: 'https://50hertz.example.org/leitungsauskunft',
    netzbetreiberAktionUrl: 'https://50hertz.example.org/leitungsauskunft/anfrage',
    coverage: [{ areas: ['kreis:14730', 'kreis:14625', 'kreis:14626', 'kreis:14713'], netzarten: [1] }],
  },
  {
    schluessel: 'produktleitung-mitteldeutschland',
    name: 'Mitteldeutsche Produktenleitung (Demo)',
    email: 'fremdanfragen.produktleitung@example.org',
    telefon: '03461 48-0',
    kontakt: 'Leitungsschutz',
    abfrageart: 'E-Mail',
    coverage: [{ areas: ['kreis:14730', 'kreis:14713', 'kreis:14729', 'riesa'], netzarten: [12] }],
  },
  {
    schluessel: 'gasline',
    name: 'GasLINE Telekommunikationsnetz (Demo)',
    email: 'trassenauskunft.gasline@example.org',
    telefon: '0201 3642-0',
    kontakt: 'Trassenauskunft',
    abfrageart: 'Portal',
    portalLink: 'https://bil-leitungsauskunft.example.org',
    bemerkung: 'Glasfaser entlang der Ferngasleitungen.',
    coverage: [
      {
        areas: ['kreis:14730', 'kreis:14729', 'kreis:14713', 'kreis:14522', 'kreis:14625', 'kreis:14626'],
        netzarten: [10],
      },
    ],
  },
  {
    schluessel: 'deutsche-glasfaser',
    name: 'Deutsche Glasfaser (Demo)',
    email: 'planauskunft.deutsche-glasfaser@example.org',
    telefon: '02861 890600',
    kontakt: 'Planauskunft',
    abfrageart: 'Portal',
    portalLink: 'https://planauskunft.deutsche-glasfaser.example.org',
    coverage: [{ areas: ['kreis:14625', 'kreis:14521', 'kreis:14523'], netzarten: [10] }],
  },
  {
    schluessel: 'leipzig-tiefbau',
    name: 'Stadt Leipzig – Verkehrs- und Tiefbauamt (Demo)',
    email: 'leitungsauskunft.vta@example.org',
    telefon: '0341 123-7600',
    kontakt: 'Straßenbeleuchtung und Lichtsignalanlagen',
    abfrageart: 'E-Mail',
    coverage: [{ areas: ['ags:14713000'], netzarten: [7, 8] }],
  },
  {
    schluessel: 'dresden-tiefbau',
    name: 'Landeshauptstadt Dresden – Straßen- und Tiefbauamt (Demo)',
    email: 'leitungsauskunft.stla@example.org',
    telefon: '0351 488-1700',
    kontakt: 'Abteilung Verkehrsanlagen',
    abfrageart: '',
    bemerkung: 'Abfrageweg noch offen: bitte telefonisch klären.',
    coverage: [{ areas: ['ags:14612000'], netzarten: [7, 8] }],
  },
];

export interface DemoPersonData {
  firma?: string;
  vorname: string;
  name: string;
  strasse: string;
  hausnummer: string;
  plz: string;
  ort: string;
  telefon: string;
  email: string;
}

export const KUNDE = {
  email: 'kunde@example.org',
  vorname: 'Klara',
  name: 'Kunde',
  firma: 'Kunde Bau & Planung GmbH',
  strasse: 'Hauptstraße',
  hausnummer: '42',
  plz: '01587',
  ort: 'Riesa',
  telefon: '03525 123456',
} as const;

const AUFTRAGGEBER: DemoPersonData = {
  firma: 'Wohnungsgenossenschaft Riesa eG',
  vorname: 'Bernd',
  name: 'Bauherr',
  strasse: 'Lessingstraße',
  hausnummer: '7',
  plz: '01587',
  ort: 'Riesa',
  telefon: '03525 654321',
  email: 'bauherr@example.org',
};

const BAUAUSFUEHRENDER: DemoPersonData = {
  firma: 'Tiefbau Elbtal GmbH',
  vorname: 'Torsten',
  name: 'Tiefbauer',
  strasse: 'Industriestraße',
  hausnummer: '3',
  plz: '01591',
  ort: 'Riesa',
  telefon: '03525 777888',
  email: 'bau@example.org',
};

/** Where a request's drawn polygon lies. */
export type DemoShape = { kind: 'square'; lng: number; lat: number; halfSize: number } | { kind: 'corridor' };

export interface DemoAntrag {
  status: TAntragStatus;
  vorhaben: string;
  projektangaben: string;
  vorgangsart: TVorgangsart;
  eilbearbeitung: boolean;
  strasse: string;
  hausnummer: string;
  plz: string;
  ort: string;
  bautiefe: string;
  gemarkung?: string;
  flurstuecknummer?: string;
  netzarten: number[];
  sonstigeBetreiber?: string;
  auftraggeber?: DemoPersonData;
  bauausfuehrender?: DemoPersonData | 'unbekannt';
  shape: DemoShape;
  /** Owner among DEMO_CUSTOMERS (index); the demo customer kunde@example.org when absent. */
  kunde?: number;
  /** Days between the request and the seed date (default: longer for later statuses). */
  alterTage?: number;
  /** Order with prepayment (default: the status-5 case of the demo customer). */
  vorkasse?: boolean;
  prioritaet?: TPrioritaet;
  bearbeitungsStatus?: TBearbeitungsStatus;
}

const centre = (dLng: number, dLat: number, halfSize = 0.0008): DemoShape => ({
  kind: 'square',
  lng: 13.2856 + dLng,
  lat: 51.2986 + dLat,
  halfSize,
});

/** One request in every status 1–12 (spec 000 §4). */
export const ANTRAEGE: DemoAntrag[] = [
  {
    status: 1,
    vorhaben: 'Neubau Einfamilienhaus',
    projektangaben: 'Einfamilienhaus mit Keller, Hausanschlüsse Strom, Wasser, Telekommunikation',
    vorgangsart: 1,
    eilbearbeitung: false,
    strasse: 'Goethestraße',
    hausnummer: '15',
    plz: '01587',
    ort: 'Riesa',
    bautiefe: '2,5 m',
    gemarkung: 'Riesa',
    flurstuecknummer: '1234/5',
    netzarten: [1, 3, 4, 6],
    bauausfuehrender: 'unbekannt',
    shape: centre(0, 0),
  },
  {
    status: 2,
    vorhaben: 'Glasfaseranschluss Gewerbehof',
    projektangaben: 'Hausanschluss Glasfaser in offener Bauweise, ca. 40 m Graben',
    vorgangsart: 1,
    eilbearbeitung: true,
    strasse: 'Bahnhofstraße',
    hausnummer: '8',
    plz: '01587',
    ort: 'Riesa',
    bautiefe: '0,8 m',
    netzarten: [1, 6, 10],
    auftraggeber: AUFTRAGGEBER,
    bauausfuehrender: BAUAUSFUEHRENDER,
    shape: centre(0.002, 0.001, 0.0005),
  },
  {
    status: 3,
    vorhaben: 'Erneuerung Trinkwasserhausanschluss',
    projektangaben: 'Austausch der Hausanschlussleitung DN 32 bis zur Grundstücksgrenze',
    vorgangsart: 1,
    eilbearbeitung: false,
    strasse: 'Pausitzer Straße',
    hausnummer: '21',
    plz: '01589',
    ort: 'Riesa',
    bautiefe: '1,5 m',
    netzarten: [1, 2, 3],
    bauausfuehrender: BAUAUSFUEHRENDER,
    shape: centre(-0.003, 0.002),
  },
  {
    status: 4,
    vorhaben: 'Errichtung Carport mit Streifenfundament',
    projektangaben: 'Carport für zwei Stellplätze, Fundamenttiefe 0,9 m',
    vorgangsart: 1,
    eilbearbeitung: false,
    strasse: 'Lorenzkircher Straße',
    hausnummer: '5',
    plz: '01619',
    ort: 'Zeithain',
    bautiefe: '0,9 m',
    netzarten: [1, 3],
    bauausfuehrender: 'unbekannt',
    shape: { kind: 'square', lng: 13.355, lat: 51.33, halfSize: 0.0006 },
  },
  {
    status: 5,
    vorhaben: 'Neubau Lagerhalle',
    projektangaben: 'Lagerhalle 30 x 60 m mit Zufahrt und Regenwasserversickerung',
    vorgangsart: 1,
    eilbearbeitung: true,
    strasse: 'Gröbaer Straße',
    hausnummer: '30',
    plz: '01591',
    ort: 'Riesa',
    bautiefe: '3 m',
    gemarkung: 'Gröba',
    flurstuecknummer: '87/2',
    netzarten: [1, 2, 3, 4, 6, 10],
    auftraggeber: AUFTRAGGEBER,
    bauausfuehrender: BAUAUSFUEHRENDER,
    shape: centre(0.004, -0.002, 0.0012),
  },
  {
    status: 6,
    vorhaben: 'Breitbandausbau Verbindungsstraße Riesa–Zeithain',
    projektangaben: 'Verlegung Leerrohrverband im Bankett, Spülbohrung unter Zufahrten',
    vorgangsart: 1,
    eilbearbeitung: false,
    strasse: 'Großenhainer Straße',
    hausnummer: '1',
    plz: '01587',
    ort: 'Riesa',
    bautiefe: '1,2 m',
    netzarten: [1, 2, 3, 4, 6, 9, 10],
    auftraggeber: AUFTRAGGEBER,
    bauausfuehrender: BAUAUSFUEHRENDER,
    shape: { kind: 'corridor' },
  },
  {
    status: 7,
    vorhaben: 'Kanalsanierung Hofentwässerung',
    projektangaben: 'Erneuerung Grundleitung und Anschluss an den öffentlichen Kanal',
    vorgangsart: 1,
    eilbearbeitung: false,
    strasse: 'Rudolf-Breitscheid-Straße',
    hausnummer: '12',
    plz: '01587',
    ort: 'Riesa',
    bautiefe: '2 m',
    netzarten: [3, 4],
    bauausfuehrender: BAUAUSFUEHRENDER,
    shape: centre(-0.001, -0.003),
  },
  {
    status: 8,
    vorhaben: 'Baumpflanzung mit Wurzelschutz',
    projektangaben: 'Pflanzung von sechs Straßenbäumen mit Wurzelschutzfolie',
    vorgangsart: 1,
    eilbearbeitung: false,
    strasse: 'Friedrich-Engels-Straße',
    hausnummer: '2',
    plz: '01589',
    ort: 'Riesa',
    bautiefe: '1,5 m',
    netzarten: [1, 6, 7],
    bauausfuehrender: 'unbekannt',
    shape: centre(0.001, 0.004, 0.0006),
  },
  {
    status: 9,
    vorhaben: 'Verlegung Stromkabel für Ladesäulen',
    projektangaben: 'Vier Ladepunkte auf dem Firmenparkplatz, Kabelgraben ca. 25 m',
    vorgangsart: 1,
    eilbearbeitung: false,
    strasse: 'Dorfstraße',
    hausnummer: '11',
    plz: '01619',
    ort: 'Zeithain',
    bautiefe: '0,8 m',
    netzarten: [1, 6],
    bauausfuehrender: BAUAUSFUEHRENDER,
    shape: { kind: 'square', lng: 13.34, lat: 51.32, halfSize: 0.0007 },
  },
  {
    status: 10,
    vorhaben: 'Gehwegsanierung mit Leitungsumverlegung',
    projektangaben: 'Erneuerung Gehweg auf 120 m, Umverlegung Beleuchtungskabel',
    vorgangsart: 1,
    eilbearbeitung: true,
    strasse: 'Hauptstraße',
    hausnummer: '60',
    plz: '01587',
    ort: 'Riesa',
    bautiefe: '0,6 m',
    netzarten: [1, 2, 6, 7, 8],
    auftraggeber: AUFTRAGGEBER,
    bauausfuehrender: BAUAUSFUEHRENDER,
    shape: centre(0.0005, -0.001, 0.001),
  },
  {
    status: 11,
    vorhaben: 'Anbau Wintergarten',
    projektangaben: 'Wintergarten mit Punktfundamenten an bestehendes Wohnhaus',
    vorgangsart: 1,
    eilbearbeitung: false,
    strasse: 'Schillerstraße',
    hausnummer: '4',
    plz: '01589',
    ort: 'Riesa',
    bautiefe: '1,2 m',
    netzarten: [1, 2, 3],
    bauausfuehrender: 'unbekannt',
    shape: centre(-0.002, -0.002, 0.0004),
  },
  {
    status: 12,
    vorhaben: 'Planung Mehrfamilienhaus',
    projektangaben: 'Vorplanung Mehrfamilienhaus mit Tiefgarage, Trassenprüfung',
    vorgangsart: 2,
    eilbearbeitung: false,
    strasse: 'Elbstraße',
    hausnummer: '9',
    plz: '01587',
    ort: 'Riesa',
    bautiefe: '4 m',
    netzarten: [1, 2, 3, 4, 5, 6],
    sonstigeBetreiber: 'Deutsche Bahn (Bahnstrom), bitte mit anfragen',
    auftraggeber: AUFTRAGGEBER,
    bauausfuehrender: 'unbekannt',
    shape: centre(0.003, 0.003, 0.0015),
  },
];

/**
 * Open orders of other customers, so /auftraege shows work on its default view: ordered without prepayment,
 * suppliers assigned and partly asked (bearbeitungsStatus 1), one of them past its processing deadline.
 */
export const OFFENE_AUFTRAEGE: DemoAntrag[] = [
  {
    status: 5,
    kunde: 1,
    alterTage: 8,
    vorkasse: false,
    prioritaet: 2,
    bearbeitungsStatus: 1,
    vorhaben: 'Hausanschluss Fernwärme',
    projektangaben: 'Hausanschluss im Vorgarten, Kopfloch 2 x 2 m',
    vorgangsart: 1,
    eilbearbeitung: false,
    strasse: 'Bahnhofstraße',
    hausnummer: '12',
    plz: '01587',
    ort: 'Riesa',
    bautiefe: '1,5 m',
    netzarten: [1, 2, 3, 6],
    shape: centre(-0.003, 0.002, 0.0006),
  },
  {
    status: 5,
    kunde: 4,
    alterTage: 12,
    vorkasse: false,
    prioritaet: 3,
    bearbeitungsStatus: 1,
    vorhaben: 'Erneuerung Gehweg mit Borden',
    projektangaben: 'Gehweg 120 m, Aufbruch bis 0,6 m',
    vorgangsart: 1,
    eilbearbeitung: false,
    strasse: 'Lutherstraße',
    hausnummer: '3',
    plz: '01587',
    ort: 'Riesa',
    bautiefe: '0,6 m',
    netzarten: [1, 2, 3, 4, 10],
    shape: centre(0.002, 0.003, 0.0009),
  },
  {
    status: 5,
    kunde: 7,
    alterTage: 26,
    vorkasse: false,
    prioritaet: 1,
    bearbeitungsStatus: 1,
    vorhaben: 'Planung Photovoltaik-Freifläche',
    projektangaben: 'Kabeltrasse zum Netzverknüpfungspunkt, Planungsphase',
    vorgangsart: 2,
    eilbearbeitung: true,
    strasse: 'Am Sportplatz',
    hausnummer: '1',
    plz: '01591',
    ort: 'Riesa',
    bautiefe: '1,2 m',
    netzarten: [1, 3, 6],
    shape: centre(0.006, -0.004, 0.0015),
  },
];

export const MAIL_VORLAGEN = [
  {
    templateName: 'Standardanfrage Baumaßnahme',
    betreff: 'Anfrage Leitungsauskunft – {Auto-Ort}',
    vorgangsart: 1 as TVorgangsart,
    mailtext:
      '{Auto-Anrede},\n\nfür die unten beschriebene Baumaßnahme bitten wir um Auskunft über Ihre Leitungen und Anlagen.\n\n' +
      'Ort: {Auto-Ort}\nBauausführende: {Auto-Bauausführende}\nAuftraggeber: {Auto-Auftraggeber}\n' +
      'Beschreibung: {Auto-Beschreibung}\n\nDen eingezeichneten Bereich finden Sie hier: {Auto-Link} ({Auto-Linktext})\n\n' +
      'Mit freundlichen Grüßen\n{Auto-Bearbeiter}\nTelefon {Auto-Telefon-Bearbeiter}',
  },
  {
    templateName: 'Standardanfrage Planung',
    betreff: 'Anfrage Planauskunft – {Auto-Ort}',
    vorgangsart: 2 as TVorgangsart,
    mailtext:
      '{Auto-Anrede},\n\nfür eine Planung bitten wir um Übersendung Ihrer Bestandspläne im markierten Bereich.\n\n' +
      'Ort: {Auto-Ort}\nAuftraggeber: {Auto-Auftraggeber}\nBeschreibung: {Auto-Beschreibung}\n\n' +
      'Bereich: {Auto-Link}\n\nMit freundlichen Grüßen\n{Auto-Bearbeiter}\nTelefon {Auto-Telefon-Bearbeiter}',
  },
];

const VORNAMEN = [
  'Anna',
  'Bernd',
  'Carla',
  'Dirk',
  'Elke',
  'Frank',
  'Gabi',
  'Holger',
  'Ines',
  'Jens',
  'Katrin',
  'Lars',
  'Maren',
  'Nils',
  'Olaf',
  'Petra',
  'Ralf',
  'Silke',
  'Timo',
  'Ute',
];
const NACHNAMEN = [
  'Müller',
  'Schmidt',
  'Schneider',
  'Fischer',
  'Weber',
  'Meyer',
  'Wagner',
  'Becker',
  'Schulz',
  'Hoffmann',
  'Koch',
  'Richter',
  'Klein',
  'Wolf',
  'Schröder',
  'Neumann',
  'Schwarz',
  'Zimmermann',
  'Braun',
  'Krüger',
  'Hofmann',
  'Hartmann',
  'Lange',
  'Schmitt',
];
const ORTE: ReadonlyArray<readonly [string, string]> = [
  ['01587', 'Riesa'],
  ['01612', 'Nünchritz'],
  ['01619', 'Zeithain'],
  ['01616', 'Strehla'],
  ['04758', 'Oschatz'],
  ['01662', 'Meißen'],
  ['01558', 'Großenhain'],
  ['01067', 'Dresden'],
];
const FIRMEN = [
  'Tiefbau',
  'Elektro',
  'Ingenieurbüro',
  'Garten- und Landschaftsbau',
  'Rohrleitungsbau',
  'Bauunternehmung',
  'Planungsbüro',
  'Glasfaser-Service',
];
const GRUENDE = [
  'Empfehlung',
  'Suchmaschine',
  'Fachzeitschrift',
  'Werbung',
  'Lieferantenauflistung',
  'Webseite',
  'Sonstiges',
] as const;
const STRASSEN = [
  'Hauptstraße',
  'Bahnhofstraße',
  'Goethestraße',
  'Lindenweg',
  'Am Sportplatz',
  'Elbstraße',
  'Gartenstraße',
  'Feldweg',
];

export interface DemoCustomer {
  email: string;
  vorname: string;
  name: string;
  firma: string | null;
  strasse: string;
  hausnummer: string;
  plz: string;
  ort: string;
  telefon: string;
  emailConfirmed: boolean;
  newsletterAkzeptiert: boolean;
  registrierungsGrund: string | null;
  bemerkung: string | null;
  /** Days before the seed date. */
  registeredDaysAgo: number;
}

/**
 * 64 further customers (deterministic) so every list has several pages to show: private persons and
 * firms around Riesa, a few with unconfirmed addresses, remarks and newsletter consent.
 */
export const DEMO_CUSTOMERS: DemoCustomer[] = Array.from({ length: 64 }, (_, i) => {
  const vorname = VORNAMEN[i % VORNAMEN.length] ?? 'Anna';
  const name = NACHNAMEN[(i * 7) % NACHNAMEN.length] ?? 'Müller';
  const [plz, ort] = ORTE[i % ORTE.length] ?? ['01587', 'Riesa'];
  const privat = i % 3 === 0;
  const ascii = `${vorname}.${name}`
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss');
  return {
    email: `${ascii}${i}@example.org`,
    vorname,
    name,
    firma: privat ? null : `${FIRMEN[i % FIRMEN.length]} ${name} ${i % 2 === 0 ? 'GmbH' : 'e.K.'}`,
    strasse: STRASSEN[i % STRASSEN.length] ?? 'Hauptstraße',
    hausnummer: String(((i * 13) % 90) + 1),
    plz,
    ort,
    telefon: `0${3520 + (i % 9)} ${String(100000 + i * 7919).slice(0, 6)}`,
    emailConfirmed: i % 11 !== 5,
    newsletterAkzeptiert: i % 4 === 1,
    registrierungsGrund: i % 5 === 4 ? null : (GRUENDE[i % GRUENDE.length] ?? null),
    bemerkung: i % 9 === 2 ? 'Rückfragen bitte telefonisch, vormittags.' : null,
    registeredDaysAgo: 3 + ((i * 37) % 700),
  };
});
