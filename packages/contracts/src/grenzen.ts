// Per-user limits (issue 42, security items 5 and 6): quotas on what one account may keep (drafts, uploaded bytes,
// shapes of one request) and the map print's per-user rate. Named here so the server enforces and the client shows the
// same numbers. Our own values; the spec is silent.

const zahl = (n: number): string => n.toLocaleString('de-DE');

export const GRENZEN = {
  /** Requests in state 'Antrag erstellt' (drafts) one applicant may have open at once. */
  entwuerfeProNutzer: 20,
  /** Bytes of all request files one applicant uploaded, over all their requests (decimal GB, like the 1 GB per file). */
  dateiBytesProNutzer: 20e9,
  /** Drawn or imported shapes (map features) of one request. */
  formenProAntrag: 50,
  /** Map prints (PrintMap calls) one user may start per minute. */
  druckeProMinute: 5,
  /** Map sheets (print jobs) one user may start per minute. */
  druckSeitenProMinute: 40,
  /** Map sheets of one user that may wait for the renderer at once. */
  druckSeitenWartendProNutzer: 40,
} as const;

/** Bytes as the messages show them: whole GB above 1 GB, else MB. */
export function grenzeBytesText(bytes: number): string {
  return bytes >= 1e9 ? `${zahl(Math.round(bytes / 1e8) / 10)} GB` : `${zahl(Math.round(bytes / 1e5) / 10)} MB`;
}

export const GRENZEN_MSG = {
  // drafts cannot be deleted (the spec has no such call): sending one frees its place
  entwuerfe: `Sie haben bereits ${zahl(GRENZEN.entwuerfeProNutzer)} Anträge im Entwurf. Bitte vervollständigen und senden Sie zuerst einen davon.`,
  speicher: `Die Datei passt nicht mehr in Ihren Speicherplatz für Antragsdateien (höchstens ${grenzeBytesText(GRENZEN.dateiBytesProNutzer)} über alle Ihre Anträge). Bitte löschen Sie nicht mehr benötigte Dateien Ihrer Entwürfe.`,
  formen: `Ein Antrag kann höchstens ${zahl(GRENZEN.formenProAntrag)} eingezeichnete Objekte haben. Bitte löschen Sie zuerst ein Objekt.`,
  /** The renderer's limits are passed in (a test renderer may use smaller ones). */
  druckeProMinute: (
    sekunden: number,
    drucke: number = GRENZEN.druckeProMinute,
    seiten: number = GRENZEN.druckSeitenProMinute,
  ) =>
    `Sie haben in der letzten Minute zu viele Karten gedruckt (höchstens ${zahl(drucke)} Druckaufträge mit zusammen ${zahl(seiten)} Seiten je Minute). Bitte versuchen Sie es in ${zahl(sekunden)} ${sekunden === 1 ? 'Sekunde' : 'Sekunden'} erneut.`,
  druckWartend: (seiten: number = GRENZEN.druckSeitenWartendProNutzer) =>
    `Es warten bereits bis zu ${zahl(seiten)} Ihrer Kartenseiten auf den Druck. Bitte warten Sie, bis diese gedruckt sind, und versuchen Sie es dann erneut.`,
} as const;
