import { Migration } from '@mikro-orm/migrations';

export class Migration20261124115849 extends Migration {
  override name = 'Migration20261124115849';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`mahnung_vorlage\` (\`stufe\` int unsigned not null, \`betreff\` varchar(255) not null, \`mailtext\` longtext not null, \`updated_at\` datetime(3) not null, primary key (\`stufe\`)) default character set utf8mb4 engine = InnoDB;`,
    );

    this.addSql(`alter table \`mahnung\` add \`zinsen_cent\` int null;`);

    this.addSql(`alter table \`stored_file\` add \`mahnung_id\` varchar(36) null;`);
    this.addSql(
      `alter table \`stored_file\` add constraint \`stored_file_mahnung_id_foreign\` foreign key (\`mahnung_id\`) references \`mahnung\` (\`id\`) on delete set null;`,
    );
    this.addSql(`alter table \`stored_file\` add index \`stored_file_mahnung_id_index\` (\`mahnung_id\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`mahnung_vorlage\`;`);

    this.addSql(`alter table \`stored_file\` drop foreign key \`stored_file_mahnung_id_foreign\`;`);

    this.addSql(`alter table \`mahnung\` drop column \`zinsen_cent\`;`);

    this.addSql(`alter table \`stored_file\` drop index \`stored_file_mahnung_id_index\`;`);
    this.addSql(`alter table \`stored_file\` drop column \`mahnung_id\`;`);
  }
}
