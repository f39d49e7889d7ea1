import { Migration } from '@mikro-orm/migrations';

/** The invoice's net sum and dispatch on each dunning notice: /mahnungen sums and sorts without joining invoices. */
export class Migration20261125015233_mahnung_kopien extends Migration {
  override name = 'Migration20261125015233_mahnung_kopien';

  override up(): void | Promise<void> {
    this.addSql(`alter table \`mahnung\` add \`netto_cent\` int null, add \`rechnung_versandt\` datetime(3) null;`);
    // the existing notices get their invoice's values before the indexes are built
    this.addSql(
      `update \`mahnung\` m join \`rechnung\` re on re.\`id\` = m.\`rechnung_id\` set m.\`netto_cent\` = re.\`netto_cent\`, m.\`rechnung_versandt\` = re.\`rechnung_versandt\`;`,
    );
    this.addSql(
      `alter table \`mahnung\` add index \`mahnung_mahnung_status_netto_cent_index\` (\`mahnung_status\`, \`netto_cent\`);`,
    );
    this.addSql(
      `alter table \`mahnung\` add index \`mahnung_mahnung_status_rechnung_versandt_id_index\` (\`mahnung_status\`, \`rechnung_versandt\`, \`id\`);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`mahnung\` drop index \`mahnung_mahnung_status_netto_cent_index\`;`);
    this.addSql(`alter table \`mahnung\` drop index \`mahnung_mahnung_status_rechnung_versandt_id_index\`;`);
    this.addSql(`alter table \`mahnung\` drop column \`netto_cent\`, drop column \`rechnung_versandt\`;`);
  }
}
