import { Migration } from '@mikro-orm/migrations';

export class Migration20261124061719 extends Migration {
  override name = 'Migration20261124061719';

  override up(): void | Promise<void> {
    // Existing operators get a key ('nb-' + id) before the column becomes required and unique.
    this.addSql(`alter table \`netzbetreiber\` add \`schluessel\` varchar(64) null;`);
    this.addSql(`update \`netzbetreiber\` set \`schluessel\` = concat('nb-', \`id\`) where \`schluessel\` is null;`);
    this.addSql(`alter table \`netzbetreiber\` modify \`schluessel\` varchar(64) not null;`);
    this.addSql(`alter table \`netzbetreiber\` add unique \`netzbetreiber_schluessel_unique\` (\`schluessel\`);`);

    this.addSql(
      `alter table \`versorger\` add \`wiedervorlage_bemerkung\` text null, add \`nicht_betroffen\` tinyint(1) not null default false;`,
    );
    this.addSql(`alter table \`versorger\` modify \`vorlage_datum\` datetime(3) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`netzbetreiber\` drop index \`netzbetreiber_schluessel_unique\`;`);
    this.addSql(`alter table \`netzbetreiber\` drop column \`schluessel\`;`);

    this.addSql(`alter table \`versorger\` drop column \`wiedervorlage_bemerkung\`, drop column \`nicht_betroffen\`;`);
    this.addSql(`alter table \`versorger\` modify \`vorlage_datum\` date null;`);
  }
}
