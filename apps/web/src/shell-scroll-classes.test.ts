import { RemoveScroll as Library } from 'react-remove-scroll';
import { describe, expect, it } from 'vitest';
import { RemoveScroll } from './shell-scroll-classes';

// Mantine's AppShell as installed (the workspace's node_modules).
const appShellSources = import.meta.glob<string>(
  '../../../node_modules/@mantine/core/esm/components/AppShell/**/*.mjs',
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);

describe('the AppShell stand-in for react-remove-scroll (vite.config.ts)', () => {
  it('has the library’s class names', () => {
    expect(RemoveScroll.classNames).toEqual(Library.classNames);
  });

  it('is all AppShell uses of the library', () => {
    const uses = Object.values(appShellSources).flatMap((source) =>
      [...source.matchAll(/RemoveScroll[.\w]*/g)].map((m) => m[0]),
    );
    expect(Object.keys(appShellSources).length).toBeGreaterThan(5);
    expect(new Set(uses)).toEqual(new Set(['RemoveScroll', 'RemoveScroll.classNames.zeroRight']));
  });
});
