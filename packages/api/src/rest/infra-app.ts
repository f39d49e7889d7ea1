import type { RestRoute } from './route.js';

/** Hand-over of a supplier row to the infrastructure app (spec 001 §7 supplier calls; `{id}` = versorgerId). */
export const INFRA_APP_ROUTES: RestRoute[] = [
  {
    method: 'PUT',
    path: 'api/Auftraege/PutUebergabeVersorgerToInfraApp/{id}',
    call: (c, r) => c.infraApp.handOver({ id: r.params.id ?? '' }),
  },
];
