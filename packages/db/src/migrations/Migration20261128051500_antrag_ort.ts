import { Migration } from '@mikro-orm/migrations';

/** The request's place: list filters on it are matched against its distinct values, read by a loose scan of this index. */
export class Migration20261128051500_antrag_ort extends Migration {
  override name = 'Migration20261128051500_antrag_ort';

  override up(): void | Promise<void> {
    this.addSql(`alter table \`antrag\` add index \`antrag_ort_index\` (\`ort\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`antrag\` drop index \`antrag_ort_index\`;`);
  }
}
