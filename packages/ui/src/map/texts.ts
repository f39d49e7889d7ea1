// Every German text of the map component in one place (the e2e tests look for these).
export const MAP_TEXT = {
  karte: 'Karte',
  kartenflaeche: 'Kartenfläche',
  werkzeug: 'Werkzeug',
  ansicht: 'Ansicht',
  flaecheZeichnen: 'Fläche zeichnen',
  linieZeichnen: 'Linie zeichnen',
  bearbeiten: 'Bearbeiten',
  loeschen: 'Löschen',
  loeschenHinweis: 'Ausgewählte Form löschen',
  ortSuchen: 'Ort suchen',
  suchen: 'Suchen',
  suchergebnisse: 'Suchergebnisse',
  keineErgebnisse: 'Kein Ergebnisse gefunden', // spec 000 §8, spelled as in the spec
  sucheNichtErreichbar: 'Die Ortssuche ist zurzeit nicht erreichbar.',
  dateiAblegen: 'Datei hier ablegen (KML oder GeoJSON)',
  nurKmlGeoJson: 'Nur KML- oder GeoJSON-Dateien können auf der Karte abgelegt werden.',
  dateiUnlesbar: 'Die Datei konnte nicht gelesen werden.',
  dateiOhneFormen: 'Die Datei enthält keine Flächen oder Linien.',
  flaeche: 'Fläche',
  laenge: 'Länge',
  wirdGeprueft: 'Wird geprüft …',
  hilfePolygon:
    'Punkte per Klick setzen; zum Abschließen den ersten oder letzten Punkt erneut anklicken oder Enter drücken.',
  hilfeLinie: 'Punkte per Klick setzen; zum Abschließen den letzten Punkt erneut anklicken oder Enter drücken.',
  hilfeBearbeiten: 'Form anklicken, um sie auszuwählen; Eckpunkte oder die ganze Form ziehen.',
} as const;

/** The map print panel (issue 17; the spec's own messages are in DRUCK_MSG). */
export const DRUCK_TEXT = {
  titel: 'Karte drucken',
  vorlage: 'Druckvorlage',
  vorlageWaehlen: 'Vorlage wählen',
  massstab: 'Maßstab',
  massstabWaehlen: 'Maßstab wählen',
  hinzufuegen: 'Druckbereich hinzufügen',
  drucken: 'Drucken',
  bereiche: 'Druckbereiche',
  bereich: (nr: number): string => `Druckbereich ${nr}`,
  entfernen: (nr: number): string => `Druckbereich ${nr} entfernen`,
  hilfe:
    'Druckbereich auswählen und mit den Pfeiltasten verschieben (hier oder auf der Karte) oder auf der Karte mit der Maus ziehen; Entf entfernt ihn.',
  fortschritt: (seiten: number, sekunden: number): string =>
    `${seiten === 1 ? '1 Seite wird' : `${seiten} Seiten werden`} gedruckt … ${sekunden} s`,
} as const;

/** maplibre's own UI strings in German (controls, canvas label). */
export const MAPLIBRE_LOCALE: Record<string, string> = {
  'Map.Title': MAP_TEXT.kartenflaeche,
  'NavigationControl.ZoomIn': 'Vergrößern',
  'NavigationControl.ZoomOut': 'Verkleinern',
  'NavigationControl.ResetBearing': 'Nach Norden ausrichten',
  'AttributionControl.ToggleAttribution': 'Quellenangaben ein- oder ausblenden',
  'AttributionControl.MapFeedback': 'Feedback zur Karte',
  'ScaleControl.Meters': 'm',
  'ScaleControl.Kilometers': 'km',
  'Popup.Close': 'Schließen',
  'LogoControl.Title': 'MapLibre-Logo',
};
