import { installGermanZodLocale } from '@lap/contracts';

// zod's messages in German. Not part of the first page (issue 18): the pages that validate load this module with
// themselves (see lazy-pages.ts), so it runs before any of their schemas parses.
installGermanZodLocale();
