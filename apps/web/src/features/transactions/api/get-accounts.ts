// Shared query: src/api/accounts.ts. This path stays for the imports under src/app/routes.
export { useAccounts } from '../../../api/accounts.ts';
