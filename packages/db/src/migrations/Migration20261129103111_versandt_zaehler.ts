import { Migration } from '@mikro-orm/migrations';

/**
 * 'Versandte Rechnungen' kept in list_zaehler (entities/list-zaehler.ts, versandtZaehlerTriggers): the triggers on the
 * invoice and its request, then the invoices they count already there.
 */
export class Migration20261129103111_versandt_zaehler extends Migration {
  override name = 'Migration20261129103111_versandt_zaehler';

  override up(): void | Promise<void> {
    this.addSql(
      `create trigger \`antrag_versandt_au\` AFTER UPDATE on \`antrag\` for each ROW begin declare n bigint; declare s bigint; if (old.antrag_status = 6) <> (new.antrag_status = 6) then select count(*), coalesce(sum(re.netto_cent), 0) into n, s from rechnung re join auftrag au on au.id = re.auftrag_id where au.antrag_id = new.id and re.rechnungs_nummer is not null and re.vorkasse = 0 and re.bezahlt_am is null and re.storniert = 0 and re.storniert_rechnung_id is null; if n > 0 and new.antrag_status = 6 then insert into list_zaehler (liste, gruppe, anzahl, summe_cent) values ('rechnungen_versandt', null, n, s); elseif n > 0 then insert into list_zaehler (liste, gruppe, anzahl, summe_cent) values ('rechnungen_versandt', null, -n, -s); end if; end if; end;`,
    );

    this.addSql(
      `create trigger \`rechnung_versandt_ai\` AFTER INSERT on \`rechnung\` for each ROW begin declare st int; if (new.rechnungs_nummer is not null and new.vorkasse = 0 and new.bezahlt_am is null and new.storniert = 0 and new.storniert_rechnung_id is null) then select max(an.antrag_status) into st from auftrag au join antrag an on an.id = au.antrag_id where au.id = new.auftrag_id; if st = 6 then insert into list_zaehler (liste, gruppe, anzahl, summe_cent) values ('rechnungen_versandt', null, 1, new.netto_cent); end if; end if; end;`,
    );
    this.addSql(
      `create trigger \`rechnung_versandt_ad\` AFTER DELETE on \`rechnung\` for each ROW begin declare st int; if (old.rechnungs_nummer is not null and old.vorkasse = 0 and old.bezahlt_am is null and old.storniert = 0 and old.storniert_rechnung_id is null) then select max(an.antrag_status) into st from auftrag au join antrag an on an.id = au.antrag_id where au.id = old.auftrag_id; if st = 6 then insert into list_zaehler (liste, gruppe, anzahl, summe_cent) values ('rechnungen_versandt', null, -1, -old.netto_cent); end if; end if; end;`,
    );
    this.addSql(
      `create trigger \`rechnung_versandt_au\` AFTER UPDATE on \`rechnung\` for each ROW begin declare st_old int; declare st_new int; if ((old.rechnungs_nummer is not null and old.vorkasse = 0 and old.bezahlt_am is null and old.storniert = 0 and old.storniert_rechnung_id is null) or (new.rechnungs_nummer is not null and new.vorkasse = 0 and new.bezahlt_am is null and new.storniert = 0 and new.storniert_rechnung_id is null)) and not ((old.rechnungs_nummer is not null and old.vorkasse = 0 and old.bezahlt_am is null and old.storniert = 0 and old.storniert_rechnung_id is null) and (new.rechnungs_nummer is not null and new.vorkasse = 0 and new.bezahlt_am is null and new.storniert = 0 and new.storniert_rechnung_id is null) and old.netto_cent = new.netto_cent and old.auftrag_id = new.auftrag_id) then select max(an.antrag_status) into st_new from auftrag au join antrag an on an.id = au.antrag_id where au.id = new.auftrag_id; if old.auftrag_id = new.auftrag_id then set st_old = st_new; else select max(an.antrag_status) into st_old from auftrag au join antrag an on an.id = au.antrag_id where au.id = old.auftrag_id; end if; if (old.rechnungs_nummer is not null and old.vorkasse = 0 and old.bezahlt_am is null and old.storniert = 0 and old.storniert_rechnung_id is null) and st_old = 6 then insert into list_zaehler (liste, gruppe, anzahl, summe_cent) values ('rechnungen_versandt', null, -1, -old.netto_cent); end if; if (new.rechnungs_nummer is not null and new.vorkasse = 0 and new.bezahlt_am is null and new.storniert = 0 and new.storniert_rechnung_id is null) and st_new = 6 then insert into list_zaehler (liste, gruppe, anzahl, summe_cent) values ('rechnungen_versandt', null, 1, new.netto_cent); end if; end if; end;`,
    );

    this.addSql(
      `insert into \`list_zaehler\` (\`liste\`, \`gruppe\`, \`anzahl\`, \`summe_cent\`) select 'rechnungen_versandt', null, count(*), coalesce(sum(re.\`netto_cent\`), 0) from \`rechnung\` re join \`auftrag\` au on au.\`id\` = re.\`auftrag_id\` join \`antrag\` an on an.\`id\` = au.\`antrag_id\` where an.\`antrag_status\` = 6 and re.\`rechnungs_nummer\` is not null and re.\`vorkasse\` = 0 and re.\`bezahlt_am\` is null and re.\`storniert\` = 0 and re.\`storniert_rechnung_id\` is null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from \`list_zaehler\` where \`liste\` = 'rechnungen_versandt';`);
    this.addSql(`drop trigger if exists \`antrag_versandt_au\`;`);

    this.addSql(`drop trigger if exists \`rechnung_versandt_ai\`;`);
    this.addSql(`drop trigger if exists \`rechnung_versandt_ad\`;`);
    this.addSql(`drop trigger if exists \`rechnung_versandt_au\`;`);
  }
}
