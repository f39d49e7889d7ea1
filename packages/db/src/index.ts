export * from './entities/index.js';
export {
  openDatabase,
  SQLITE_FILE_NAME,
  type Database,
  type DatabaseDriverName,
  type Em,
  type OpenDatabaseOptions,
} from './orm.js';
export * as users from './repositories/users.js';
export * as roles from './repositories/roles.js';
export * as sessions from './repositories/sessions.js';
export * as captchas from './repositories/captchas.js';
export * as rateLimits from './repositories/rate-limits.js';
export * as loginFailures from './repositories/login-failures.js';
export * as leases from './repositories/leases.js';
export * as historieStand from './repositories/historie-stand.js';
export * as listZaehler from './repositories/list-zaehler.js';
export { markAbgeschlossen } from './repositories/rechnung-abschluss.js';
export * as sequences from './repositories/sequences.js';
export * as gemeinden from './repositories/gemeinden.js';
export * as netzbetreiberRepo from './repositories/netzbetreiber.js';
export { generateToken, hashToken } from './repositories/tokens.js';
export * as tokens from './repositories/tokens.js';
export { nextVorgangsnummer, nextValue, germanYear } from './repositories/sequences.js';
export { findIntersecting, findGemeindeCandidates, type GemeindeHit } from './repositories/gemeinden.js';
export type { UserWithRoles } from './repositories/users.js';
export type { SessionWithUser } from './repositories/sessions.js';
export type { RateCount, RateWindow } from './repositories/rate-limits.js';
export {
  importGemeinden,
  type GemeindeFeatureCollection,
  type GemeindeProperties,
  type ImportGemeindenResult,
} from './importers/gemeinden.js';
export { seedDemo, isDemoSeeded, DEMO_ADMIN_EMAIL, DEMO_PASSWORD, type SeedDemoOptions } from './seed/demo.js';
export { loadSaxonyGemeinden, loadGemeinden } from './seed/gemeinden-source.js';
export { hashPassword, verifyPassword } from './passwords.js';
export {
  listPageSql,
  runListPage,
  streamList,
  streamListBatches,
  ListQueryError,
  berlinDayStart,
  dialectOf,
  driverBoolean,
  driverInstant,
  driverNumber,
  driverText,
  type ListSource,
  type ListPage,
  type ListRow,
} from './list/engine.js';
export { nutzerListSource, customerListSource, rollenListSource } from './list/sources/nutzer.js';
export {
  offeneRechnungenListSource,
  rechnungenListSource,
  versandteRechnungenListSource,
  RECHNUNG_ABGESCHLOSSEN_SQL,
} from './list/sources/rechnung.js';
export { mahnungenListSource } from './list/sources/mahnung.js';
export {
  angebotHistorieSource,
  auftragshistorieSource,
  historieAuftraegeSource,
  historieNutzerSource,
  historienListSource,
} from './list/sources/historie.js';
export { antraegeListSource } from './list/sources/antrag.js';
export { angeboteListSource, ERSTKUNDE_SQL } from './list/sources/angebot.js';
export {
  auftraegeListSource,
  ueberschrittenSql,
  vorkassenListSource,
  VORKASSE_OFFEN_SQL,
} from './list/sources/auftrag.js';
export { openAuftragMarkers, type AuftragMarkerRow } from './repositories/auftrag-marker.js';
export {
  countOpenWiedervorlagen,
  mailJobLinks,
  openWiedervorlagen,
  openWiedervorlageStunden,
  type WiedervorlageRow,
  type Zeitraum,
} from './repositories/versorger-listen.js';
export { versorgerListSource, NUR_DEAKTIVIERTE_GEMEINDEN_SQL } from './list/sources/versorger.js';
export { emailsAuftragListSource, mailVersandListSource } from './list/sources/mailversand.js';
export {
  coverageOf,
  netzbetreiberByName,
  versorgerLinksOf,
  versorgerStaendeOf,
  type CoverageHit,
  type VersorgerLinkRow,
} from './repositories/versorger-zuordnung.js';
export { netzbetreiberListSource } from './list/sources/netzbetreiber.js';
export {
  importNetzbetreiber,
  NetzbetreiberImportError,
  NETZBETREIBER_CSV_COLUMNS,
  type ImportNetzbetreiberResult,
} from './importers/netzbetreiber.js';
export { LIST_TRIGGERS } from './list-triggers.js';
