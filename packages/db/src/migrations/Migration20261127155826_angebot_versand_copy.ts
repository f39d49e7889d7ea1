import { Migration } from '@mikro-orm/migrations';

/** The offer's dispatch copied onto its request (kept by triggers on angebot): /angebote sorts by it from one index. */
export class Migration20261127155826_angebot_versand_copy extends Migration {
  override name = 'Migration20261127155826_angebot_versand_copy';

  override up(): void | Promise<void> {
    this.addSql(`alter table \`antrag\` add \`angebot_versand\` datetime(3) null;`);
    // the existing offers' dispatch, before the index is built and the triggers keep it
    this.addSql(
      `update \`antrag\` an join \`angebot\` ag on ag.\`antrag_id\` = an.\`id\` set an.\`angebot_versand\` = ag.\`angebot_versand\` where ag.\`angebot_versand\` is not null;`,
    );
    this.addSql(`alter table \`antrag\` add index \`antrag_angebot_versand_id_index\` (\`angebot_versand\`, \`id\`);`);

    this.addSql(
      `create trigger \`angebot_versand_antrag_ai\` AFTER INSERT on \`angebot\` for each ROW begin update antrag set angebot_versand = new.angebot_versand where antrag.id = new.antrag_id and (new.angebot_versand is not null); end;`,
    );
    this.addSql(
      `create trigger \`angebot_versand_antrag_au\` AFTER UPDATE on \`angebot\` for each ROW begin update antrag set angebot_versand = new.angebot_versand where antrag.id = new.antrag_id and ((old.angebot_versand is null and new.angebot_versand is not null) or (old.angebot_versand is not null and new.angebot_versand is null) or old.angebot_versand <> new.angebot_versand); end;`,
    );
    this.addSql(
      `create trigger \`angebot_versand_antrag_ad\` AFTER DELETE on \`angebot\` for each ROW begin update antrag set angebot_versand = null where antrag.id = old.antrag_id and old.angebot_versand is not null; end;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists \`angebot_versand_antrag_ai\`;`);
    this.addSql(`drop trigger if exists \`angebot_versand_antrag_au\`;`);
    this.addSql(`drop trigger if exists \`angebot_versand_antrag_ad\`;`);

    this.addSql(`alter table \`antrag\` drop index \`antrag_angebot_versand_id_index\`;`);
    this.addSql(`alter table \`antrag\` drop column \`angebot_versand\`;`);
  }
}
