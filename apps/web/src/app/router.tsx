import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { configurationQueryOptions } from '../api/configuration.ts';
import { queryKeys } from '../api/query-keys.ts';
import { getDashboard } from '../features/dashboard/api/get-dashboard.ts';
import { meQueryOptions } from '../features/me/api/get-me.ts';
import { getAuthToken } from '../lib/auth-token.ts';
import { queryClient } from '../lib/query-client.ts';
import { RequireAuth } from './guards/require-auth.tsx';
import { RequireFlowState } from './guards/require-flow-state.tsx';
import { RedirectIfSignedIn } from './guards/redirect-if-signed-in.tsx';
import { lazyPage, preloadPages } from './lazy-page.tsx';
import { RootLayout, type RouteHandle } from './root-layout.tsx';
import { RouteError } from './routes/route-error.tsx';

const auth = {
  login: () => import('../features/auth/pages/login-page.tsx'),
  register: () => import('../features/auth/pages/register-page.tsx'),
  validateEmail: () => import('../features/auth/pages/validate-email-page.tsx'),
  onboardingRegister: () => import('../features/auth/pages/onboarding-register-page.tsx'),
  logout: () => import('../features/auth/pages/logout-page.tsx'),
  recovery: () => import('../features/auth/pages/recovery-password-page.tsx'),
  reset: () => import('../features/auth/pages/reset-password-page.tsx'),
};
const payment = () => import('./routes/payment-result.tsx');
const support = () => import('./routes/support.tsx');
const onboardingConfiguration = () => import('./routes/onboarding-configuration.tsx');
const profile = () => import('./routes/profile.tsx');

const title = (text: string): RouteHandle => ({ title: text });

/**
 * The home screen's summary (the same query, key and request, as useDashboard), then the data of
 * its panels and of the shell (home-panels-data.ts), whose code comes with the home screen's.
 */
function prefetchDashboard(): void {
  void queryClient.prefetchQuery({ queryKey: queryKeys.dashboard.all(), queryFn: getDashboard });
  void import('./home-panels-data.ts').then((module) => module.prefetchHomePanels()).catch(() => {});
}

/** Signed-in screens (docs/architecture.md §8.1), behind RequireAuth. */
const signedIn: RouteObject[] = [
  {
    element: lazyPage(() => import('./layouts/onboarding-layout.tsx'), 'OnboardingLayout'),
    children: [
      {
        path: '/onboarding',
        handle: title('Configura tu espacio'),
        element: lazyPage(onboardingConfiguration, 'OnboardingConfigurationPage'),
      },
      {
        path: '/onboarding/configuration',
        handle: title('Configura tu espacio'),
        element: lazyPage(onboardingConfiguration, 'OnboardingConfigurationPage'),
      },
      {
        path: '/onboarding/accounts',
        handle: title('Agrega tus cuentas'),
        element: lazyPage(() => import('./routes/onboarding-accounts.tsx'), 'OnboardingAccountsPage'),
      },
      {
        path: '/onboarding/register-phone',
        handle: title('Conecta tu WhatsApp'),
        element: lazyPage(() => import('./routes/onboarding-register-phone.tsx'), 'OnboardingRegisterPhonePage'),
      },
      {
        path: '/onboarding/welcome',
        handle: title('Todo listo'),
        element: lazyPage(() => import('./routes/onboarding-welcome.tsx'), 'OnboardingWelcomePage'),
      },
    ],
  },
  {
    element: lazyPage(() => import('./layouts/app-layout.tsx'), 'AppLayout'),
    children: [
      {
        path: '/',
        handle: { ...title('Inicio'), prefetch: prefetchDashboard },
        element: lazyPage(() => import('./routes/dashboard.tsx'), 'DashboardPage'),
      },
      {
        path: '/reports',
        handle: title('Reportes'),
        element: lazyPage(() => import('./routes/reports.tsx'), 'ReportsPage'),
      },
      {
        path: '/transactions',
        handle: title('Transacciones'),
        element: lazyPage(() => import('./routes/transactions.tsx'), 'TransactionsPage'),
      },
      {
        path: '/accounts',
        handle: title('Cuentas'),
        element: lazyPage(() => import('./routes/accounts.tsx'), 'AccountsPage'),
      },
      {
        path: '/bank-feeds/callback',
        handle: title('Conectando tu banco'),
        element: lazyPage(() => import('./routes/bank-callback.tsx'), 'BankCallbackPage'),
      },
      {
        path: '/accounts/:id',
        handle: title('Cuenta'),
        element: lazyPage(() => import('./routes/account-register.tsx'), 'AccountRegisterPage'),
      },
      {
        path: '/savings',
        handle: title('Ahorros'),
        element: lazyPage(() => import('./routes/savings.tsx'), 'SavingsPage'),
      },
      {
        path: '/budget',
        handle: title('Presupuesto'),
        element: lazyPage(() => import('./routes/budget.tsx'), 'BudgetPage'),
      },
      { path: '/support', handle: title('Soporte'), element: lazyPage(support, 'SupportPage') },
      { path: '/support/inbox', handle: title('Bandeja de soporte'), element: lazyPage(support, 'SupportInboxPage') },
      { path: '/configuration', handle: title('Configuración'), element: lazyPage(profile, 'ProfilePage') },
      { path: '/profile', handle: title('Configuración'), element: lazyPage(profile, 'ProfilePage') },
      {
        path: '/prospects',
        handle: title('Prospectos'),
        element: lazyPage(() => import('./routes/prospects.tsx'), 'ProspectsPage'),
      },
      {
        path: '/categories',
        handle: title('Categorías'),
        element: lazyPage(() => import('./routes/categories.tsx'), 'CategoriesPage'),
      },
      {
        path: '/reminders',
        handle: title('Recordatorios'),
        element: lazyPage(() => import('./routes/reminders.tsx'), 'RemindersPage'),
      },
      {
        path: '/subscription/paid-success',
        handle: title('Confirmación del pago'),
        element: lazyPage(payment, 'PaymentSuccessPage'),
      },
      {
        path: '/subscription/paid-failed',
        handle: title('Pago no completado'),
        element: lazyPage(payment, 'PaymentFailedPage'),
      },
    ],
  },
];

/** Signed-out screens (docs/architecture.md §8.1). */
const signedOut: RouteObject[] = [
  {
    element: <RedirectIfSignedIn />,
    children: [
      { path: '/login', handle: title('Iniciar sesión'), element: lazyPage(auth.login, 'LoginPage') },
      { path: '/register', handle: title('Crear cuenta'), element: lazyPage(auth.register, 'RegisterPage') },
    ],
  },
  {
    element: <RequireFlowState />,
    children: [
      {
        path: '/register/validate-email',
        handle: title('Confirma tu correo'),
        element: lazyPage(auth.validateEmail, 'ValidateEmailPage'),
      },
      {
        path: '/onboarding/register',
        handle: title('Completa tu perfil'),
        element: lazyPage(auth.onboardingRegister, 'OnboardingRegisterPage'),
      },
    ],
  },
  { path: '/logout', handle: title('Cerrando sesión'), element: lazyPage(auth.logout, 'LogoutPage') },
  {
    path: '/recovery-password',
    handle: title('Recuperar contraseña'),
    element: lazyPage(auth.recovery, 'RecoveryPasswordPage'),
  },
  {
    path: '/hogar/invitacion/:token',
    handle: title('Invitación a un hogar'),
    element: lazyPage(() => import('../features/households/pages/invitation-page.tsx'), 'InvitationPage'),
  },
  {
    path: '/reset-password/:token',
    handle: title('Nueva contraseña'),
    element: lazyPage(auth.reset, 'ResetPasswordPage'),
  },
];

const requireAuth: RouteObject = { element: <RequireAuth />, children: signedIn };

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      ...signedOut,
      requireAuth,
      {
        path: '*',
        handle: title('Página no encontrada'),
        element: lazyPage(() => import('./routes/not-found.tsx'), 'NotFoundPage'),
      },
    ],
  },
];

/**
 * The layout and screen of the URL the app opens on start downloading as soon as the entry script
 * runs, while the session's profile loads, instead of each after the one above it is rendered. A
 * signed-in screen is preloaded only with a session (without one the guard sends to /login); with
 * one, the profile and configuration the guard waits for, and the data the screen draws first
 * (its route's `handle.prefetch`), are requested now too, in parallel with the code, instead of
 * after the guard and the screen have rendered (the queries find them in the cache).
 */
function preloadFirstScreen(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  if (matches.some((match) => match.route === requireAuth)) {
    if (!getAuthToken()) return Promise.resolve();
    void queryClient.prefetchQuery(meQueryOptions());
    void queryClient.prefetchQuery(configurationQueryOptions());
    for (const match of matches) (match.route.handle as RouteHandle | undefined)?.prefetch?.();
  }
  return preloadPages(matches.map((match) => match.route.element));
}

/** Settles once the code of the first URL's layout and screen has loaded (or failed to). */
export const firstScreenLoaded = preloadFirstScreen();

export const router = createBrowserRouter(routes);
