import { afterAll, describe, expect, it } from 'vitest';
import { KARTE_MSG } from '@lap/contracts';
import { AppError } from '../../errors.js';
import { checkShape, closeGeometryPool, gemeindenHit, geometryPoolMode } from './geometry.service.js';
import { loaderFlags, WorkerPool, type PoolLog, type WorkerScript } from './worker-pool.js';

const fixture: WorkerScript = { url: new URL('./test-worker.fixture.mjs', import.meta.url), execArgv: [] };

function recordingLog(): PoolLog & { lines: string[] } {
  const lines: string[] = [];
  return { lines, info: (_o, m) => lines.push(m), warn: (_o, m) => lines.push(m), error: (_o, m) => lines.push(m) };
}

function pool(opts: { timeoutMs?: number; script?: typeof fixture | null } = {}) {
  const log = recordingLog();
  const p = new WorkerPool<string, string>({
    name: 'geometry',
    messages: { failed: KARTE_MSG.pruefungFehlgeschlagen, timedOut: KARTE_MSG.pruefungZuLang },
    script: opts.script === undefined ? fixture : opts.script,
    runInProcess: (job) => `here ${job}`,
    size: 1,
    timeoutMs: opts.timeoutMs ?? 5_000,
    maxQueue: 3,
    log,
  });
  return { p, log };
}

const refusal = (message: string) => expect.objectContaining({ code: 'SERVICE_UNAVAILABLE', message });

describe('WorkerPool', () => {
  it('runs jobs in a worker thread, one after the other', async () => {
    const { p } = pool();
    expect(await Promise.all(['a', 'b', 'c'].map((j) => p.run(j)))).toEqual(['done a', 'done b', 'done c']);
    expect(p.mode).toBe('worker');
    await p.close();
  });

  it('starts its worker from a process run with per-process flags (the benches run with --expose-gc)', async () => {
    const argv = ['--expose-gc', '--import', 'tsx', '--max-old-space-size=4096', '--require=./x.cjs', '-r', 'y'];
    expect(loaderFlags(argv)).toEqual(['--import', 'tsx', '--require=./x.cjs', '-r', 'y']);
    const { p, log } = pool({ script: { ...fixture, execArgv: loaderFlags(['--expose-gc', ...process.execArgv]) } });
    expect(await p.run('z')).toBe('done z');
    expect(p.mode).toBe('worker');
    expect(log.lines).toEqual(['geometry worker started']);
    await p.close();
  });

  it('ends a hung job after its time with a German message, and the next job gets a fresh worker', async () => {
    const { p, log } = pool({ timeoutMs: 300 });
    const hung = p.run('hang');
    await expect(hung).rejects.toBeInstanceOf(AppError);
    await expect(hung).rejects.toEqual(refusal(KARTE_MSG.pruefungZuLang));
    expect(await p.run('after')).toBe('done after');
    expect(log.lines).toContain('geometry job timed out: worker terminated');
    await p.close();
  });

  it('fails the job of a crashed worker with a German message and carries on', async () => {
    const { p } = pool();
    await expect(p.run('crash')).rejects.toEqual(refusal(KARTE_MSG.pruefungFehlgeschlagen));
    await expect(p.run('throw')).rejects.toEqual(refusal(KARTE_MSG.pruefungFehlgeschlagen));
    expect(await p.run('after')).toBe('done after');
    await p.close();
  });

  it('refuses jobs beyond the queue limit at once', async () => {
    const { p } = pool();
    const jobs = ['1', '2', '3'].map((j) => p.run(j));
    await expect(p.run('4')).rejects.toEqual(refusal(KARTE_MSG.pruefungFehlgeschlagen));
    expect(await Promise.all(jobs)).toEqual(['done 1', 'done 2', 'done 3']);
    await p.close();
  });

  it('falls back to running in-process (and logs it) when no worker can start', async () => {
    const missing = { url: new URL('./no-such-worker.mjs', import.meta.url), execArgv: [] };
    const { p, log } = pool({ script: missing });
    expect(await p.run('x')).toBe('here x');
    expect(p.mode).toBe('in-process');
    expect(log.lines).toContain('geometry worker cannot start: jobs run on the event loop');
    const { p: none } = pool({ script: null });
    expect(await none.run('y')).toBe('here y');
    await p.close();
  });

  it('close rejects waiting jobs instead of leaving them hanging', async () => {
    const { p } = pool();
    const settled = Promise.allSettled([p.run('hang'), p.run('later')]);
    await p.close();
    expect((await settled).map((r) => r.status === 'rejected' && r.reason instanceof AppError)).toEqual([true, true]);
    await expect(p.run('again')).rejects.toBeInstanceOf(AppError);
  });
});

describe('geometry service', () => {
  afterAll(closeGeometryPool);

  it('checks shapes in the geometry worker (loaded from its TypeScript source here)', async () => {
    expect(await checkShape('POLYGON((13.28 51.29, 13.29 51.30, 13.29 51.29, 13.28 51.30, 13.28 51.29))')).toEqual({
      valid: false,
      problem: 'selbstschneidend',
    });
    expect(geometryPoolMode()).toBe('worker');
    const square = await checkShape(
      'POLYGON((13.2856 51.2986, 13.2866 51.2986, 13.2866 51.2996, 13.2856 51.2996, 13.2856 51.2986))',
    );
    expect(square).toMatchObject({ valid: true, bbox: { minX: 13.2856, maxY: 51.2996 } });
    const around = {
      id: 7,
      geometry: JSON.stringify({
        type: 'Polygon',
        coordinates: [
          [
            [13.2, 51.2],
            [13.4, 51.2],
            [13.4, 51.4],
            [13.2, 51.4],
            [13.2, 51.2],
          ],
        ],
      }),
    };
    const far = {
      id: 8,
      geometry: JSON.stringify({
        type: 'Polygon',
        coordinates: [
          [
            [12, 50],
            [12.1, 50],
            [12.1, 50.1],
            [12, 50],
          ],
        ],
      }),
    };
    expect(square.valid && (await gemeindenHit(square.geometry, [around, far]))).toEqual([7]);
  });

  it('refuses a shape over the point limit by counting, without a worker', async () => {
    await closeGeometryPool();
    const ring = Array.from({ length: 10_001 }, (_, i) => `13.${String(i).padStart(5, '0')} 51.3`).join(', ');
    expect(await checkShape(`LINESTRING(${ring})`)).toEqual({ valid: false, problem: 'zuVielePunkte' });
    expect(geometryPoolMode()).toBe('stopped');
  });
});
