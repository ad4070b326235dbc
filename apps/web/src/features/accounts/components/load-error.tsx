// The shared widget lives in src/components/ui/load-error.tsx; this path stays for the imports
// under src/app/routes.
export { LoadError } from '../../../components/ui/load-error.tsx';
