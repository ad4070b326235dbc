// Shared query: src/api/categories.ts. This path stays for the imports under src/app/routes.
export { useCategories } from '../../../api/categories.ts';
