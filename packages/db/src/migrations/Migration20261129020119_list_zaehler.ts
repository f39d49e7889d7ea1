import { Migration } from '@mikro-orm/migrations';

/**
 * The lists' kept totals (entities/list-zaehler.ts): the table, the triggers that add a row for every change, and the
 * totals of the rows already there, counted once the triggers keep every later change.
 */
export class Migration20261129020119_list_zaehler extends Migration {
  override name = 'Migration20261129020119_list_zaehler';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`list_zaehler\` (\`id\` int unsigned not null auto_increment primary key, \`liste\` varchar(40) not null, \`gruppe\` int null, \`anzahl\` bigint not null, \`summe_cent\` bigint not null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(
      `alter table \`list_zaehler\` add index \`list_zaehler_liste_gruppe_anzahl_summe_cent_index\` (\`liste\`, \`gruppe\`, \`anzahl\`, \`summe_cent\`);`,
    );

    this.addSql(
      `create trigger \`rechnung_zaehler_ai\` AFTER INSERT on \`rechnung\` for each ROW begin insert into list_zaehler (liste, gruppe, anzahl, summe_cent) values ('rechnungen', null, 1, coalesce(new.netto_cent, 0)); insert into list_zaehler (liste, gruppe, anzahl, summe_cent) select 'rechnungen_offen', null, 1, coalesce(new.netto_cent, 0) where new.abgeschlossen = 0; end;`,
    );
    this.addSql(
      `create trigger \`rechnung_zaehler_ad\` AFTER DELETE on \`rechnung\` for each ROW begin insert into list_zaehler (liste, gruppe, anzahl, summe_cent) values ('rechnungen', null, -1, -coalesce(old.netto_cent, 0)); insert into list_zaehler (liste, gruppe, anzahl, summe_cent) select 'rechnungen_offen', null, -1, -coalesce(old.netto_cent, 0) where old.abgeschlossen = 0; end;`,
    );
    this.addSql(
      `create trigger \`rechnung_zaehler_au\` AFTER UPDATE on \`rechnung\` for each ROW begin insert into list_zaehler (liste, gruppe, anzahl, summe_cent) select 'rechnungen', null, 0, coalesce(new.netto_cent, 0) - coalesce(old.netto_cent, 0) where coalesce(old.netto_cent, 0) <> coalesce(new.netto_cent, 0); insert into list_zaehler (liste, gruppe, anzahl, summe_cent) select 'rechnungen_offen', null, -1, -coalesce(old.netto_cent, 0) where (old.abgeschlossen = 0) and not ((old.abgeschlossen = 0) and (new.abgeschlossen = 0) and coalesce(old.netto_cent, 0) = coalesce(new.netto_cent, 0)); insert into list_zaehler (liste, gruppe, anzahl, summe_cent) select 'rechnungen_offen', null, 1, coalesce(new.netto_cent, 0) where (new.abgeschlossen = 0) and not ((old.abgeschlossen = 0) and (new.abgeschlossen = 0) and coalesce(old.netto_cent, 0) = coalesce(new.netto_cent, 0)); end;`,
    );

    this.addSql(
      `create trigger \`mahnung_zaehler_ai\` AFTER INSERT on \`mahnung\` for each ROW begin insert into list_zaehler (liste, gruppe, anzahl, summe_cent) values ('mahnungen', null, 1, coalesce(new.netto_cent, 0)); insert into list_zaehler (liste, gruppe, anzahl, summe_cent) values ('mahnungen_stufe', new.mahnung_status, 1, coalesce(new.netto_cent, 0)); end;`,
    );
    this.addSql(
      `create trigger \`mahnung_zaehler_ad\` AFTER DELETE on \`mahnung\` for each ROW begin insert into list_zaehler (liste, gruppe, anzahl, summe_cent) values ('mahnungen', null, -1, -coalesce(old.netto_cent, 0)); insert into list_zaehler (liste, gruppe, anzahl, summe_cent) values ('mahnungen_stufe', old.mahnung_status, -1, -coalesce(old.netto_cent, 0)); end;`,
    );
    this.addSql(
      `create trigger \`mahnung_zaehler_au\` AFTER UPDATE on \`mahnung\` for each ROW begin insert into list_zaehler (liste, gruppe, anzahl, summe_cent) select 'mahnungen', null, 0, coalesce(new.netto_cent, 0) - coalesce(old.netto_cent, 0) where coalesce(old.netto_cent, 0) <> coalesce(new.netto_cent, 0); insert into list_zaehler (liste, gruppe, anzahl, summe_cent) select 'mahnungen_stufe', old.mahnung_status, -1, -coalesce(old.netto_cent, 0) where not (coalesce(old.netto_cent, 0) = coalesce(new.netto_cent, 0) and old.mahnung_status = new.mahnung_status); insert into list_zaehler (liste, gruppe, anzahl, summe_cent) select 'mahnungen_stufe', new.mahnung_status, 1, coalesce(new.netto_cent, 0) where not (coalesce(old.netto_cent, 0) = coalesce(new.netto_cent, 0) and old.mahnung_status = new.mahnung_status); end;`,
    );

    this.addSql(
      `create trigger \`mail_versand_job_zaehler_ai\` AFTER INSERT on \`mail_versand_job\` for each ROW begin insert into list_zaehler (liste, gruppe, anzahl, summe_cent) values ('mailversand', null, 1, 0); end;`,
    );
    this.addSql(
      `create trigger \`mail_versand_job_zaehler_ad\` AFTER DELETE on \`mail_versand_job\` for each ROW begin insert into list_zaehler (liste, gruppe, anzahl, summe_cent) values ('mailversand', null, -1, 0); end;`,
    );

    this.addSql(
      `insert into \`list_zaehler\` (\`liste\`, \`gruppe\`, \`anzahl\`, \`summe_cent\`) select 'mailversand', null, count(*), 0 from \`mail_versand_job\`;`,
    );
    this.addSql(
      `insert into \`list_zaehler\` (\`liste\`, \`gruppe\`, \`anzahl\`, \`summe_cent\`) select 'rechnungen', null, count(*), coalesce(sum(\`netto_cent\`), 0) from \`rechnung\`;`,
    );
    this.addSql(
      `insert into \`list_zaehler\` (\`liste\`, \`gruppe\`, \`anzahl\`, \`summe_cent\`) select 'rechnungen_offen', null, count(*), coalesce(sum(\`netto_cent\`), 0) from \`rechnung\` where \`abgeschlossen\` = 0;`,
    );
    this.addSql(
      `insert into \`list_zaehler\` (\`liste\`, \`gruppe\`, \`anzahl\`, \`summe_cent\`) select 'mahnungen', null, count(*), coalesce(sum(\`netto_cent\`), 0) from \`mahnung\`;`,
    );
    this.addSql(
      `insert into \`list_zaehler\` (\`liste\`, \`gruppe\`, \`anzahl\`, \`summe_cent\`) select 'mahnungen_stufe', \`mahnung_status\`, count(*), coalesce(sum(\`netto_cent\`), 0) from \`mahnung\` group by \`mahnung_status\`;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`list_zaehler\`;`);

    this.addSql(`drop trigger if exists \`mahnung_zaehler_ai\`;`);
    this.addSql(`drop trigger if exists \`mahnung_zaehler_ad\`;`);
    this.addSql(`drop trigger if exists \`mahnung_zaehler_au\`;`);

    this.addSql(`drop trigger if exists \`mail_versand_job_zaehler_ai\`;`);
    this.addSql(`drop trigger if exists \`mail_versand_job_zaehler_ad\`;`);

    this.addSql(`drop trigger if exists \`rechnung_zaehler_ai\`;`);
    this.addSql(`drop trigger if exists \`rechnung_zaehler_ad\`;`);
    this.addSql(`drop trigger if exists \`rechnung_zaehler_au\`;`);
  }
}
