import { Migration } from '@mikro-orm/migrations';

/** Each person's history count kept on the person (app_user.historie_anzahl, by triggers on historie): /historien reads it. */
export class Migration20261127163432_historie_anzahl extends Migration {

  override name = 'Migration20261127163432_historie_anzahl';

  override up(): void | Promise<void> {
    this.addSql(`alter table \`app_user\` add \`historie_anzahl\` int not null default 0;`);

    this.addSql(`create trigger \`historie_anzahl_ai\` AFTER INSERT on \`historie\` for each ROW begin update app_user set historie_anzahl = historie_anzahl + 1 where id = new.user_id; end;`);
    this.addSql(`create trigger \`historie_anzahl_ad\` AFTER DELETE on \`historie\` for each ROW begin update app_user set historie_anzahl = historie_anzahl - 1 where id = old.user_id; end;`);
    this.addSql(`create trigger \`historie_anzahl_au\` AFTER UPDATE on \`historie\` for each ROW begin update app_user set historie_anzahl = historie_anzahl - 1 where id = old.user_id; update app_user set historie_anzahl = historie_anzahl + 1 where id = new.user_id; end;`);

    // the existing rows once, after the triggers (a row written meanwhile is in the absolute count)
    this.addSql(`update \`app_user\` u join (select \`user_id\`, count(*) as n from \`historie\` where \`user_id\` is not null group by \`user_id\`) x on x.\`user_id\` = u.\`id\` set u.\`historie_anzahl\` = x.n;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table \`app_user\` drop column \`historie_anzahl\`;`);

    this.addSql(`drop trigger if exists \`historie_anzahl_ai\`;`);
    this.addSql(`drop trigger if exists \`historie_anzahl_ad\`;`);
    this.addSql(`drop trigger if exists \`historie_anzahl_au\`;`);
  }

}
