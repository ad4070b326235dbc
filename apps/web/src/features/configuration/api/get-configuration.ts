// The configuration query is shared by every screen: it lives in src/api/configuration.ts. This
// path stays for the imports under src/app (the route guard and the routes).
export { configurationQueryOptions, useConfiguration } from '../../../api/configuration.ts';
