/**
 * All that Mantine's AppShell (header, footer, aside) takes from react-remove-scroll: the class that keeps a fixed
 * bar in place while a modal locks the page's scrolling. vite.config.ts hands AppShell this module instead of the
 * library (off the first page, issue 18; docs/performance.md); modals still get the real one. The test beside this file
 * checks both facts against the installed versions.
 */
export const RemoveScroll = {
  classNames: { fullWidth: 'width-before-scroll-bar', zeroRight: 'right-scroll-bar-position' },
} as const;
