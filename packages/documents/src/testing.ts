// Test helper (`@lap/documents/testing`): the official e-invoice validators on one XML (tools/einvoice/validate, the
// artifacts of shared/einvoice kept in the repository: CII D16B schema, EN 16931 and XRechnung Schematron). Tests only.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The validator script; EINVOICE_VALIDATE points elsewhere (shared/einvoice/validate itself, say). */
const EINVOICE_VALIDATE =
  process.env['EINVOICE_VALIDATE'] ?? fileURLToPath(new URL('../../../tools/einvoice/validate', import.meta.url));
/** The same checks for several files, each rule set compiled once for all of them (tools/einvoice/validate-many). */
const EINVOICE_VALIDATE_MANY = fileURLToPath(new URL('../../../tools/einvoice/validate-many', import.meta.url));

/**
 * Saxon compiles the Schematron XSLTs anew in every short-lived JVM: the client compiler alone (no C2) and the serial
 * collector halve its CPU (docs/decisions/documents-and-einvoice.md). The script and its rules stay as they are.
 */
const EINVOICE_VALIDATOR_ENV: NodeJS.ProcessEnv = {
  ...process.env,
  JAVA_TOOL_OPTIONS: '-XX:TieredStopAtLevel=1 -XX:+UseSerialGC',
};

/** The verdict line of a report that passed all three checks. */
const PASSED = /\b3 passed, 0 failed\s*$/;

export interface EInvoiceReport {
  ok: boolean;
  report: string;
}

/** Runs `work` in a fresh temporary directory for the XMLs to check, and removes it afterwards. */
async function inTempDir<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'lap-einvoice-'));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The validators' report on one XML, and whether it passed (exit 0 and the closing line '3 passed, 0 failed'). */
export function validateEInvoice(xml: string, name = 'rechnung'): Promise<EInvoiceReport> {
  return inTempDir(async (dir) => {
    const file = join(dir, `${name}.xml`);
    try {
      await writeFile(file, xml);
      const { stdout } = await run(EINVOICE_VALIDATE, [file], { maxBuffer: 10_000_000, env: EINVOICE_VALIDATOR_ENV });
      return { ok: PASSED.test(stdout), report: stdout };
    } catch (error) {
      const e = error as { stdout?: string; stderr?: string; message: string };
      return { ok: false, report: `${e.stdout ?? ''}${e.stderr ?? ''}\n${e.message}` };
    }
  });
}

/**
 * The validators' reports on several XMLs at once (tools/einvoice/validate-many: the checks and verdicts of `validate`,
 * each Schematron compiled once for all files), by name: each report is what `validate` prints for that XML.
 */
export function validateEInvoices(
  xmls: ReadonlyArray<{ name: string; xml: string }>,
): Promise<Map<string, EInvoiceReport>> {
  return inTempDir(async (dir) => {
    const files = xmls.map((x, i) => join(dir, `${i}-${x.name}.xml`));
    await Promise.all(xmls.map((x, i) => writeFile(files[i] ?? '', x.xml)));
    const output = await run(EINVOICE_VALIDATE_MANY, files, {
      maxBuffer: 50_000_000,
      env: EINVOICE_VALIDATOR_ENV,
    }).then(
      ({ stdout }) => stdout,
      (error: { stdout?: string; message: string }) => error.stdout ?? error.message,
    );
    // each file's report runs from its header line '== FILE' to the next file's
    const starts = files.map((file) => {
      const at = output.indexOf(`== ${file}\n`);
      return at < 0 ? -1 : at + `== ${file}\n`.length;
    });
    return new Map(
      xmls.map((x, i): [string, EInvoiceReport] => {
        const start = starts[i] ?? -1;
        if (start < 0) return [x.name, { ok: false, report: output }];
        const next = output.indexOf(`== ${files[i + 1] ?? ''}\n`, start);
        const report = output.slice(start, files[i + 1] === undefined || next < 0 ? undefined : next);
        return [x.name, { ok: PASSED.test(report), report }];
      }),
    );
  });
}
