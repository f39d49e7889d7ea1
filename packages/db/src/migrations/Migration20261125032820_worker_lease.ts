import { Migration } from '@mikro-orm/migrations';

export class Migration20261125032820_worker_lease extends Migration {
  override name = 'Migration20261125032820_worker_lease';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`login_failure\` (\`id\` int unsigned not null auto_increment primary key, \`scope\` varchar(16) not null, \`subject_hash\` varchar(64) not null, \`at\` datetime(3) not null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(`alter table \`login_failure\` add index \`login_failure_at_index\` (\`at\`);`);
    this.addSql(
      `alter table \`login_failure\` add index \`login_failure_scope_subject_hash_at_index\` (\`scope\`, \`subject_hash\`, \`at\`);`,
    );

    this.addSql(
      `create table \`worker_lease\` (\`name\` varchar(64) not null, \`holder\` varchar(200) not null, \`expires_at\` datetime(3) not null, primary key (\`name\`)) default character set utf8mb4 engine = InnoDB;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`login_failure\`;`);
    this.addSql(`drop table if exists \`worker_lease\`;`);
  }
}
