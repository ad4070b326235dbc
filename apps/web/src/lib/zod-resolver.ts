import { installSpanishErrors } from '@cuentas/shared/zod-es';

// The forms' validation speaks the Spanish catalogue (docs/architecture.md §8.8). Installed by the
// module every form takes its resolver from, not by the app's start: zod is then downloaded and
// built with the first form, and a screen that only shows figures (a cold home screen) runs none of
// it (decision 059).
installSpanishErrors();

export { zodResolver } from '@hookform/resolvers/zod';
