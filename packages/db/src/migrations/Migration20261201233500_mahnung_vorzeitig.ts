import { Migration } from '@mikro-orm/migrations';

/** Why a case worker dunned before the invoice fell due (issue 42): kept with the notice, named in its history line. */
export class Migration20261201233500_mahnung_vorzeitig extends Migration {
  override name = 'Migration20261201233500_mahnung_vorzeitig';

  override up(): void | Promise<void> {
    this.addSql(`alter table \`mahnung\` add \`vorzeitig_grund\` text null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`mahnung\` drop column \`vorzeitig_grund\`;`);
  }
}
