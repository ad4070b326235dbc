import { ConfigurationSchema, SaveConfigurationSchema, UpdateConfigurationSchema } from '../schemas/configuration.ts';
import { endpoint } from './endpoint.ts';

export const get = /* @__PURE__ */ endpoint({ method: 'GET', path: '/configuration', response: ConfigurationSchema });
export const save = /* @__PURE__ */ endpoint({
  method: 'POST',
  path: '/configuration',
  body: SaveConfigurationSchema,
  response: ConfigurationSchema,
});
export const update = /* @__PURE__ */ endpoint({
  method: 'PATCH',
  path: '/configuration',
  body: UpdateConfigurationSchema,
  response: ConfigurationSchema,
});
