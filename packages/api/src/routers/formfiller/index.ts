import { router } from '../../trpc.js';
import { scanProcedure } from './scan.js';
import { antragProcedure } from './antrag.js';
import { fillProcedure } from './fill.js';
import { closeProcedure } from './close.js';
import { puppetUrlProcedure } from './puppet-url.js';

// Form filler (spec 001 §7; served under api/Formfiller/…): case workers only. The samples open no browser: the scan's
// address is in a private network (refused before any browser starts), the fill finds no open session (409).
export const formfillerRouter = router({
  scan: scanProcedure,
  antrag: antragProcedure,
  fill: fillProcedure,
  close: closeProcedure,
  puppetUrl: puppetUrlProcedure,
});
