import { AccountMailRequest } from './account-mail-request.js';
import { Angebot, AngebotPosition } from './angebot.js';
import { Antrag, AntragGemeinde, MapFeature, MapPosition, Person } from './antrag.js';
import { Auftrag, Position } from './auftrag.js';
import { Captcha } from './captcha.js';
import { Export } from './export.js';
import { Gemeinde } from './gemeinde.js';
import { Historie } from './historie.js';
import { HistorieStand } from './historie-stand.js';
import { ListZaehler } from './list-zaehler.js';
import { Mahnung, MahnungVorlage } from './mahnung.js';
import { MailAnhang, MailVersandJob, MailVorlage } from './mail.js';
import { Netzart } from './netzart.js';
import { Netzbetreiber, NetzbetreiberCoverage } from './netzbetreiber.js';
import { Notiz } from './notiz.js';
import { Outbox } from './outbox.js';
import { PdfVerarbeitung } from './pdf-verarbeitung.js';
import { PreislisteEintrag } from './preisliste.js';
import { LoginFailure, RateLimit, WorkerLease } from './rate-limit.js';
import { Rechnung, RechnungsPosition } from './rechnung.js';
import { Rechnungsadresse } from './rechnungsadresse.js';
import { SeitenBesuch } from './seiten-besuch.js';
import { Sequence } from './sequence.js';
import { Session } from './session.js';
import { StoredFile } from './stored-file.js';
import { Token } from './token.js';
import { Role, User } from './user.js';
import { Versorger, VersorgerGemeinde, VersorgerHistorie } from './versorger.js';

export * from './account-mail-request.js';
export * from './angebot.js';
export * from './antrag.js';
export * from './auftrag.js';
export * from './captcha.js';
export * from './export.js';
export * from './gemeinde.js';
export * from './historie.js';
export * from './historie-stand.js';
export * from './list-zaehler.js';
export * from './mahnung.js';
export * from './mail.js';
export * from './netzart.js';
export * from './netzbetreiber.js';
export * from './notiz.js';
export * from './outbox.js';
export * from './pdf-verarbeitung.js';
export * from './preisliste.js';
export * from './rate-limit.js';
export * from './rechnung.js';
export * from './rechnungsadresse.js';
export * from './seiten-besuch.js';
export * from './sequence.js';
export * from './session.js';
export * from './stored-file.js';
export * from './token.js';
export * from './user.js';
export * from './versorger.js';

export const allEntities = [
  User,
  Role,
  Session,
  Token,
  Captcha,
  RateLimit,
  LoginFailure,
  WorkerLease,
  AccountMailRequest,
  Netzart,
  Gemeinde,
  Antrag,
  Person,
  MapFeature,
  MapPosition,
  AntragGemeinde,
  StoredFile,
  Netzbetreiber,
  NetzbetreiberCoverage,
  PreislisteEintrag,
  Angebot,
  AngebotPosition,
  Rechnungsadresse,
  Auftrag,
  Position,
  Versorger,
  VersorgerGemeinde,
  VersorgerHistorie,
  MailVorlage,
  MahnungVorlage,
  SeitenBesuch,
  MailVersandJob,
  MailAnhang,
  Outbox,
  Rechnung,
  RechnungsPosition,
  Mahnung,
  Historie,
  HistorieStand,
  ListZaehler,
  Notiz,
  Export,
  PdfVerarbeitung,
  Sequence,
];
