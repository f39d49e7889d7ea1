import type { TMailVersorger } from '@lap/contracts';

/** One mail of 'Alle automatisch versenden'. */
export interface TSammelMail {
  jobId: string;
  versorgerName: string;
}

export interface TSammelFehler {
  versorgerName: string;
  message: string;
}

export interface TSammelErgebnis {
  /** Mails the server accepted. */
  ok: number;
  /** Mails tried (less than the total when stopped). */
  done: number;
  failures: TSammelFehler[];
  stopped: boolean;
}

/** The mails 'Alle automatisch versenden' sends: a job exists, Automatikversand is on, not sent yet. */
export function automatischZuVersenden(rows: readonly TMailVersorger[]): TSammelMail[] {
  return rows.flatMap((r) =>
    r.jobId !== null && r.automatikVersand && !r.versendet ? [{ jobId: r.jobId, versorgerName: r.versorgerName }] : [],
  );
}

/** Percent of the bar (0 for nothing to do). */
export function fortschrittProzent(done: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((Math.min(done, total) / total) * 100);
}

export interface TSammelOptionen {
  /** Sends one job; rejects with the server's error. */
  send: (jobId: string) => Promise<unknown>;
  /** The German text of a failure. */
  describe: (error: unknown) => string;
  /** After each mail, with the number tried and the number sent so far. */
  onProgress?: (done: number, ok: number) => void;
  /** Asked before each mail: true stops (the user cancelled). */
  stop?: () => boolean;
}

/**
 * Sends the mails one after another (never in parallel: each send takes the job's row lock and the outbox stays in
 * order), collects the failures by supplier and goes on after one; stops before the next mail when asked to.
 */
export async function nacheinanderSenden(
  mails: readonly TSammelMail[],
  { send, describe, onProgress, stop }: TSammelOptionen,
): Promise<TSammelErgebnis> {
  const failures: TSammelFehler[] = [];
  let ok = 0;
  let done = 0;
  for (const mail of mails) {
    if (stop?.()) return { ok, done, failures, stopped: true };
    try {
      await send(mail.jobId);
      ok += 1;
    } catch (error) {
      failures.push({ versorgerName: mail.versorgerName, message: describe(error) });
    }
    done += 1;
    onProgress?.(done, ok);
  }
  return { ok, done, failures, stopped: false };
}
