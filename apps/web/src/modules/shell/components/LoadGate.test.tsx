import { MantineProvider } from '@mantine/core';
import { TRPCClientError } from '@trpc/client';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BEARBEITUNG_MSG } from '../../bearbeitung/messages';
import { LoadGate } from './LoadGate';

function serverError(httpStatus: number, message: string) {
  return new TRPCClientError(message, {
    result: { error: { code: -32600, message, data: { code: 'X', httpStatus } } },
  });
}

/** The failure page's text (markup without tags) for a failed load. */
function failure(error: unknown, unmatchedText?: string): string {
  const node: ReactNode = (
    <LoadGate
      error={error}
      ready={false}
      loadingLabel="Auftrag wird geladen"
      notFoundTitle="Auftrag nicht gefunden"
      unmatchedText={unmatchedText}
    >
      {() => null}
    </LoadGate>
  );
  return renderToStaticMarkup(
    <MantineProvider>
      <MemoryRouter>{node}</MemoryRouter>
    </MantineProvider>,
  )
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

describe('LoadGate', () => {
  it("shows the page's own text for a record that cannot be matched or is closed (spec 001 §8 alert on /bearbeitungslist)", () => {
    for (const status of [400, 403, 404]) {
      const text = failure(serverError(status, 'Der Auftrag wurde nicht gefunden.'), BEARBEITUNG_MSG.nichtZuzuordnen);
      expect(text).toContain('Daten können nicht korrekt zugeordnet werden oder der Zugriff ist gesperrt...');
      expect(text).not.toContain('Der Auftrag wurde nicht gefunden.');
    }
  });

  it("keeps the server's message for other failures and on pages without their own text", () => {
    expect(
      failure(serverError(503, 'Die Datenbank ist derzeit nicht erreichbar.'), BEARBEITUNG_MSG.nichtZuzuordnen),
    ).toContain('Die Datenbank ist derzeit nicht erreichbar.');
    const text = failure(serverError(404, 'Der Auftrag wurde nicht gefunden.'));
    expect(text).toContain('Auftrag nicht gefunden');
    expect(text).toContain('Der Auftrag wurde nicht gefunden.');
  });
});
