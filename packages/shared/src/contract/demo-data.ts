import { DemoDataCreatedSchema, DemoDataRemovedSchema, DemoDataStatusSchema } from '../schemas/demo-data.ts';
import { endpoint } from './endpoint.ts';

// «Probar con datos de ejemplo»: an example ledger in the user's country, wiped in one call.

export const status = /* @__PURE__ */ endpoint({ method: 'GET', path: '/demo-data', response: DemoDataStatusSchema });

/** 409 when the ledger already holds the example data. */
export const create = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/demo-data',
  response: DemoDataCreatedSchema,
  status: 201,
  failures: [403, 409],
});

/** Removes exactly the rows the example wrote; 404 when there are none. */
export const remove = /* @__PURE__ */ endpoint({
  method: 'DELETE',
  path: '/demo-data',
  response: DemoDataRemovedSchema,
});
