import { Migration } from '@mikro-orm/migrations';

export class Migration20261124113825 extends Migration {
  override name = 'Migration20261124113825';

  override up(): void | Promise<void> {
    this.addSql(`alter table \`auftrag\` add \`vorkasse_bezahlt_am\` datetime(3) null;`);
    this.addSql(`alter table \`auftrag\` add index \`auftrag_vorkasse_bezahlt_am_index\` (\`vorkasse_bezahlt_am\`);`);

    this.addSql(`alter table \`rechnung\` add \`auto_versand\` tinyint(1) not null default false;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`auftrag\` drop index \`auftrag_vorkasse_bezahlt_am_index\`;`);
    this.addSql(`alter table \`auftrag\` drop column \`vorkasse_bezahlt_am\`;`);

    this.addSql(`alter table \`rechnung\` drop column \`auto_versand\`;`);
  }
}
