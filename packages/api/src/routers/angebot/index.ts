import { z } from 'zod';
import {
  ZAblehnungInput,
  ZAngebotGemeinde,
  ZAngebotPosition,
  ZAngebotPositionInput,
  ZAngebotPositionUpdate,
  ZAngeboteListQuery,
  ZAngeboteListResult,
  ZAngebotView,
  ZBemerkungAngebotInput,
  ZEnDisableGemeindeInput,
  ZSendeAngebotInput,
  ZZustimmungInput,
  ZZustimmungResult,
} from '@lap/contracts';
import { authedProcedure, roleProcedure, router } from '../../trpc.js';
import { angebotPositionen, angebotView } from '../../services/angebot/angebot.service.js';
import {
  addPosition,
  angebotGemeinden,
  deleteAngebot,
  deletePosition,
  dienstleisterBeenden,
  enDisableGemeinde,
  setBemerkung,
  uebernahmeAllePositionen,
  updatePosition,
} from '../../services/angebot/bearbeitung.service.js';
import { listAngebote } from '../../services/angebot/list.service.js';
import { ablehnung, sendeAngebot, zustimmung } from '../../services/angebot/senden.service.js';
import { ownAntrag, roles, signedIn } from '../../access.js';

const ZAntragId = z.object({ antragId: z.string().max(64) });
// Case workers only: the declaration travels with the builder of every staff procedure below.
const staff = roleProcedure('SbBereich').meta({ access: roles(['SbBereich']) });
const ZStatus = z.object({ antragStatus: z.number().int() });

export const angebotRouter = router({
  list: authedProcedure
    .meta({ access: signedIn('Sachbearbeitung alle, Kunden die eigenen gesendeten Angebote') })
    .input(ZAngeboteListQuery)
    .output(ZAngeboteListResult)
    .query(({ ctx, input }) => listAngebote(ctx, input)),
  byAntragId: authedProcedure
    .meta({ access: ownAntrag('read', (fx) => ({ antragId: fx.offerAntragId })) })
    .input(ZAntragId)
    .output(ZAngebotView)
    .query(({ ctx, input }) => angebotView(ctx, input.antragId)),
  positionen: authedProcedure
    .meta({ access: ownAntrag('read', (fx) => ({ antragId: fx.offerAntragId })) })
    .input(ZAntragId)
    .output(z.array(ZAngebotPosition))
    .query(({ ctx, input }) => angebotPositionen(ctx, input.antragId)),
  gemeinden: staff
    .input(ZAntragId)
    .output(z.array(ZAngebotGemeinde))
    .query(({ ctx, input }) => angebotGemeinden(ctx, input.antragId)),
  enDisableGemeinde: staff
    .input(ZEnDisableGemeindeInput)
    .output(ZAngebotGemeinde)
    .mutation(({ ctx, input }) => enDisableGemeinde(ctx, input.id, input.disabled)),
  addPosition: staff
    .input(ZAngebotPositionInput)
    .output(ZAngebotPosition)
    .mutation(({ ctx, input }) => addPosition(ctx, input)),
  updatePosition: staff
    .input(ZAngebotPositionUpdate)
    .output(ZAngebotPosition)
    .mutation(({ ctx, input }) => updatePosition(ctx, input)),
  deletePosition: staff
    .input(z.object({ id: z.number().int() }))
    .output(z.object({ id: z.number().int() }))
    .mutation(({ ctx, input }) => deletePosition(ctx, input.id)),
  uebernahme: staff
    .input(ZAntragId)
    .output(z.array(ZAngebotPosition))
    .mutation(({ ctx, input }) => uebernahmeAllePositionen(ctx, input.antragId)),
  bemerkung: staff
    .input(ZBemerkungAngebotInput)
    .output(z.object({ bemerkung: z.string().nullable() }))
    .mutation(({ ctx, input }) => setBemerkung(ctx, input.antragId, input.bemerkung)),
  senden: staff
    .input(ZAntragId.extend(ZSendeAngebotInput.shape))
    .output(z.object({ antragStatus: z.number().int(), angebotVersand: z.string() }))
    .mutation(({ ctx, input }) => sendeAngebot(ctx, input.antragId, input.vorkasse)),
  beenden: staff
    .input(ZAntragId)
    .output(ZStatus)
    .mutation(({ ctx, input }) => dienstleisterBeenden(ctx, input.antragId)),
  delete: staff
    .input(ZAntragId)
    .output(ZStatus)
    .mutation(({ ctx, input }) => deleteAngebot(ctx, input.antragId)),
  zustimmung: roleProcedure('Antragsteller')
    .meta({ access: ownAntrag('write', (fx) => ({ antragId: fx.offerAntragId, widerrufAnerkannt: true })) })
    .input(ZAntragId.extend(ZZustimmungInput.shape))
    .output(ZZustimmungResult)
    .mutation(({ ctx, input }) => zustimmung(ctx, input.antragId)),
  ablehnung: roleProcedure('Antragsteller')
    .meta({ access: ownAntrag('write', (fx) => ({ antragId: fx.offerAntragId, grund: 'zu_teuer' })) })
    .input(ZAntragId.extend(ZAblehnungInput.shape))
    .output(ZStatus)
    .mutation(({ ctx, input }) => ablehnung(ctx, input.antragId, input.grund, input.text)),
});
