import { Migration } from '@mikro-orm/migrations';

export class Migration20261124053745 extends Migration {
  override name = 'Migration20261124053745';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`account_mail_request\` (\`id\` varchar(36) not null, \`kind\` enum('reset-password','login-locked') not null, \`email\` varchar(254) not null, \`legacy\` tinyint(1) not null default false, \`created_at\` datetime(3) not null, primary key (\`id\`)) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(
      `alter table \`account_mail_request\` add index \`account_mail_request_created_at_index\` (\`created_at\`);`,
    );

    this.addSql(
      `create table \`rate_limit\` (\`id\` varchar(64) not null, \`scope\` varchar(32) not null, \`hits\` int not null default 0, \`last_hit_at\` datetime(3) not null, \`expires_at\` datetime(3) not null, primary key (\`id\`)) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(`alter table \`rate_limit\` add index \`rate_limit_expires_at_index\` (\`expires_at\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`account_mail_request\`;`);
    this.addSql(`drop table if exists \`rate_limit\`;`);
  }
}
