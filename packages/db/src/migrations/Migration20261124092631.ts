import { Migration } from '@mikro-orm/migrations';

export class Migration20261124092631 extends Migration {
  override name = 'Migration20261124092631';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table \`rechnung\` add \`kaeufer\` json null, add \`leistung_von\` date null, add \`leistung_bis\` date null, add \`zahlungsziel_tage\` int not null default 14, add \`versandt_von_id\` varchar(36) null, add \`bezahlt_am\` datetime(3) null;`,
    );
    this.addSql(
      `alter table \`rechnung\` add constraint \`rechnung_versandt_von_id_foreign\` foreign key (\`versandt_von_id\`) references \`app_user\` (\`id\`) on delete set null;`,
    );
    this.addSql(`alter table \`rechnung\` add index \`rechnung_versandt_von_id_index\` (\`versandt_von_id\`);`);
    this.addSql(`alter table \`rechnung\` add index \`rechnung_bezahlt_am_index\` (\`bezahlt_am\`);`);
    // invoices of requests already marked paid (status 7) count as paid from their dispatch
    this.addSql(
      `update \`rechnung\` r join \`auftrag\` au on au.\`id\` = r.\`auftrag_id\` join \`antrag\` an on an.\`id\` = au.\`antrag_id\` set r.\`bezahlt_am\` = r.\`rechnung_versandt\` where an.\`antrag_status\` = 7 and r.\`rechnung_versandt\` is not null and r.\`storniert\` = 0;`,
    );

    this.addSql(`alter table \`stored_file\` add \`rechnung_id\` varchar(36) null;`);
    this.addSql(
      `alter table \`stored_file\` add constraint \`stored_file_rechnung_id_foreign\` foreign key (\`rechnung_id\`) references \`rechnung\` (\`id\`) on delete set null;`,
    );
    this.addSql(`alter table \`stored_file\` add index \`stored_file_rechnung_id_index\` (\`rechnung_id\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`rechnung\` drop foreign key \`rechnung_versandt_von_id_foreign\`;`);

    this.addSql(`alter table \`stored_file\` drop foreign key \`stored_file_rechnung_id_foreign\`;`);

    this.addSql(`alter table \`rechnung\` drop index \`rechnung_versandt_von_id_index\`;`);
    this.addSql(`alter table \`rechnung\` drop index \`rechnung_bezahlt_am_index\`;`);
    this.addSql(
      `alter table \`rechnung\` drop column \`kaeufer\`, drop column \`leistung_von\`, drop column \`leistung_bis\`, drop column \`zahlungsziel_tage\`, drop column \`versandt_von_id\`, drop column \`bezahlt_am\`;`,
    );

    this.addSql(`alter table \`stored_file\` drop index \`stored_file_rechnung_id_index\`;`);
    this.addSql(`alter table \`stored_file\` drop column \`rechnung_id\`;`);
  }
}
