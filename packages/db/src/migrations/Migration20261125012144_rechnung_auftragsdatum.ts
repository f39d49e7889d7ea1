import { Migration } from '@mikro-orm/migrations';

/** The order's date on each invoice: /rechnungen sorts by it from the invoice's own index. */
export class Migration20261125012144_rechnung_auftragsdatum extends Migration {
  override name = 'Migration20261125012144_rechnung_auftragsdatum';

  override up(): void | Promise<void> {
    this.addSql(`alter table \`rechnung\` add \`auftrags_datum\` datetime(3) null;`);
    // the existing invoices get their order's date before the index is built
    this.addSql(
      `update \`rechnung\` re join \`auftrag\` au on au.\`id\` = re.\`auftrag_id\` set re.\`auftrags_datum\` = au.\`auftrags_datum\`;`,
    );
    this.addSql(
      `alter table \`rechnung\` add index \`rechnung_auftrags_datum_id_index\` (\`auftrags_datum\`, \`id\`);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`rechnung\` drop index \`rechnung_auftrags_datum_id_index\`;`);
    this.addSql(`alter table \`rechnung\` drop column \`auftrags_datum\`;`);
  }
}
