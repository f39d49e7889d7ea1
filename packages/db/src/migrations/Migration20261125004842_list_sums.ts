import { Migration } from '@mikro-orm/migrations';

/**
 * Lists at a provider's scale: offers' and invoices' net sums kept by triggers (netto_cent), the supplier name on the
 * mail job (kept by a trigger on versorger), and the indexes /rechnungen and /mailversand walk.
 */
export class Migration20261125004842_list_sums extends Migration {
  override name = 'Migration20261125004842_list_sums';

  override up(): void | Promise<void> {
    this.addSql(`alter table \`rechnung\` drop index \`rechnung_bezahlt_am_index\`;`);
    this.addSql(`alter table \`rechnung\` add \`netto_cent\` int not null default 0;`);
    this.addSql(`alter table \`angebot\` add \`netto_cent\` int not null default 0;`);
    this.addSql(`alter table \`mail_versand_job\` add \`versorger_name\` varchar(200) not null default '';`);

    this.addSql(
      `create trigger \`rechnungs_position_netto_ai\` AFTER INSERT on \`rechnungs_position\` for each ROW begin update rechnung set netto_cent = netto_cent + new.gesamtpreis_cent where id = new.rechnung_id; end;`,
    );
    this.addSql(
      `create trigger \`rechnungs_position_netto_ad\` AFTER DELETE on \`rechnungs_position\` for each ROW begin update rechnung set netto_cent = netto_cent - old.gesamtpreis_cent where id = old.rechnung_id; end;`,
    );
    this.addSql(
      `create trigger \`rechnungs_position_netto_au\` AFTER UPDATE on \`rechnungs_position\` for each ROW begin update rechnung set netto_cent = netto_cent - old.gesamtpreis_cent where id = old.rechnung_id; update rechnung set netto_cent = netto_cent + new.gesamtpreis_cent where id = new.rechnung_id; end;`,
    );
    this.addSql(
      `create trigger \`angebot_position_netto_ai\` AFTER INSERT on \`angebot_position\` for each ROW begin update angebot set netto_cent = netto_cent + new.gesamtpreis_cent where id = new.angebot_id; end;`,
    );
    this.addSql(
      `create trigger \`angebot_position_netto_ad\` AFTER DELETE on \`angebot_position\` for each ROW begin update angebot set netto_cent = netto_cent - old.gesamtpreis_cent where id = old.angebot_id; end;`,
    );
    this.addSql(
      `create trigger \`angebot_position_netto_au\` AFTER UPDATE on \`angebot_position\` for each ROW begin update angebot set netto_cent = netto_cent - old.gesamtpreis_cent where id = old.angebot_id; update angebot set netto_cent = netto_cent + new.gesamtpreis_cent where id = new.angebot_id; end;`,
    );
    this.addSql(
      `create trigger \`versorger_name_job_au\` AFTER UPDATE on \`versorger\` for each ROW begin update mail_versand_job set versorger_name = new.versorger_name where versorger_id = new.id and versorger_name <> new.versorger_name; end;`,
    );

    // the values the triggers keep from here on, once for the existing rows (before their indexes are built)
    this.addSql(
      `update \`mail_versand_job\` j join \`versorger\` v on v.\`id\` = j.\`versorger_id\` set j.\`versorger_name\` = v.\`versorger_name\`;`,
    );
    for (const [parent, positions, fk] of [
      ['rechnung', 'rechnungs_position', 'rechnung_id'],
      ['angebot', 'angebot_position', 'angebot_id'],
    ]) {
      this.addSql(
        `update \`${parent}\` t join (select \`${fk}\` as pid, sum(\`gesamtpreis_cent\`) as s from \`${positions}\` group by \`${fk}\`) x on x.pid = t.\`id\` set t.\`netto_cent\` = x.s;`,
      );
    }

    this.addSql(
      `alter table \`rechnung\` add index \`rechnung_bezahlt_am_storniert_storniert_rechnung_id_ff3aa_index\` (\`bezahlt_am\`, \`storniert\`, \`storniert_rechnung_id\`, \`auftrag_id\`, \`netto_cent\`);`,
    );
    this.addSql(
      `alter table \`rechnung\` add index \`rechnung_auftrag_id_bezahlt_am_index\` (\`auftrag_id\`, \`bezahlt_am\`);`,
    );
    this.addSql(
      `alter table \`mail_versand_job\` add index \`mail_versand_job_versorger_name_id_index\` (\`versorger_name\`, \`id\`);`,
    );
    this.addSql(
      `alter table \`mail_versand_job\` add index \`mail_versand_job_versendet_angefragt_date_id_index\` (\`versendet\`, \`angefragt_date\`, \`id\`);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`angebot\` drop column \`netto_cent\`;`);

    this.addSql(`drop trigger if exists \`angebot_position_netto_ai\`;`);
    this.addSql(`drop trigger if exists \`angebot_position_netto_ad\`;`);
    this.addSql(`drop trigger if exists \`angebot_position_netto_au\`;`);

    this.addSql(`alter table \`mail_versand_job\` drop index \`mail_versand_job_versorger_name_id_index\`;`);
    this.addSql(`alter table \`mail_versand_job\` drop index \`mail_versand_job_versendet_angefragt_date_id_index\`;`);
    this.addSql(`alter table \`mail_versand_job\` drop column \`versorger_name\`;`);

    this.addSql(
      `alter table \`rechnung\` drop index \`rechnung_bezahlt_am_storniert_storniert_rechnung_id_ff3aa_index\`;`,
    );
    this.addSql(`alter table \`rechnung\` drop index \`rechnung_auftrag_id_bezahlt_am_index\`;`);
    this.addSql(`alter table \`rechnung\` drop column \`netto_cent\`;`);
    this.addSql(`alter table \`rechnung\` add index \`rechnung_bezahlt_am_index\` (\`bezahlt_am\`);`);

    this.addSql(`drop trigger if exists \`rechnungs_position_netto_ai\`;`);
    this.addSql(`drop trigger if exists \`rechnungs_position_netto_ad\`;`);
    this.addSql(`drop trigger if exists \`rechnungs_position_netto_au\`;`);

    this.addSql(`drop trigger if exists \`versorger_name_job_au\`;`);
  }
}
