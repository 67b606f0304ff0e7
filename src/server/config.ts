import path from 'node:path';
import { z } from 'zod';

// The environment (docs/api.md#environment), read and checked once at start-up.

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== '' ? value.trim() : undefined));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText.refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
    message: 'DATABASE_URL must start with postgres://',
  }),
  SMTP_URL: optionalText,
  PUBLIC_URL: z.string().url().default('http://localhost:8080'),
  PAYMENTS_API_URL: optionalText,
  /** Further site origins whose pages may call this instance's payments routes (see corsOrigins). */
  CORS_ORIGINS: optionalText,
  RAZORPAY_KEY_ID: optionalText,
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  RAZORPAY_API_URL: z.string().url().default('https://api.razorpay.com/v1'),
  RAZORPAY_CHECKOUT_URL: z.string().url().default('https://checkout.razorpay.com/v1/checkout.js'),
  /** Base64 of 32 bytes; when unset a key is generated once into DATA_DIR. Checked here, not at the first upload. */
  UPLOAD_ENCRYPTION_KEY: optionalText.refine(
    (v) => v === undefined || (/^[A-Za-z0-9+/]+={0,2}$/.test(v) && Buffer.from(v, 'base64').length === 32),
    { message: 'UPLOAD_ENCRYPTION_KEY must be the base64 of exactly 32 bytes (openssl rand -base64 32)' },
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Which reverse proxies may name the client in X-Forwarded-For: `false` (none, the default), the number of
   * proxies in front of the server, or their addresses (comma-separated IPs or CIDR ranges). Never "everyone":
   * then any client could choose its own address and escape every rate limit.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value) => value.trim())
    .pipe(
      z.string().refine((value) => value !== 'true', {
        message:
          'TRUST_PROXY=true would let any client choose its address; give the number of proxies (e.g. 1) or their addresses',
      }),
    )
    .refine((value) => value === 'false' || /^[1-9]\d?$/.test(value) || proxyAddresses(value) !== null, {
      message: 'TRUST_PROXY must be false, a number of proxies (1 to 99) or comma-separated proxy addresses',
    }),
  /** Requests per minute per client on the form endpoints. */
  FORM_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
});

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  publicUrl: string;
  paymentsApiUrl?: string;
  /**
   * Origins whose pages may call the payments routes from the browser (CORS): the origin of PUBLIC_URL plus
   * those listed in CORS_ORIGINS, exact origins only, never `*`. Needed when this instance is another site's
   * PAYMENTS_API_URL.
   */
  corsOrigins: string[];
  razorpay: {
    keyId?: string;
    keySecret?: string;
    webhookSecret?: string;
    apiUrl: string;
    checkoutUrl: string;
  };
  uploadEncryptionKey?: string;
  logLevel: string;
  formRateLimit: number;
  /** false, a hop count, or the proxies' addresses (Fastify's trustProxy). */
  trustProxy: boolean | number | string[];
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const publicUrl = e.PUBLIC_URL.replace(/\/$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    publicUrl,
    paymentsApiUrl: e.PAYMENTS_API_URL,
    corsOrigins: [...new Set([new URL(publicUrl).origin, ...parseOrigins(e.CORS_ORIGINS)])],
    razorpay: {
      keyId: e.RAZORPAY_KEY_ID,
      keySecret: e.RAZORPAY_KEY_SECRET,
      webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
      apiUrl: e.RAZORPAY_API_URL.replace(/\/$/, ''),
      checkoutUrl: e.RAZORPAY_CHECKOUT_URL,
    },
    uploadEncryptionKey: e.UPLOAD_ENCRYPTION_KEY,
    logLevel: e.LOG_LEVEL,
    formRateLimit: e.FORM_RATE_LIMIT,
    trustProxy: trustProxyOf(e.TRUST_PROXY),
  };
}

/**
 * CORS_ORIGINS: origins separated by commas or spaces, each scheme, host and optional port only
 * (`https://www.example.org`). A wildcard or an address with a path is refused at start-up, so a typo never
 * silently opens the payments routes to every site.
 */
export function parseOrigins(list: string | undefined): string[] {
  if (!list) return [];
  return list
    .split(/[\s,]+/)
    .filter((entry) => entry !== '')
    .map((entry) => {
      const problem = `CORS_ORIGINS: "${entry}" is not an origin such as https://www.example.org (no "*", no path)`;
      if (entry.includes('*')) throw new Error(`Invalid configuration: ${problem}`);
      let url: URL;
      try {
        url = new URL(entry);
      } catch {
        throw new Error(`Invalid configuration: ${problem}`);
      }
      // Scheme, host and port only: no path, query, fragment or credentials.
      const bare = /^https?:$/.test(url.protocol) && url.pathname === '/' && !/[?#@]/.test(entry);
      if (!bare) throw new Error(`Invalid configuration: ${problem}`);
      return url.origin;
    });
}

const IPV4 = /^(\d{1,3})(\.\d{1,3}){3}(\/\d{1,2})?$/;
const IPV6 = /^[0-9a-f:]+(\/\d{1,3})?$/i;

/** The proxy addresses of a TRUST_PROXY list, or null when an entry is not an IP address or CIDR range. */
export function proxyAddresses(value: string): string[] | null {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return null;
  return entries.every((entry) => IPV4.test(entry) || (entry.includes(':') && IPV6.test(entry)))
    ? entries
    : null;
}

/** Fastify's trustProxy option: a hop count becomes "trust the first N hops", as proxy-addr reads a number. */
export function fastifyTrustProxy(
  trustProxy: AppConfig['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trustProxy === 'number' ? (_address, hop) => hop < trustProxy : trustProxy;
}

function trustProxyOf(value: string): AppConfig['trustProxy'] {
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return proxyAddresses(value) ?? false;
}

/** The real gateway is used only when both keys are set; otherwise the built-in sandbox. */
export function usesSandboxGateway(config: AppConfig): boolean {
  return !(config.razorpay.keyId && config.razorpay.keySecret);
}
