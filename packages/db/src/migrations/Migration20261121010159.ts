import { Migration } from '@mikro-orm/migrations';

export class Migration20261121010159 extends Migration {
  override name = 'Migration20261121010159';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`captcha\` (\`id\` varchar(36) not null, \`answer_hash\` varchar(128) not null, \`expires_at\` datetime(3) not null, \`used_at\` datetime(3) null, \`created_at\` datetime(3) not null, primary key (\`id\`)) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(`alter table \`captcha\` add index \`captcha_expires_at_index\` (\`expires_at\`);`);

    this.addSql(
      `create table \`gemeinde\` (\`id\` int unsigned not null auto_increment primary key, \`ags\` varchar(8) not null, \`name\` varchar(150) not null, \`geometry\` longtext not null, \`min_x\` double not null, \`min_y\` double not null, \`max_x\` double not null, \`max_y\` double not null, \`updated_at\` datetime(3) not null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(`alter table \`gemeinde\` add unique \`gemeinde_ags_unique\` (\`ags\`);`);
    this.addSql(
      `alter table \`gemeinde\` add index \`gemeinde_min_x_max_x_min_y_max_y_index\` (\`min_x\`, \`max_x\`, \`min_y\`, \`max_y\`);`,
    );

    this.addSql(
      `create table \`netzart\` (\`id\` int unsigned not null, \`sparte\` varchar(100) not null, \`name\` varchar(100) not null, \`beschreibung\` text null, primary key (\`id\`)) default character set utf8mb4 engine = InnoDB;`,
    );

    this.addSql(
      `create table \`mail_vorlage\` (\`id\` int unsigned not null auto_increment primary key, \`template_name\` varchar(200) not null, \`betreff\` varchar(255) null, \`mailtext\` longtext not null, \`netzart_id\` int unsigned null, \`vorgangsart\` int not null default 1, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(`alter table \`mail_vorlage\` add index \`mail_vorlage_netzart_id_index\` (\`netzart_id\`);`);

    this.addSql(
      `create table \`netzbetreiber\` (\`id\` int unsigned not null auto_increment primary key, \`name\` varchar(200) not null, \`email\` varchar(254) null, \`telefon\` varchar(50) null, \`kontakt\` varchar(200) null, \`portal_link\` varchar(500) null, \`abfrageart\` varchar(32) not null default '', \`netzbetreiber_url\` varchar(500) null, \`netzbetreiber_aktion_url\` varchar(500) null, \`email_generierung_aktion_url\` varchar(500) null, \`bemerkung\` text null, \`automatik_versand\` tinyint(1) not null default false, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(`alter table \`netzbetreiber\` add index \`netzbetreiber_name_index\` (\`name\`);`);

    this.addSql(
      `create table \`netzbetreiber_coverage\` (\`id\` int unsigned not null auto_increment primary key, \`netzbetreiber_id\` int unsigned not null, \`gemeinde_id\` int unsigned not null, \`netzart_id\` int unsigned not null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(
      `alter table \`netzbetreiber_coverage\` add index \`netzbetreiber_coverage_netzbetreiber_id_index\` (\`netzbetreiber_id\`);`,
    );
    this.addSql(
      `alter table \`netzbetreiber_coverage\` add index \`netzbetreiber_coverage_gemeinde_id_index\` (\`gemeinde_id\`);`,
    );
    this.addSql(
      `alter table \`netzbetreiber_coverage\` add index \`netzbetreiber_coverage_netzart_id_index\` (\`netzart_id\`);`,
    );
    this.addSql(
      `alter table \`netzbetreiber_coverage\` add index \`netzbetreiber_coverage_gemeinde_id_netzart_id_index\` (\`gemeinde_id\`, \`netzart_id\`);`,
    );
    this.addSql(
      `alter table \`netzbetreiber_coverage\` add unique \`netzbetreiber_coverage_netzbetreiber_id_gemeinde_i_15e69_unique\` (\`netzbetreiber_id\`, \`gemeinde_id\`, \`netzart_id\`);`,
    );

    this.addSql(
      `create table \`outbox\` (\`id\` varchar(36) not null, \`idempotency_key\` varchar(200) not null, \`kind\` varchar(64) not null, \`recipient\` varchar(1000) not null, \`subject\` varchar(500) not null, \`text\` longtext not null, \`html\` longtext null, \`attachments\` json not null, \`status\` enum('pending','sent','failed') not null default 'pending', \`attempts\` int not null default 0, \`next_attempt_at\` datetime(3) not null, \`last_error\` text null, \`created_at\` datetime(3) not null, \`sent_at\` datetime(3) null, primary key (\`id\`)) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(`alter table \`outbox\` add unique \`outbox_idempotency_key_unique\` (\`idempotency_key\`);`);
    this.addSql(`alter table \`outbox\` add index \`outbox_next_attempt_at_index\` (\`next_attempt_at\`);`);
    this.addSql(
      `alter table \`outbox\` add index \`outbox_status_next_attempt_at_index\` (\`status\`, \`next_attempt_at\`);`,
    );

    this.addSql(
      `create table \`preisliste_eintrag\` (\`id\` int unsigned not null auto_increment primary key, \`code\` varchar(64) not null, \`bezeichnung\` varchar(200) not null, \`einheit\` varchar(32) not null, \`preis_cent\` int not null, \`sortierung\` int not null default 0, \`aktiv\` tinyint(1) not null default true, \`updated_at\` datetime(3) not null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(`alter table \`preisliste_eintrag\` add unique \`preisliste_eintrag_code_unique\` (\`code\`);`);

    this.addSql(
      `create table \`role\` (\`id\` int unsigned not null auto_increment primary key, \`name\` varchar(64) not null, \`created_at\` datetime(3) not null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(`alter table \`role\` add unique \`role_name_unique\` (\`name\`);`);

    this.addSql(
      `create table \`number_sequence\` (\`name\` varchar(32) not null, \`year\` int unsigned not null, \`value\` int not null default 0, primary key (\`name\`, \`year\`)) default character set utf8mb4 engine = InnoDB;`,
    );

    this.addSql(
      `create table \`app_user\` (\`id\` varchar(36) not null, \`email\` varchar(254) not null, \`password_hash\` varchar(255) null, \`vorname\` varchar(100) not null, \`name\` varchar(100) not null, \`firma\` varchar(200) null, \`keine_firma\` tinyint(1) not null default false, \`strasse\` varchar(100) not null default '', \`hausnummer\` varchar(25) not null default '', \`plz\` varchar(10) not null default '', \`ort\` varchar(100) not null default '', \`telefon\` varchar(50) not null default '', \`email_confirmed\` tinyint(1) not null default false, \`datenschutz_akzeptiert\` tinyint(1) not null default false, \`email_antrag_gesendet\` tinyint(1) not null default false, \`email_antrag_bearbeitet\` tinyint(1) not null default false, \`email_bearbeitung_abgeschlossen\` tinyint(1) not null default false, \`newsletter_akzeptiert\` tinyint(1) not null default false, \`registrierungs_grund\` varchar(64) null, \`bemerkung\` text null, \`meister_bereich\` varchar(100) null, \`legacy_migrated\` tinyint(1) not null default false, \`deleted_at\` datetime(3) null, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, primary key (\`id\`)) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(`alter table \`app_user\` add unique \`app_user_email_unique\` (\`email\`);`);
    this.addSql(`alter table \`app_user\` add index \`app_user_created_at_index\` (\`created_at\`);`);

    this.addSql(
      `create table \`token\` (\`id\` int unsigned not null auto_increment primary key, \`purpose\` enum('confirm-email','reset-password','change-email') not null, \`token_hash\` varchar(64) not null, \`user_id\` varchar(36) not null, \`payload\` varchar(500) null, \`expires_at\` datetime(3) not null, \`used_at\` datetime(3) null, \`created_at\` datetime(3) not null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(`alter table \`token\` add unique \`token_token_hash_unique\` (\`token_hash\`);`);
    this.addSql(`alter table \`token\` add index \`token_user_id_index\` (\`user_id\`);`);
    this.addSql(`alter table \`token\` add index \`token_expires_at_index\` (\`expires_at\`);`);

    this.addSql(
      `create table \`session\` (\`id\` varchar(64) not null, \`user_id\` varchar(36) not null, \`created_at\` datetime(3) not null, \`last_seen_at\` datetime(3) not null, \`expires_at\` datetime(3) not null, \`revoked_at\` datetime(3) null, primary key (\`id\`)) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(`alter table \`session\` add index \`session_user_id_index\` (\`user_id\`);`);
    this.addSql(`alter table \`session\` add index \`session_expires_at_index\` (\`expires_at\`);`);

    this.addSql(
      `create table \`notiz\` (\`id\` int unsigned not null auto_increment primary key, \`user_id\` varchar(36) not null, \`notiz_text\` varchar(350) not null, \`projekt\` int not null default 0, \`projekt_id\` varchar(36) null, \`created_at\` datetime(3) not null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(`alter table \`notiz\` add index \`notiz_user_id_index\` (\`user_id\`);`);
    this.addSql(`alter table \`notiz\` add index \`notiz_created_at_index\` (\`created_at\`);`);
    this.addSql(`alter table \`notiz\` add index \`notiz_projekt_projekt_id_index\` (\`projekt\`, \`projekt_id\`);`);

    this.addSql(
      `create table \`antrag\` (\`id\` varchar(36) not null, \`vorgangsnummer\` varchar(20) not null, \`owner_id\` varchar(36) not null, \`antrag_status\` int not null default 1, \`vorgangsart\` int not null default 1, \`eilbearbeitung\` tinyint(1) not null default false, \`vorhaben\` varchar(250) not null, \`projektangaben\` varchar(250) not null, \`strasse\` varchar(100) not null, \`hausnummer\` varchar(25) not null, \`plz\` varchar(10) not null, \`ort\` varchar(100) not null, \`bautiefe\` varchar(50) not null, \`gemarkung\` varchar(100) null, \`flurstuecknummer\` varchar(50) null, \`baustart\` date not null, \`bauende\` date not null, \`identisch_mit_antragsteller\` tinyint(1) not null default false, \`bauausfuehrender_unbekannt\` tinyint(1) not null default false, \`anerkennung_agb\` tinyint(1) not null default false, \`sonstige_betreiber\` varchar(250) null, \`ablehn_grund\` varchar(64) null, \`ablehn_text\` varchar(200) null, \`create_date\` datetime(3) not null, \`datum_versand\` datetime(3) null, \`updated_at\` datetime(3) not null, primary key (\`id\`)) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(`alter table \`antrag\` add unique \`antrag_vorgangsnummer_unique\` (\`vorgangsnummer\`);`);
    this.addSql(`alter table \`antrag\` add index \`antrag_owner_id_index\` (\`owner_id\`);`);
    this.addSql(`alter table \`antrag\` add index \`antrag_antrag_status_index\` (\`antrag_status\`);`);
    this.addSql(`alter table \`antrag\` add index \`antrag_create_date_index\` (\`create_date\`);`);
    this.addSql(`alter table \`antrag\` add index \`antrag_datum_versand_index\` (\`datum_versand\`);`);

    this.addSql(
      `create table \`rechnungsadresse\` (\`id\` int unsigned not null auto_increment primary key, \`antrag_id\` varchar(36) not null, \`rechnung_email\` varchar(254) not null, \`firma\` varchar(200) null, \`firma_zusatz1\` varchar(200) null, \`firma_zusatz2\` varchar(200) null, \`firma_zusatz3\` varchar(200) null, \`vorname\` varchar(100) null, \`name\` varchar(100) not null, \`strasse\` varchar(100) not null, \`hausnummer\` varchar(25) not null, \`plz\` varchar(10) not null, \`ort\` varchar(100) not null, \`land\` varchar(100) not null default 'Deutschland', \`ausland\` tinyint(1) not null default false, \`ust_id_nr\` varchar(20) null, \`adressen_aenderung\` tinyint(1) not null default false, \`projektnummer\` varchar(100) null, \`keine_projektnummer\` tinyint(1) not null default false, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(`alter table \`rechnungsadresse\` add unique \`rechnungsadresse_antrag_id_unique\` (\`antrag_id\`);`);

    this.addSql(
      `create table \`person\` (\`id\` int unsigned not null auto_increment primary key, \`antrag_id\` varchar(36) not null, \`person_typ\` int not null, \`firma\` varchar(200) null, \`vorname\` varchar(100) not null, \`name\` varchar(100) not null, \`strasse\` varchar(100) not null, \`hausnummer\` varchar(25) not null, \`plz\` varchar(10) not null, \`ort\` varchar(100) not null, \`telefon\` varchar(50) not null, \`email\` varchar(254) not null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(`alter table \`person\` add index \`person_antrag_id_index\` (\`antrag_id\`);`);
    this.addSql(
      `alter table \`person\` add unique \`person_antrag_id_person_typ_unique\` (\`antrag_id\`, \`person_typ\`);`,
    );

    this.addSql(
      `create table \`map_position\` (\`id\` int unsigned not null auto_increment primary key, \`antrag_id\` varchar(36) not null, \`lat\` double not null, \`lng\` double not null, \`zoom\` double not null, \`position_wkt\` varchar(100) null, \`updated_at\` datetime(3) not null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(`alter table \`map_position\` add unique \`map_position_antrag_id_unique\` (\`antrag_id\`);`);

    this.addSql(
      `create table \`map_feature\` (\`id\` int unsigned not null auto_increment primary key, \`antrag_id\` varchar(36) not null, \`wkt\` longtext not null, \`min_x\` double not null, \`min_y\` double not null, \`max_x\` double not null, \`max_y\` double not null, \`created_at\` datetime(3) not null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(`alter table \`map_feature\` add index \`map_feature_antrag_id_index\` (\`antrag_id\`);`);

    this.addSql(
      `create table \`auftrag\` (\`id\` varchar(36) not null, \`antrag_id\` varchar(36) not null, \`auftrags_datum\` datetime(3) not null, \`prioritaet\` int not null default 3, \`bearbeitungs_status\` int not null default 0, \`bearbeiter_id\` varchar(36) null, \`vorkasse\` tinyint(1) not null default false, \`bearbeitungs_frist\` date null, \`bemerkung\` text null, \`abgeschlossen_am\` datetime(3) null, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, primary key (\`id\`)) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(`alter table \`auftrag\` add unique \`auftrag_antrag_id_unique\` (\`antrag_id\`);`);
    this.addSql(`alter table \`auftrag\` add index \`auftrag_auftrags_datum_index\` (\`auftrags_datum\`);`);
    this.addSql(`alter table \`auftrag\` add index \`auftrag_prioritaet_index\` (\`prioritaet\`);`);
    this.addSql(`alter table \`auftrag\` add index \`auftrag_bearbeitungs_status_index\` (\`bearbeitungs_status\`);`);
    this.addSql(`alter table \`auftrag\` add index \`auftrag_bearbeiter_id_index\` (\`bearbeiter_id\`);`);
    this.addSql(`alter table \`auftrag\` add index \`auftrag_bearbeitungs_frist_index\` (\`bearbeitungs_frist\`);`);

    this.addSql(
      `create table \`rechnung\` (\`id\` varchar(36) not null, \`auftrag_id\` varchar(36) not null, \`rechnungs_nummer\` varchar(32) null, \`rechnungs_datum\` date null, \`rechnung_versandt\` datetime(3) null, \`rechnung_generiert\` tinyint(1) not null default false, \`storniert\` tinyint(1) not null default false, \`storniert_rechnung_id\` varchar(36) null, \`vorkasse\` tinyint(1) not null default false, \`gebuehren_rechnung\` tinyint(1) not null default false, \`ust_id_nr\` varchar(20) null, \`ausland\` tinyint(1) not null default false, \`mwst\` int not null default 19, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, primary key (\`id\`)) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(`alter table \`rechnung\` add index \`rechnung_auftrag_id_index\` (\`auftrag_id\`);`);
    this.addSql(`alter table \`rechnung\` add unique \`rechnung_rechnungs_nummer_unique\` (\`rechnungs_nummer\`);`);
    this.addSql(`alter table \`rechnung\` add index \`rechnung_rechnungs_datum_index\` (\`rechnungs_datum\`);`);
    this.addSql(`alter table \`rechnung\` add index \`rechnung_rechnung_versandt_index\` (\`rechnung_versandt\`);`);
    this.addSql(
      `alter table \`rechnung\` add index \`rechnung_storniert_rechnung_id_index\` (\`storniert_rechnung_id\`);`,
    );
    this.addSql(`alter table \`rechnung\` add index \`rechnung_created_at_index\` (\`created_at\`);`);

    this.addSql(
      `create table \`rechnungs_position\` (\`id\` int unsigned not null auto_increment primary key, \`rechnung_id\` varchar(36) not null, \`sortierung\` int not null default 0, \`position\` varchar(50) not null, \`anzahl\` double not null, \`beschreibung\` text not null, \`einheit\` varchar(32) null, \`einzelpreis_cent\` int not null, \`gesamtpreis_cent\` int not null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(
      `alter table \`rechnungs_position\` add index \`rechnungs_position_rechnung_id_index\` (\`rechnung_id\`);`,
    );

    this.addSql(
      `create table \`auftrag_position\` (\`id\` int unsigned not null auto_increment primary key, \`auftrag_id\` varchar(36) not null, \`position_name\` varchar(200) not null, \`position\` varchar(50) not null, \`beschreibung\` text null, \`netzart_id\` int unsigned null, \`sortierung\` int not null default 0, \`is_deleted\` tinyint(1) not null default false, \`created_at\` datetime(3) not null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(`alter table \`auftrag_position\` add index \`auftrag_position_auftrag_id_index\` (\`auftrag_id\`);`);
    this.addSql(`alter table \`auftrag_position\` add index \`auftrag_position_netzart_id_index\` (\`netzart_id\`);`);

    this.addSql(
      `create table \`mahnung\` (\`id\` varchar(36) not null, \`rechnung_id\` varchar(36) not null, \`auftrag_id\` varchar(36) not null, \`mahnung_status\` int not null default 1, \`mahnung_date\` datetime(3) null, \`mahnung_faellig\` date null, \`rechnungs_email\` varchar(254) null, \`betreff\` varchar(255) null, \`mailtext\` longtext null, \`sachbearbeiter_id\` varchar(36) null, \`abgeschlossen\` tinyint(1) not null default false, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, primary key (\`id\`)) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(`alter table \`mahnung\` add index \`mahnung_rechnung_id_index\` (\`rechnung_id\`);`);
    this.addSql(`alter table \`mahnung\` add index \`mahnung_auftrag_id_index\` (\`auftrag_id\`);`);
    this.addSql(`alter table \`mahnung\` add index \`mahnung_mahnung_status_index\` (\`mahnung_status\`);`);
    this.addSql(`alter table \`mahnung\` add index \`mahnung_mahnung_date_index\` (\`mahnung_date\`);`);
    this.addSql(`alter table \`mahnung\` add index \`mahnung_sachbearbeiter_id_index\` (\`sachbearbeiter_id\`);`);
    this.addSql(`alter table \`mahnung\` add index \`mahnung_created_at_index\` (\`created_at\`);`);

    this.addSql(
      `create table \`antrag_gemeinde\` (\`id\` int unsigned not null auto_increment primary key, \`antrag_id\` varchar(36) not null, \`gemeinde_id\` int unsigned not null, \`disabled\` tinyint(1) not null default false) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(`alter table \`antrag_gemeinde\` add index \`antrag_gemeinde_antrag_id_index\` (\`antrag_id\`);`);
    this.addSql(`alter table \`antrag_gemeinde\` add index \`antrag_gemeinde_gemeinde_id_index\` (\`gemeinde_id\`);`);
    this.addSql(
      `alter table \`antrag_gemeinde\` add unique \`antrag_gemeinde_antrag_id_gemeinde_id_unique\` (\`antrag_id\`, \`gemeinde_id\`);`,
    );

    this.addSql(
      `create table \`antrag_netzart\` (\`antrag_id\` varchar(36) not null, \`netzart_id\` int unsigned not null, primary key (\`antrag_id\`, \`netzart_id\`)) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(`alter table \`antrag_netzart\` add index \`antrag_netzart_antrag_id_index\` (\`antrag_id\`);`);
    this.addSql(`alter table \`antrag_netzart\` add index \`antrag_netzart_netzart_id_index\` (\`netzart_id\`);`);

    this.addSql(
      `create table \`angebot\` (\`id\` varchar(36) not null, \`antrag_id\` varchar(36) not null, \`vorkasse_status\` int not null default 0, \`angebot_versand\` datetime(3) null, \`bemerkung\` text null, \`rabatt\` double null, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, primary key (\`id\`)) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(`alter table \`angebot\` add unique \`angebot_antrag_id_unique\` (\`antrag_id\`);`);
    this.addSql(`alter table \`angebot\` add index \`angebot_angebot_versand_index\` (\`angebot_versand\`);`);
    this.addSql(`alter table \`angebot\` add index \`angebot_created_at_index\` (\`created_at\`);`);

    this.addSql(
      `create table \`angebot_position\` (\`id\` int unsigned not null auto_increment primary key, \`angebot_id\` varchar(36) not null, \`sortierung\` int not null default 0, \`position\` varchar(50) not null, \`anzahl\` double not null, \`beschreibung\` text not null, \`einheit\` varchar(32) null, \`einzelpreis_cent\` int not null, \`gesamtpreis_cent\` int not null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(`alter table \`angebot_position\` add index \`angebot_position_angebot_id_index\` (\`angebot_id\`);`);

    this.addSql(
      `create table \`user_role\` (\`user_id\` varchar(36) not null, \`role_id\` int unsigned not null, primary key (\`user_id\`, \`role_id\`)) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(`alter table \`user_role\` add index \`user_role_user_id_index\` (\`user_id\`);`);
    this.addSql(`alter table \`user_role\` add index \`user_role_role_id_index\` (\`role_id\`);`);

    this.addSql(
      `create table \`versorger\` (\`id\` varchar(36) not null, \`auftrag_id\` varchar(36) not null, \`netzbetreiber_id\` int unsigned null, \`position_id\` int unsigned null, \`versorger_name\` varchar(200) not null, \`email\` varchar(254) null, \`telefon\` varchar(50) null, \`kontakt\` varchar(200) null, \`bemerkung\` text null, \`portal_link\` varchar(500) null, \`abfrageart\` varchar(32) not null default '', \`netzbetreiber_url\` varchar(500) null, \`netzbetreiber_aktion_url\` varchar(500) null, \`email_generierung_aktion_url\` varchar(500) null, \`angefragt_datum\` datetime(3) null, \`auskunft_datum\` datetime(3) null, \`vorlage_datum\` date null, \`abgeschlossen\` tinyint(1) not null default false, \`auskunft_bemerkung\` text null, \`anfrage_status\` int not null default 1, \`automatik_versand\` tinyint(1) not null default false, \`sachbearbeiter_id\` varchar(36) null, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, primary key (\`id\`)) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(`alter table \`versorger\` add index \`versorger_auftrag_id_index\` (\`auftrag_id\`);`);
    this.addSql(`alter table \`versorger\` add index \`versorger_netzbetreiber_id_index\` (\`netzbetreiber_id\`);`);
    this.addSql(`alter table \`versorger\` add index \`versorger_position_id_index\` (\`position_id\`);`);
    this.addSql(`alter table \`versorger\` add index \`versorger_vorlage_datum_index\` (\`vorlage_datum\`);`);
    this.addSql(`alter table \`versorger\` add index \`versorger_anfrage_status_index\` (\`anfrage_status\`);`);
    this.addSql(`alter table \`versorger\` add index \`versorger_sachbearbeiter_id_index\` (\`sachbearbeiter_id\`);`);

    this.addSql(
      `create table \`mail_versand_job\` (\`id\` varchar(36) not null, \`versorger_id\` varchar(36) not null, \`versendet\` tinyint(1) not null default false, \`empfaenger\` varchar(1000) null, \`betreff\` varchar(255) null, \`mail_body\` longtext null, \`anrede\` varchar(200) null, \`ort\` varchar(200) null, \`bauausfuehrende\` text null, \`auftraggeber\` text null, \`bau_beschreibung\` text null, \`karten_link\` varchar(1000) null, \`bearbeiter\` varchar(200) null, \`telefon_bearbeiter\` varchar(50) null, \`automatik_versand\` tinyint(1) not null default false, \`mailvorlage_id\` int unsigned null, \`vorlage_date\` date null, \`angefragt_date\` datetime(3) null, \`auskunft_date\` datetime(3) null, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, primary key (\`id\`)) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(
      `alter table \`mail_versand_job\` add unique \`mail_versand_job_versorger_id_unique\` (\`versorger_id\`);`,
    );
    this.addSql(
      `alter table \`mail_versand_job\` add index \`mail_versand_job_mailvorlage_id_index\` (\`mailvorlage_id\`);`,
    );
    this.addSql(
      `alter table \`mail_versand_job\` add index \`mail_versand_job_vorlage_date_index\` (\`vorlage_date\`);`,
    );

    this.addSql(
      `create table \`stored_file\` (\`id\` varchar(36) not null, \`kind\` enum('antrag','dokument','auskunft','versorger','anhang','export','print') not null, \`storage_key\` varchar(255) not null, \`original_name\` varchar(255) not null, \`content_type\` varchar(127) not null, \`size\` bigint not null, \`sha256\` varchar(64) not null, \`antrag_id\` varchar(36) null, \`versorger_id\` varchar(36) null, \`mail_versand_job_id\` varchar(36) null, \`uploaded_by_id\` varchar(36) null, \`created_at\` datetime(3) not null, \`expires_at\` datetime(3) null, primary key (\`id\`)) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(`alter table \`stored_file\` add unique \`stored_file_storage_key_unique\` (\`storage_key\`);`);
    this.addSql(`alter table \`stored_file\` add index \`stored_file_antrag_id_index\` (\`antrag_id\`);`);
    this.addSql(`alter table \`stored_file\` add index \`stored_file_versorger_id_index\` (\`versorger_id\`);`);
    this.addSql(
      `alter table \`stored_file\` add index \`stored_file_mail_versand_job_id_index\` (\`mail_versand_job_id\`);`,
    );
    this.addSql(`alter table \`stored_file\` add index \`stored_file_uploaded_by_id_index\` (\`uploaded_by_id\`);`);
    this.addSql(`alter table \`stored_file\` add index \`stored_file_created_at_index\` (\`created_at\`);`);
    this.addSql(`alter table \`stored_file\` add index \`stored_file_expires_at_index\` (\`expires_at\`);`);

    this.addSql(
      `create table \`export\` (\`id\` varchar(36) not null, \`stored_file_id\` varchar(36) not null, \`user_id\` varchar(36) not null, \`expires_at\` datetime(3) not null, \`created_at\` datetime(3) not null, primary key (\`id\`)) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(`alter table \`export\` add index \`export_stored_file_id_index\` (\`stored_file_id\`);`);
    this.addSql(`alter table \`export\` add index \`export_user_id_index\` (\`user_id\`);`);
    this.addSql(`alter table \`export\` add index \`export_expires_at_index\` (\`expires_at\`);`);

    this.addSql(
      `create table \`historie\` (\`id\` int unsigned not null auto_increment primary key, \`aktion\` int not null, \`user_id\` varchar(36) null, \`antrag_id\` varchar(36) null, \`auftrag_id\` varchar(36) null, \`versorger_id\` varchar(36) null, \`beschreibung\` text not null, \`anfrage_status\` int null, \`created_at\` datetime(3) not null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(`alter table \`historie\` add index \`historie_aktion_index\` (\`aktion\`);`);
    this.addSql(`alter table \`historie\` add index \`historie_user_id_index\` (\`user_id\`);`);
    this.addSql(`alter table \`historie\` add index \`historie_antrag_id_index\` (\`antrag_id\`);`);
    this.addSql(`alter table \`historie\` add index \`historie_auftrag_id_index\` (\`auftrag_id\`);`);
    this.addSql(`alter table \`historie\` add index \`historie_versorger_id_index\` (\`versorger_id\`);`);
    this.addSql(`alter table \`historie\` add index \`historie_created_at_index\` (\`created_at\`);`);

    this.addSql(
      `create table \`versorger_gemeinde\` (\`id\` int unsigned not null auto_increment primary key, \`versorger_id\` varchar(36) not null, \`gemeinde_id\` int unsigned not null, \`disabled\` tinyint(1) not null default false, \`getroffen\` tinyint(1) not null default false) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(
      `alter table \`versorger_gemeinde\` add index \`versorger_gemeinde_versorger_id_index\` (\`versorger_id\`);`,
    );
    this.addSql(
      `alter table \`versorger_gemeinde\` add index \`versorger_gemeinde_gemeinde_id_index\` (\`gemeinde_id\`);`,
    );
    this.addSql(
      `alter table \`versorger_gemeinde\` add unique \`versorger_gemeinde_versorger_id_gemeinde_id_unique\` (\`versorger_id\`, \`gemeinde_id\`);`,
    );

    this.addSql(
      `create table \`versorger_historie\` (\`id\` int unsigned not null auto_increment primary key, \`versorger_id\` varchar(36) not null, \`ende\` datetime(3) null, \`bearbeiter_id\` varchar(36) null, \`beschreibung\` text not null, \`created_at\` datetime(3) not null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(
      `alter table \`versorger_historie\` add index \`versorger_historie_versorger_id_index\` (\`versorger_id\`);`,
    );
    this.addSql(
      `alter table \`versorger_historie\` add index \`versorger_historie_bearbeiter_id_index\` (\`bearbeiter_id\`);`,
    );
    this.addSql(
      `alter table \`versorger_historie\` add index \`versorger_historie_created_at_index\` (\`created_at\`);`,
    );

    this.addSql(
      `alter table \`mail_vorlage\` add constraint \`mail_vorlage_netzart_id_foreign\` foreign key (\`netzart_id\`) references \`netzart\` (\`id\`) on delete set null;`,
    );

    this.addSql(
      `alter table \`netzbetreiber_coverage\` add constraint \`netzbetreiber_coverage_netzbetreiber_id_foreign\` foreign key (\`netzbetreiber_id\`) references \`netzbetreiber\` (\`id\`) on delete cascade;`,
    );
    this.addSql(
      `alter table \`netzbetreiber_coverage\` add constraint \`netzbetreiber_coverage_gemeinde_id_foreign\` foreign key (\`gemeinde_id\`) references \`gemeinde\` (\`id\`) on delete cascade;`,
    );
    this.addSql(
      `alter table \`netzbetreiber_coverage\` add constraint \`netzbetreiber_coverage_netzart_id_foreign\` foreign key (\`netzart_id\`) references \`netzart\` (\`id\`);`,
    );

    this.addSql(
      `alter table \`token\` add constraint \`token_user_id_foreign\` foreign key (\`user_id\`) references \`app_user\` (\`id\`) on delete cascade;`,
    );

    this.addSql(
      `alter table \`session\` add constraint \`session_user_id_foreign\` foreign key (\`user_id\`) references \`app_user\` (\`id\`) on delete cascade;`,
    );

    this.addSql(
      `alter table \`notiz\` add constraint \`notiz_user_id_foreign\` foreign key (\`user_id\`) references \`app_user\` (\`id\`) on delete cascade;`,
    );

    this.addSql(
      `alter table \`antrag\` add constraint \`antrag_owner_id_foreign\` foreign key (\`owner_id\`) references \`app_user\` (\`id\`);`,
    );

    this.addSql(
      `alter table \`rechnungsadresse\` add constraint \`rechnungsadresse_antrag_id_foreign\` foreign key (\`antrag_id\`) references \`antrag\` (\`id\`) on delete cascade;`,
    );

    this.addSql(
      `alter table \`person\` add constraint \`person_antrag_id_foreign\` foreign key (\`antrag_id\`) references \`antrag\` (\`id\`) on delete cascade;`,
    );

    this.addSql(
      `alter table \`map_position\` add constraint \`map_position_antrag_id_foreign\` foreign key (\`antrag_id\`) references \`antrag\` (\`id\`) on delete cascade;`,
    );

    this.addSql(
      `alter table \`map_feature\` add constraint \`map_feature_antrag_id_foreign\` foreign key (\`antrag_id\`) references \`antrag\` (\`id\`) on delete cascade;`,
    );

    this.addSql(
      `alter table \`auftrag\` add constraint \`auftrag_antrag_id_foreign\` foreign key (\`antrag_id\`) references \`antrag\` (\`id\`);`,
    );
    this.addSql(
      `alter table \`auftrag\` add constraint \`auftrag_bearbeiter_id_foreign\` foreign key (\`bearbeiter_id\`) references \`app_user\` (\`id\`) on delete set null;`,
    );

    this.addSql(
      `alter table \`rechnung\` add constraint \`rechnung_auftrag_id_foreign\` foreign key (\`auftrag_id\`) references \`auftrag\` (\`id\`);`,
    );
    this.addSql(
      `alter table \`rechnung\` add constraint \`rechnung_storniert_rechnung_id_foreign\` foreign key (\`storniert_rechnung_id\`) references \`rechnung\` (\`id\`) on delete set null;`,
    );

    this.addSql(
      `alter table \`rechnungs_position\` add constraint \`rechnungs_position_rechnung_id_foreign\` foreign key (\`rechnung_id\`) references \`rechnung\` (\`id\`) on delete cascade;`,
    );

    this.addSql(
      `alter table \`auftrag_position\` add constraint \`auftrag_position_auftrag_id_foreign\` foreign key (\`auftrag_id\`) references \`auftrag\` (\`id\`) on delete cascade;`,
    );
    this.addSql(
      `alter table \`auftrag_position\` add constraint \`auftrag_position_netzart_id_foreign\` foreign key (\`netzart_id\`) references \`netzart\` (\`id\`) on delete set null;`,
    );

    this.addSql(
      `alter table \`mahnung\` add constraint \`mahnung_rechnung_id_foreign\` foreign key (\`rechnung_id\`) references \`rechnung\` (\`id\`);`,
    );
    this.addSql(
      `alter table \`mahnung\` add constraint \`mahnung_auftrag_id_foreign\` foreign key (\`auftrag_id\`) references \`auftrag\` (\`id\`);`,
    );
    this.addSql(
      `alter table \`mahnung\` add constraint \`mahnung_sachbearbeiter_id_foreign\` foreign key (\`sachbearbeiter_id\`) references \`app_user\` (\`id\`) on delete set null;`,
    );

    this.addSql(
      `alter table \`antrag_gemeinde\` add constraint \`antrag_gemeinde_antrag_id_foreign\` foreign key (\`antrag_id\`) references \`antrag\` (\`id\`) on delete cascade;`,
    );
    this.addSql(
      `alter table \`antrag_gemeinde\` add constraint \`antrag_gemeinde_gemeinde_id_foreign\` foreign key (\`gemeinde_id\`) references \`gemeinde\` (\`id\`);`,
    );

    this.addSql(
      `alter table \`antrag_netzart\` add constraint \`antrag_netzart_antrag_id_foreign\` foreign key (\`antrag_id\`) references \`antrag\` (\`id\`) on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table \`antrag_netzart\` add constraint \`antrag_netzart_netzart_id_foreign\` foreign key (\`netzart_id\`) references \`netzart\` (\`id\`) on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table \`angebot\` add constraint \`angebot_antrag_id_foreign\` foreign key (\`antrag_id\`) references \`antrag\` (\`id\`) on delete cascade;`,
    );

    this.addSql(
      `alter table \`angebot_position\` add constraint \`angebot_position_angebot_id_foreign\` foreign key (\`angebot_id\`) references \`angebot\` (\`id\`) on delete cascade;`,
    );

    this.addSql(
      `alter table \`user_role\` add constraint \`user_role_user_id_foreign\` foreign key (\`user_id\`) references \`app_user\` (\`id\`) on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table \`user_role\` add constraint \`user_role_role_id_foreign\` foreign key (\`role_id\`) references \`role\` (\`id\`) on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table \`versorger\` add constraint \`versorger_auftrag_id_foreign\` foreign key (\`auftrag_id\`) references \`auftrag\` (\`id\`) on delete cascade;`,
    );
    this.addSql(
      `alter table \`versorger\` add constraint \`versorger_netzbetreiber_id_foreign\` foreign key (\`netzbetreiber_id\`) references \`netzbetreiber\` (\`id\`) on delete set null;`,
    );
    this.addSql(
      `alter table \`versorger\` add constraint \`versorger_position_id_foreign\` foreign key (\`position_id\`) references \`auftrag_position\` (\`id\`) on delete set null;`,
    );
    this.addSql(
      `alter table \`versorger\` add constraint \`versorger_sachbearbeiter_id_foreign\` foreign key (\`sachbearbeiter_id\`) references \`app_user\` (\`id\`) on delete set null;`,
    );

    this.addSql(
      `alter table \`mail_versand_job\` add constraint \`mail_versand_job_versorger_id_foreign\` foreign key (\`versorger_id\`) references \`versorger\` (\`id\`) on delete cascade;`,
    );
    this.addSql(
      `alter table \`mail_versand_job\` add constraint \`mail_versand_job_mailvorlage_id_foreign\` foreign key (\`mailvorlage_id\`) references \`mail_vorlage\` (\`id\`) on delete set null;`,
    );

    this.addSql(
      `alter table \`stored_file\` add constraint \`stored_file_antrag_id_foreign\` foreign key (\`antrag_id\`) references \`antrag\` (\`id\`) on delete set null;`,
    );
    this.addSql(
      `alter table \`stored_file\` add constraint \`stored_file_versorger_id_foreign\` foreign key (\`versorger_id\`) references \`versorger\` (\`id\`) on delete set null;`,
    );
    this.addSql(
      `alter table \`stored_file\` add constraint \`stored_file_mail_versand_job_id_foreign\` foreign key (\`mail_versand_job_id\`) references \`mail_versand_job\` (\`id\`) on delete set null;`,
    );
    this.addSql(
      `alter table \`stored_file\` add constraint \`stored_file_uploaded_by_id_foreign\` foreign key (\`uploaded_by_id\`) references \`app_user\` (\`id\`) on delete set null;`,
    );

    this.addSql(
      `alter table \`export\` add constraint \`export_stored_file_id_foreign\` foreign key (\`stored_file_id\`) references \`stored_file\` (\`id\`) on delete cascade;`,
    );
    this.addSql(
      `alter table \`export\` add constraint \`export_user_id_foreign\` foreign key (\`user_id\`) references \`app_user\` (\`id\`) on delete cascade;`,
    );

    this.addSql(
      `alter table \`historie\` add constraint \`historie_user_id_foreign\` foreign key (\`user_id\`) references \`app_user\` (\`id\`) on delete set null;`,
    );
    this.addSql(
      `alter table \`historie\` add constraint \`historie_antrag_id_foreign\` foreign key (\`antrag_id\`) references \`antrag\` (\`id\`) on delete cascade;`,
    );
    this.addSql(
      `alter table \`historie\` add constraint \`historie_auftrag_id_foreign\` foreign key (\`auftrag_id\`) references \`auftrag\` (\`id\`) on delete cascade;`,
    );
    this.addSql(
      `alter table \`historie\` add constraint \`historie_versorger_id_foreign\` foreign key (\`versorger_id\`) references \`versorger\` (\`id\`) on delete set null;`,
    );

    this.addSql(
      `alter table \`versorger_gemeinde\` add constraint \`versorger_gemeinde_versorger_id_foreign\` foreign key (\`versorger_id\`) references \`versorger\` (\`id\`) on delete cascade;`,
    );
    this.addSql(
      `alter table \`versorger_gemeinde\` add constraint \`versorger_gemeinde_gemeinde_id_foreign\` foreign key (\`gemeinde_id\`) references \`gemeinde\` (\`id\`);`,
    );

    this.addSql(
      `alter table \`versorger_historie\` add constraint \`versorger_historie_versorger_id_foreign\` foreign key (\`versorger_id\`) references \`versorger\` (\`id\`) on delete cascade;`,
    );
    this.addSql(
      `alter table \`versorger_historie\` add constraint \`versorger_historie_bearbeiter_id_foreign\` foreign key (\`bearbeiter_id\`) references \`app_user\` (\`id\`) on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table \`netzbetreiber_coverage\` drop foreign key \`netzbetreiber_coverage_gemeinde_id_foreign\`;`,
    );
    this.addSql(`alter table \`antrag_gemeinde\` drop foreign key \`antrag_gemeinde_gemeinde_id_foreign\`;`);
    this.addSql(`alter table \`versorger_gemeinde\` drop foreign key \`versorger_gemeinde_gemeinde_id_foreign\`;`);
    this.addSql(`alter table \`mail_vorlage\` drop foreign key \`mail_vorlage_netzart_id_foreign\`;`);
    this.addSql(
      `alter table \`netzbetreiber_coverage\` drop foreign key \`netzbetreiber_coverage_netzart_id_foreign\`;`,
    );
    this.addSql(`alter table \`auftrag_position\` drop foreign key \`auftrag_position_netzart_id_foreign\`;`);
    this.addSql(`alter table \`antrag_netzart\` drop foreign key \`antrag_netzart_netzart_id_foreign\`;`);
    this.addSql(`alter table \`mail_versand_job\` drop foreign key \`mail_versand_job_mailvorlage_id_foreign\`;`);
    this.addSql(
      `alter table \`netzbetreiber_coverage\` drop foreign key \`netzbetreiber_coverage_netzbetreiber_id_foreign\`;`,
    );
    this.addSql(`alter table \`versorger\` drop foreign key \`versorger_netzbetreiber_id_foreign\`;`);
    this.addSql(`alter table \`user_role\` drop foreign key \`user_role_role_id_foreign\`;`);
    this.addSql(`alter table \`token\` drop foreign key \`token_user_id_foreign\`;`);
    this.addSql(`alter table \`session\` drop foreign key \`session_user_id_foreign\`;`);
    this.addSql(`alter table \`notiz\` drop foreign key \`notiz_user_id_foreign\`;`);
    this.addSql(`alter table \`antrag\` drop foreign key \`antrag_owner_id_foreign\`;`);
    this.addSql(`alter table \`auftrag\` drop foreign key \`auftrag_bearbeiter_id_foreign\`;`);
    this.addSql(`alter table \`mahnung\` drop foreign key \`mahnung_sachbearbeiter_id_foreign\`;`);
    this.addSql(`alter table \`user_role\` drop foreign key \`user_role_user_id_foreign\`;`);
    this.addSql(`alter table \`versorger\` drop foreign key \`versorger_sachbearbeiter_id_foreign\`;`);
    this.addSql(`alter table \`stored_file\` drop foreign key \`stored_file_uploaded_by_id_foreign\`;`);
    this.addSql(`alter table \`export\` drop foreign key \`export_user_id_foreign\`;`);
    this.addSql(`alter table \`historie\` drop foreign key \`historie_user_id_foreign\`;`);
    this.addSql(`alter table \`versorger_historie\` drop foreign key \`versorger_historie_bearbeiter_id_foreign\`;`);
    this.addSql(`alter table \`rechnungsadresse\` drop foreign key \`rechnungsadresse_antrag_id_foreign\`;`);
    this.addSql(`alter table \`person\` drop foreign key \`person_antrag_id_foreign\`;`);
    this.addSql(`alter table \`map_position\` drop foreign key \`map_position_antrag_id_foreign\`;`);
    this.addSql(`alter table \`map_feature\` drop foreign key \`map_feature_antrag_id_foreign\`;`);
    this.addSql(`alter table \`auftrag\` drop foreign key \`auftrag_antrag_id_foreign\`;`);
    this.addSql(`alter table \`antrag_gemeinde\` drop foreign key \`antrag_gemeinde_antrag_id_foreign\`;`);
    this.addSql(`alter table \`antrag_netzart\` drop foreign key \`antrag_netzart_antrag_id_foreign\`;`);
    this.addSql(`alter table \`angebot\` drop foreign key \`angebot_antrag_id_foreign\`;`);
    this.addSql(`alter table \`stored_file\` drop foreign key \`stored_file_antrag_id_foreign\`;`);
    this.addSql(`alter table \`historie\` drop foreign key \`historie_antrag_id_foreign\`;`);
    this.addSql(`alter table \`rechnung\` drop foreign key \`rechnung_auftrag_id_foreign\`;`);
    this.addSql(`alter table \`auftrag_position\` drop foreign key \`auftrag_position_auftrag_id_foreign\`;`);
    this.addSql(`alter table \`mahnung\` drop foreign key \`mahnung_auftrag_id_foreign\`;`);
    this.addSql(`alter table \`versorger\` drop foreign key \`versorger_auftrag_id_foreign\`;`);
    this.addSql(`alter table \`historie\` drop foreign key \`historie_auftrag_id_foreign\`;`);
    this.addSql(`alter table \`rechnung\` drop foreign key \`rechnung_storniert_rechnung_id_foreign\`;`);
    this.addSql(`alter table \`rechnungs_position\` drop foreign key \`rechnungs_position_rechnung_id_foreign\`;`);
    this.addSql(`alter table \`mahnung\` drop foreign key \`mahnung_rechnung_id_foreign\`;`);
    this.addSql(`alter table \`versorger\` drop foreign key \`versorger_position_id_foreign\`;`);
    this.addSql(`alter table \`angebot_position\` drop foreign key \`angebot_position_angebot_id_foreign\`;`);
    this.addSql(`alter table \`mail_versand_job\` drop foreign key \`mail_versand_job_versorger_id_foreign\`;`);
    this.addSql(`alter table \`stored_file\` drop foreign key \`stored_file_versorger_id_foreign\`;`);
    this.addSql(`alter table \`historie\` drop foreign key \`historie_versorger_id_foreign\`;`);
    this.addSql(`alter table \`versorger_gemeinde\` drop foreign key \`versorger_gemeinde_versorger_id_foreign\`;`);
    this.addSql(`alter table \`versorger_historie\` drop foreign key \`versorger_historie_versorger_id_foreign\`;`);
    this.addSql(`alter table \`stored_file\` drop foreign key \`stored_file_mail_versand_job_id_foreign\`;`);
    this.addSql(`alter table \`export\` drop foreign key \`export_stored_file_id_foreign\`;`);

    this.addSql(`drop table if exists \`captcha\`;`);
    this.addSql(`drop table if exists \`gemeinde\`;`);
    this.addSql(`drop table if exists \`netzart\`;`);
    this.addSql(`drop table if exists \`mail_vorlage\`;`);
    this.addSql(`drop table if exists \`netzbetreiber\`;`);
    this.addSql(`drop table if exists \`netzbetreiber_coverage\`;`);
    this.addSql(`drop table if exists \`outbox\`;`);
    this.addSql(`drop table if exists \`preisliste_eintrag\`;`);
    this.addSql(`drop table if exists \`role\`;`);
    this.addSql(`drop table if exists \`number_sequence\`;`);
    this.addSql(`drop table if exists \`app_user\`;`);
    this.addSql(`drop table if exists \`token\`;`);
    this.addSql(`drop table if exists \`session\`;`);
    this.addSql(`drop table if exists \`notiz\`;`);
    this.addSql(`drop table if exists \`antrag\`;`);
    this.addSql(`drop table if exists \`rechnungsadresse\`;`);
    this.addSql(`drop table if exists \`person\`;`);
    this.addSql(`drop table if exists \`map_position\`;`);
    this.addSql(`drop table if exists \`map_feature\`;`);
    this.addSql(`drop table if exists \`auftrag\`;`);
    this.addSql(`drop table if exists \`rechnung\`;`);
    this.addSql(`drop table if exists \`rechnungs_position\`;`);
    this.addSql(`drop table if exists \`auftrag_position\`;`);
    this.addSql(`drop table if exists \`mahnung\`;`);
    this.addSql(`drop table if exists \`antrag_gemeinde\`;`);
    this.addSql(`drop table if exists \`antrag_netzart\`;`);
    this.addSql(`drop table if exists \`angebot\`;`);
    this.addSql(`drop table if exists \`angebot_position\`;`);
    this.addSql(`drop table if exists \`user_role\`;`);
    this.addSql(`drop table if exists \`versorger\`;`);
    this.addSql(`drop table if exists \`mail_versand_job\`;`);
    this.addSql(`drop table if exists \`stored_file\`;`);
    this.addSql(`drop table if exists \`export\`;`);
    this.addSql(`drop table if exists \`historie\`;`);
    this.addSql(`drop table if exists \`versorger_gemeinde\`;`);
    this.addSql(`drop table if exists \`versorger_historie\`;`);
  }
}
