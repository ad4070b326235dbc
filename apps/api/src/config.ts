import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

// Shown prices of Premium (minor units, as money.ts counts them): EUR and the local currencies of
// the countries offered. Cuba and Venezuela pay in USD: Stripe settles neither CUP nor VES.
const DEFAULT_PREMIUM_PRICES = [
  'EUR:499:4990',
  'USD:499:4990',
  'MXN:9900:99000',
  'COP:19900:199000',
  'ARS:499900:4999000',
  'CLP:4990:49900',
  'PEN:1890:18900',
  'UYU:19900:199000',
  'BOB:3400:34000',
  'PYG:36900:369000',
  'GTQ:3900:39000',
  'HNL:12500:125000',
  'NIO:18500:185000',
  'CRC:2690:26900',
  'DOP:29900:299000',
].join(',');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  APP_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Cuentas Claras <no-reply@cuentasclaras.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(1000),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
  OTP_RESEND_SECONDS: z.coerce.number().int().min(0).default(60),
  /** `redis://…`: every rate-limit counter in Redis, shared by all instances (else: decision 017). */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'Debe ser una URL redis:// o rediss://')
    .optional(),
  WHATSAPP_PROVIDER: z.enum(['log', 'cloud']).default('log'),
  WHATSAPP_API_URL: z.url().default('https://graph.facebook.com/v21.0'),
  WHATSAPP_PHONE_NUMBER_ID: z.string().optional(),
  WHATSAPP_ACCESS_TOKEN: z.string().optional(),
  WHATSAPP_OTP_TEMPLATE: z.string().default('codigo_verificacion'),
  WHATSAPP_TEMPLATE_LANGUAGE: z.string().default('es'),
  /** The app secret Meta signs webhook calls with (X-Hub-Signature-256); unset = the webhook refuses every call. */
  WHATSAPP_APP_SECRET: z.string().min(1).optional(),
  /** The token typed in Meta's dashboard when subscribing the webhook (hub.verify_token). */
  WHATSAPP_VERIFY_TOKEN: z.string().min(1).optional(),
  SCHEDULER_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
  /** The ECB's daily euro reference rates (https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml); unset = off. */
  ECB_RATES_URL: z.url().optional(),
  /** A JSON rates provider for currencies the ECB does not publish (COP, ARS, CLP, PEN…): `{base, date?, rates}`; unset = off. */
  RATES_PROVIDER_URL: z.url().optional(),
  BILLING_MODE: z.enum(['off', 'sandbox', 'stripe']).default('off'),
  /** Premium's prices shown to users, in minor units: `CUR:monthly:yearly`, comma-separated (decision 014). */
  PREMIUM_PRICES: z.string().default(DEFAULT_PREMIUM_PRICES),
  /** Days a Premium user keeps Premium after a failed renewal payment, before falling back to Gratis. */
  BILLING_GRACE_DAYS: z.coerce.number().int().min(0).max(60).default(7),
  /** Sandbox only: length of a paid period in seconds (0 = a real month or year), to try renewals and cancellations quickly. */
  BILLING_SANDBOX_PERIOD_SECONDS: z.coerce.number().int().min(0).default(0),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_URL: z.url().default('https://api.stripe.com'),
  STRIPE_PRICE_MONTHLY: z.string().optional(),
  STRIPE_PRICE_YEARLY: z.string().optional(),
  /** Enable Banking (bank feeds, decision 034): the application id, its private key (a PEM file or inline), the API and the redirect. Unset = not configured (a local sandbox bank outside production). */
  ENABLE_BANKING_APPLICATION_ID: z.string().min(1).optional(),
  ENABLE_BANKING_KEY_FILE: z.string().min(1).optional(),
  ENABLE_BANKING_KEY: z.string().min(1).optional(),
  ENABLE_BANKING_API_URL: z.url().default('https://api.enablebanking.com'),
  ENABLE_BANKING_REDIRECT_URL: z.url().optional(),
  /** The domain of the capture addresses for forwarded bank alerts (`<token>@domain`); unset = APP_URL's host (decision 035). */
  INBOUND_MAIL_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+$/i, 'Debe ser un dominio, por ejemplo alertas.example.com')
    .optional(),
  /** The port the SMTP listener for forwarded alerts takes (25 behind an MX record); unset = no listener. */
  INBOUND_SMTP_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  INBOUND_SMTP_HOST: z.string().default('0.0.0.0'),
  /** PEM files of the SMTP listener's certificate and key: both set = STARTTLS offered (decision 048). */
  INBOUND_SMTP_TLS_CERT: z.string().min(1).optional(),
  INBOUND_SMTP_TLS_KEY: z.string().min(1).optional(),
  /** The shared secret a mail provider's inbound webhook sends to /api/webhooks/mail; unset = the webhook refuses every call. */
  INBOUND_MAIL_SECRET: z.string().min(16, 'Debe tener al menos 16 caracteres').optional(),
  /** The largest forwarded message accepted, in bytes. */
  INBOUND_MAIL_MAX_BYTES: z.coerce.number().int().min(10_000).max(25_000_000).default(1_048_576),
  /** Seals secrets the app reads back (TOTP secrets) with AES-256-GCM; unset = kept unsealed (decision 041). */
  SECRETS_KEY: z.string().min(16, 'Debe tener al menos 16 caracteres').optional(),
  /** An S3-compatible bucket for attachments (decision 042); unset = the files are kept in PostgreSQL. */
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  WEB_DIST_DIR: z.string().optional(),
  TRUST_PROXY: booleanFlag.default(false),
});

export type Env = z.infer<typeof EnvSchema>;

export type AppConfig = Env & { appUrl: string; dataDir: string; webDistDir: string };

/** Parses and validates the environment once; a bad value stops the start with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`Configuración inválida en las variables de entorno:\n${problems}`);
  }
  const config = parsed.data;
  if (config.WHATSAPP_PROVIDER === 'cloud' && (!config.WHATSAPP_PHONE_NUMBER_ID || !config.WHATSAPP_ACCESS_TOKEN)) {
    throw new Error('WHATSAPP_PROVIDER=cloud necesita WHATSAPP_PHONE_NUMBER_ID y WHATSAPP_ACCESS_TOKEN');
  }
  if (config.BILLING_MODE === 'stripe') {
    const missing = (
      ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_MONTHLY', 'STRIPE_PRICE_YEARLY'] as const
    ).filter((key) => !config[key]);
    if (missing.length > 0) throw new Error(`BILLING_MODE=stripe necesita ${missing.join(', ')}`);
  }
  const s3 = (['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
    (key) => config[key],
  );
  if (s3.length > 0 && s3.length < 4) {
    throw new Error('Los adjuntos en S3 necesitan S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY');
  }
  if (config.ENABLE_BANKING_APPLICATION_ID && !config.ENABLE_BANKING_KEY_FILE && !config.ENABLE_BANKING_KEY) {
    throw new Error('ENABLE_BANKING_APPLICATION_ID necesita ENABLE_BANKING_KEY_FILE o ENABLE_BANKING_KEY');
  }
  return {
    ...config,
    appUrl: (config.APP_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, ''),
    dataDir: path.resolve(config.DATA_DIR),
    webDistDir: path.resolve(config.WEB_DIST_DIR ?? new URL('../../web/dist', import.meta.url).pathname),
  };
}
