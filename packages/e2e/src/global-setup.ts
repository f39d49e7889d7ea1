import type { TestProject } from 'vitest/node';
import { startBuiltServer } from './support/server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the server under test, e.g. http://127.0.0.1:3199 (no trailing slash). */
    baseUrl: string;
  }
}

/** Starts the built server once for all journeys, unless E2E_BASE_URL points at a running one. */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const external = process.env.E2E_BASE_URL;
  if (external) {
    project.provide('baseUrl', external.replace(/\/+$/, ''));
    return undefined;
  }
  const server = await startBuiltServer();
  project.provide('baseUrl', server.baseUrl);
  return server.stop;
}
