import path from 'node:path';
import { z } from 'zod';

// The environment of API.md, read and checked once at start-up.

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
  /** Base64 of 32 bytes; when unset a key is generated once into DATA_DIR. */
  UPLOAD_ENCRYPTION_KEY: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** 'true' when a reverse proxy sets X-Forwarded-For; otherwise the socket address identifies a client. */
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
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
  trustProxy: boolean;
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
    trustProxy: e.TRUST_PROXY === 'true',
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

/** The real gateway is used only when both keys are set; otherwise the built-in sandbox. */
export function usesSandboxGateway(config: AppConfig): boolean {
  return !(config.razorpay.keyId && config.razorpay.keySecret);
}
