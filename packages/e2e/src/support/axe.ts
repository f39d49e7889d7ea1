import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/**
 * Waits until no finite animation or transition runs (a dialog fading in, a toast fading out): axe measures colour
 * contrast on what the page shows, and a half-faded element reads as low contrast. Endless ones (spinners) are left
 * running. After `timeout` it lets the caller look at whatever is there.
 */
export async function settledAnimations(page: Page, timeout = 5_000): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout },
    )
    .catch(() => undefined);
}

/**
 * Serious and critical axe findings (WCAG 2.1 A/AA), each formatted by `format`, checked once animations have settled.
 * When a run finds something, the page is checked once more after animations settle again and that run is reported: a
 * toast that began fading out during the first run is no finding, a real one is found both times.
 */
export async function seriousAxeFindings(page: Page, format: (v: Violation) => string): Promise<string[]> {
  const run = async (): Promise<string[]> => {
    await settledAnimations(page);
    // Legacy mode runs axe.run in the page itself; the default (runPartial in every frame, then finishRun in a new blank
    // page fed the partial results of every checked node) took ten times as long on /nutzer, with the same rules and
    // findings (docs/decisions/testing-and-ci.md). Only violations are used, so passes are not detailed node by node.
    const result = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .setLegacyMode(true)
      .options({ resultTypes: ['violations'] })
      .analyze();
    return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map(format);
  };
  const first = await run();
  return first.length === 0 ? first : run();
}
