import { mkdirSync, readdirSync, createWriteStream } from 'node:fs';
import { readFile, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

export interface MailCatcher {
  port: number;
  /** The configured port; differs from `port` when it was busy and a free one was taken instead. */
  requestedPort: number;
  fellBack: boolean;
  dir: string;
  close(): Promise<void>;
}

/**
 * The embedded default for SMTP_URL: a real SMTP server on localhost that stores every message as
 * an .eml file in DATA_DIR/mails, so a developer can read what the portal sent (also at /_dev/mails).
 */
export async function startMailCatcher(opts: { dataDir: string; port: number; host?: string }): Promise<MailCatcher> {
  const dir = join(opts.dataDir, 'mails');
  mkdirSync(dir, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
      // Written under a temporary name and renamed when complete, so readers never see half a mail.
      const temp = join(dir, `.${name}.part`);
      pipeline(stream, createWriteStream(temp))
        .then(() => rename(temp, join(dir, name)))
        .then(
          () => callback(),
          (err: Error) => callback(err),
        );
    },
  });
  const host = opts.host ?? '127.0.0.1';
  const listen = (port: number): Promise<void> =>
    new Promise<void>((resolve, reject) => {
      const onError = (err: Error): void => reject(err);
      server.once('error', onError);
      server.listen(port, host, () => {
        server.off('error', onError);
        resolve();
      });
    });
  let fellBack = false;
  try {
    await listen(opts.port);
  } catch (error) {
    // A second instance on the same machine: the default port is taken, any free one will do (the banner says which).
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || opts.port === 0) throw error;
    await listen(0);
    fellBack = true;
  }
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : opts.port;
  return {
    port,
    requestedPort: opts.port,
    fellBack,
    dir,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface CaughtMail {
  file: string;
  mail: ParsedMail;
}

/** The caught mails, newest first (file names start with an ISO timestamp). */
export async function readCaughtMails(dir: string, limit = 200): Promise<CaughtMail[]> {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .reverse()
    .slice(0, limit);
  return Promise.all(files.map(async (file) => ({ file, mail: await simpleParser(await readFile(join(dir, file))) })));
}
