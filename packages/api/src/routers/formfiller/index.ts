import { z } from 'zod';
import {
  ZFormfillerAntrag,
  ZFormfillerAuftragInput,
  ZFormfillerClosed,
  ZFormfillerFillErgebnis,
  ZFormfillerFillInput,
  ZFormfillerPuppetUrl,
  ZFormfillerScan,
  ZFormfillerScanInput,
} from '@lap/contracts';
import { roles } from '../../access.js';
import { roleProcedure, router } from '../../trpc.js';
import {
  closePuppet,
  formfillerAntrag,
  getPuppetUrl,
  postDataToOnlineForm,
  scanBetreiberForm,
} from '../../services/formfiller/formfiller.service.js';

// Form filler (spec 001 §7; served under api/Formfiller/…): case workers only. The samples open no browser: the scan's
// address is in a private network (refused before any browser starts), the fill finds no open session (409).
const staff = (sample?: Parameters<typeof roles>[1]) =>
  roleProcedure('SbBereich').meta({ access: roles(['SbBereich'], sample) });

export const formfillerRouter = router({
  /** POST api/Formfiller/ScanBetreiberForm/{id}: id = auftragId, body {url}. */
  scan: staff((fx) => ({ auftragId: fx.auftragId, url: 'http://10.0.0.1/formular' }))
    .input(ZFormfillerScanInput)
    .output(ZFormfillerScan)
    .mutation(({ ctx, input }) => scanBetreiberForm(ctx, input)),
  /** GET api/Formfiller/GetFormfillerAntragByAuftragId/{id}. */
  antrag: staff((fx) => ({ auftragId: fx.auftragId }))
    .input(ZFormfillerAuftragInput)
    .output(ZFormfillerAntrag)
    .query(({ ctx, input }) => formfillerAntrag(ctx, input.auftragId)),
  /** POST api/Formfiller/PostDataToOnlineForm. */
  fill: staff((fx) => ({ auftragId: fx.auftragId, zuordnung: [{ index: 0, value: 'Riesa' }] }))
    .input(ZFormfillerFillInput)
    .output(ZFormfillerFillErgebnis)
    .mutation(({ ctx, input }) => postDataToOnlineForm(ctx, input)),
  /** POST api/Formfiller/ClosePuppet. */
  close: staff()
    .input(z.object({}).optional())
    .output(ZFormfillerClosed)
    .mutation(({ ctx }) => closePuppet(ctx)),
  /** GET api/Formfiller/GetPuppetUrl. */
  puppetUrl: staff()
    .output(ZFormfillerPuppetUrl)
    .query(({ ctx }) => getPuppetUrl(ctx)),
});
