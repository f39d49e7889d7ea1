/** Light alerts with body-coloured text: the tinted title colours of Mantine's light variant fail WCAG AA contrast. */
export const readableAlert = (tone: string) => ({
  title: { color: 'var(--mantine-color-text)' },
  message: { color: 'var(--mantine-color-text)' },
  icon: { color: `var(--mantine-color-${tone}-9)` },
});
