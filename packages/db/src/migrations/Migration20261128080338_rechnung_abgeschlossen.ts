import { Migration } from '@mikro-orm/migrations';

/**
 * rechnung.abgeschlossen: an invoice's completion (RECHNUNG_ABGESCHLOSSEN_SQL) kept on the row, computed here once for
 * every invoice; /rechnungen counts and sums the open ones from (abgeschlossen, netto_cent), which replaces the index
 * over the rule's columns, and reads their pages from (abgeschlossen, auftrags_datum, id).
 */
export class Migration20261128080338_rechnung_abgeschlossen extends Migration {
  override name = 'Migration20261128080338_rechnung_abgeschlossen';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table \`rechnung\` drop index \`rechnung_bezahlt_am_storniert_storniert_rechnung_id_ff3aa_index\`;`,
    );
    this.addSql(`alter table \`rechnung\` add \`abgeschlossen\` tinyint(1) not null default false;`);
    // the rule of RECHNUNG_ABGESCHLOSSEN_SQL as it stands today (a migration keeps its own copy); the orders with a paid
    // invoice as a derived table with DISTINCT, which MySQL materialises (a subquery on the updated table is its error 1093)
    this.addSql('update rechnung set abgeschlossen = 1 where bezahlt_am is not null');
    this.addSql(
      'update rechnung re join (select distinct bz.auftrag_id from rechnung bz where bz.bezahlt_am is not null) paid on paid.auftrag_id = re.auftrag_id set re.abgeschlossen = 1 where re.storniert <> 0 or re.storniert_rechnung_id is not null',
    );
    this.addSql(
      `alter table \`rechnung\` add index \`rechnung_abgeschlossen_netto_cent_index\` (\`abgeschlossen\`, \`netto_cent\`);`,
    );
    this.addSql(
      `alter table \`rechnung\` add index \`rechnung_abgeschlossen_auftrags_datum_id_index\` (\`abgeschlossen\`, \`auftrags_datum\`, \`id\`);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`rechnung\` drop index \`rechnung_abgeschlossen_auftrags_datum_id_index\`;`);
    this.addSql(`alter table \`rechnung\` drop index \`rechnung_abgeschlossen_netto_cent_index\`;`);
    this.addSql(`alter table \`rechnung\` drop column \`abgeschlossen\`;`);
    this.addSql(
      `alter table \`rechnung\` add index \`rechnung_bezahlt_am_storniert_storniert_rechnung_id_ff3aa_index\` (\`bezahlt_am\`, \`storniert\`, \`storniert_rechnung_id\`, \`auftrag_id\`, \`netto_cent\`);`,
    );
  }
}
