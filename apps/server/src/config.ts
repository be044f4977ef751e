import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { AboutFlag } from '@quarry/contract';
import { storageUrlProblem } from './storage/storage-url.js';

const bool = z
  .enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'])
  .transform((value) => ['true', '1', 'on', 'yes'].includes(value));

/**
 * Every setting, its environment variable, default and meaning. The README's settings table is checked
 * against this list by config.test.ts, so the two cannot drift apart.
 */
export const settingDocs = {
  PORT: ['4000', 'HTTP port of the API and the web app'],
  HOST: ['127.0.0.1', 'Address to listen on (0.0.0.0 to accept other machines)'],
  PUBLIC_URL: ['http://HOST:PORT', 'Base URL of the app as users reach it; used in the links of e-mails'],
  DATA_DIR: ['./data', 'Folder of the embedded database and other local state'],
  DATABASE_URL: ['(unset)', 'postgres://… switches from the embedded database to a PostgreSQL server'],
  DATABASE_POOL_SIZE: [
    '10',
    'Connections to a PostgreSQL server (the embedded database always uses 4, which it queues)',
  ],
  STORAGE_URL: [
    '(unset)',
    'Keep stored files (reports, uploaded CVs) in an S3 bucket, s3://bucket/prefix, with the standard AWS variables (see Storage); unset: the folder DATA_DIR/storage',
  ],
  SMTP_URL: [
    '(unset)',
    'smtp://user:pass@host:port sends mail by SMTP; unset keeps mail in the outbox and logs the link',
  ],
  MAIL_FROM: ['Quarry <no-reply@quarry.local>', 'Sender of account e-mails'],
  SUPPORT_EMAIL: ['info@quarry.local', 'Address a suspended user is asked to contact'],
  SESSION_TTL_DAYS: ['30', 'A session cookie stays valid this many days after its last use'],
  SIGN_IN_MAX_FAILURES_PER_EMAIL: ['10', 'Failed sign-ins allowed per e-mail address in the window'],
  SIGN_IN_MAX_FAILURES_PER_ADDRESS: ['50', 'Failed sign-ins allowed per client IP address in the window'],
  SIGN_IN_WINDOW_MINUTES: ['15', 'Length of the sign-in rate-limit window'],
  OPENALEX_URL: ['https://api.openalex.org', 'Base URL of the OpenAlex API'],
  OPENALEX_MAILTO: ['(empty)', 'E-mail sent to OpenAlex and Crossref as their polite pools ask'],
  CROSSREF_URL: ['https://api.crossref.org', 'Base URL of the Crossref REST API'],
  ARXIV_URL: ['https://export.arxiv.org/api', 'Root of the arXiv API (its Atom search is …/query)'],
  WEB_SEARCH_URL: [
    '(unset)',
    'A SearXNG-compatible search instance (Quarry asks its /search?format=json); unset skips web search steps with a visible reason',
  ],
  HARVEST_MAX_RESULTS: ['20', 'Results per query of a harvest step (1–200)'],
  HARVEST_CRAWL_MAX_PAGES: ['50', 'Pages a website crawl fetches at most'],
  HTTP_TIMEOUT_MS: ['15000', 'Time-out of one request to a source'],
  ALLOW_PRIVATE_IMAGE_URLS: [
    'false',
    "Let a person's image be fetched from this machine or a private network (tests, closed intranets); public hosts only otherwise",
  ],
  WEB_PAGE_MIN_INTERVAL_MS: [
    '1000',
    'Least time between two requests to one web site (a longer robots.txt Crawl-delay wins)',
  ],
  SOURCE_MIN_INTERVAL_MS: ['100', 'Least time between two requests to one source (arXiv: at least 3000, its terms)'],
  PREDEFINED_TERM_GROUPS_FILE: [
    'DATA_DIR/predefined-term-groups.json',
    'JSON list of {name, terms} offered as predefined term groups; while it does not exist, the groups Quarry ships (apps/server/predefined-term-groups.json)',
  ],
  WORKSPACE_INDEX_MAX_MB: [
    '2048',
    'Memory the in-memory workspace indexes may hold before the least recently used are dropped',
  ],
  REQUEST_TURNS: [
    '2',
    'Requests one process works on at once (the others wait their turn; the health check never does); 0 for no limit',
  ],
  JOB_CONCURRENCY: ['2', 'Jobs (harvests) one process runs at once'],
  JOB_LEASE_SECONDS: [
    '60',
    'A running job not heard from for this long is taken over by another worker (its process died)',
  ],
  ALERTS_INTERVAL_HOURS: [
    '24',
    'Hours between two alert checks of an investigation with alerts on (each harvests it again and mails the new relevant documents; fractions allowed)',
  ],
  DISAMBIGUATION_DELAY_SECONDS: [
    '5',
    'Seconds between a harvest and the author disambiguation of its new mentions (the first workspace call builds its index first)',
  ],
  JOB_RETRY_BASE_SECONDS: [
    '5',
    'A failed job is retried after this many seconds, ×4 for each further retry (3 attempts)',
  ],
  WEB_DIST_DIR: ['apps/web/dist', 'Folder of the built web app the server serves'],
  LOG_LEVEL: ['info', 'pino log level: fatal, error, warn, info, debug, trace or silent'],
  SHOW_SIGN_UP: ['true', 'Show the Sign Up link and accept sign-ups'],
  DIRECT_SIGN_UP: [
    'true embedded, false on PostgreSQL',
    'Sign-up creates the account at once instead of e-mailing an activation link',
  ],
  SHOW_HEBREW_TUTORIALS: ['false', 'Offer the Hebrew tutorials in the help menu'],
  SHOW_HIDDEN_FEATURES: ['false', 'Show features still being tried out'],
  SHOW_DOCUMENT_LABELS: [
    'true',
    'The labels under each document in the list and its Add label field (false hides them; the review toggles stay)',
  ],
  SHOW_TRANSLATIONS: ['false', 'Show translation settings'],
  REPORT_ENABLED: ['true', 'Insights and the report editor'],
  ENTITY_DETECTION_ENABLED: ['true', 'Mentioned-entity detection and highlighting'],
  ALERTS_ENABLED: ['true', 'E-mail alerts on investigations'],
  SHOW_TIMELINE: ['true', 'The timeline tab'],
  DOCUMENTS_PAGE_SIZE: ['50', 'Documents per page in the workspace'],
  USER_GUIDE_URL: ['(empty)', 'Link of the User Guide in the help menu (http or https; empty: not offered)'],
  VIDEO_TUTORIALS_URL: ['(empty)', 'Link of the video tutorials in the help menu (http or https; empty: not offered)'],
  HEBREW_TUTORIALS_URL: [
    '(empty)',
    'Link of the Hebrew tutorials in the help menu, offered with SHOW_HEBREW_TUTORIALS',
  ],
  SHOW_PREDEFINED_TERM_GROUPS: ['true', 'Offer predefined term groups'],
  ALLOW_DUPLICATE_INVESTIGATION: ['true', 'Offer Duplicate on investigations'],
  SUPPORT_BATCH: ['true', 'Batch (omnisol) investigation tools'],
  SUPPORT_POLITICAL: ['true', 'Political investigations'],
  SUPPORT_PERSON_GROUP: ['true', 'Academic Research Group investigations'],
  SUPPORT_UNIVERSITY: ['true', 'University / Organization investigations'],
  SUPPORT_WEB_SITE: ['true', 'Website investigations'],
  SUPPORT_TENDER: ['true', 'Tender investigations'],
  SUPPORT_COMPANY: ['true', 'Company investigations'],
  SUPPORT_LOCAL_DOCUMENTS: ['true', 'Local documents investigations (file upload)'],
} as const satisfies Record<string, readonly [string, string]>;

/** The boolean feature flags of GET /api/about, by environment variable. */
const flagVariables = {
  showHebrewTutorials: 'SHOW_HEBREW_TUTORIALS',
  showHiddenFeatures: 'SHOW_HIDDEN_FEATURES',
  showDocumentLabels: 'SHOW_DOCUMENT_LABELS',
  showTranslations: 'SHOW_TRANSLATIONS',
  showSignUp: 'SHOW_SIGN_UP',
  directSignUp: 'DIRECT_SIGN_UP',
  reportEnabled: 'REPORT_ENABLED',
  entityDetectionEnabled: 'ENTITY_DETECTION_ENABLED',
  alertsEnabled: 'ALERTS_ENABLED',
  showTimeline: 'SHOW_TIMELINE',
  showPredefinedTermGroups: 'SHOW_PREDEFINED_TERM_GROUPS',
  allowDuplicateInvestigation: 'ALLOW_DUPLICATE_INVESTIGATION',
  supportBatch: 'SUPPORT_BATCH',
  supportPolitical: 'SUPPORT_POLITICAL',
  supportPersonGroup: 'SUPPORT_PERSON_GROUP',
  supportUniversity: 'SUPPORT_UNIVERSITY',
  supportWebSite: 'SUPPORT_WEB_SITE',
  supportTender: 'SUPPORT_TENDER',
  supportCompany: 'SUPPORT_COMPANY',
  supportLocalDocuments: 'SUPPORT_LOCAL_DOCUMENTS',
} as const satisfies Record<Exclude<AboutFlag, 'documentsPageSize' | 'userGuideUrl'>, keyof typeof settingDocs>;

type BooleanFlag = keyof typeof flagVariables;

/** A link the help menu opens in a new tab: http or https only (a javascript: or file: link is refused at start). */
const webLink = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' });

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  STORAGE_URL: z
    .string()
    .superRefine((url, context) => {
      const problem = storageUrlProblem(url);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Quarry <no-reply@quarry.local>'),
  SUPPORT_EMAIL: z.string().min(3).default('info@quarry.local'),
  SESSION_TTL_DAYS: z.coerce.number().positive().default(30),
  SIGN_IN_MAX_FAILURES_PER_EMAIL: z.coerce.number().int().min(1).default(10),
  SIGN_IN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(50),
  SIGN_IN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  OPENALEX_URL: z.url().default('https://api.openalex.org'),
  OPENALEX_MAILTO: z.string().default(''),
  CROSSREF_URL: z.url().default('https://api.crossref.org'),
  ARXIV_URL: z.url().default('https://export.arxiv.org/api'),
  WEB_SEARCH_URL: z.url().optional(),
  HARVEST_MAX_RESULTS: z.coerce.number().int().min(1).max(200).default(20),
  HARVEST_CRAWL_MAX_PAGES: z.coerce.number().int().min(1).max(1000).default(50),
  HTTP_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  ALLOW_PRIVATE_IMAGE_URLS: bool.optional(),
  SOURCE_MIN_INTERVAL_MS: z.coerce.number().int().min(0).default(100),
  WEB_PAGE_MIN_INTERVAL_MS: z.coerce.number().int().min(0).default(1000),
  REQUEST_TURNS: z.coerce.number().int().min(0).max(1000).default(2),
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  ALERTS_INTERVAL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 366)
    .default(24),
  DISAMBIGUATION_DELAY_SECONDS: z.coerce.number().min(0).max(3600).default(5),
  PREDEFINED_TERM_GROUPS_FILE: z.string().optional(),
  WORKSPACE_INDEX_MAX_MB: z.coerce.number().int().min(16).default(2048),
  JOB_RETRY_BASE_SECONDS: z.coerce.number().min(0).default(5),
  JOB_LEASE_SECONDS: z.coerce.number().int().min(1).default(60),
  WEB_DIST_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DOCUMENTS_PAGE_SIZE: z.coerce.number().int().min(1).max(500).default(50),
  USER_GUIDE_URL: webLink.default(''),
  VIDEO_TUTORIALS_URL: webLink.default(''),
  HEBREW_TUTORIALS_URL: webLink.default(''),
  ...Object.fromEntries(Object.values(flagVariables).map((name) => [name, bool.optional()])),
});

/** apps/web/dist, found from this file whether it runs from src/ (tests) or dist/ (built). */
const defaultWebDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Flags that are off unless turned on; every other flag is on unless turned off. */
const offByDefault: ReadonlySet<BooleanFlag> = new Set([
  'showHebrewTutorials',
  'showHiddenFeatures',
  'showTranslations',
]);

export type Config = ReturnType<typeof loadConfig>;

/** Reads every setting once from the environment; throws a readable error naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  // An empty variable counts as unset (WEB_SEARCH_URL= turns web search off, as leaving it out does).
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid settings:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data as z.infer<typeof envSchema> & Record<string, boolean | undefined>;
  const embedded = !e.DATABASE_URL;
  const flagDefault = (flag: BooleanFlag) => (flag === 'directSignUp' ? embedded : !offByDefault.has(flag));
  const flags = Object.fromEntries(
    (Object.keys(flagVariables) as BooleanFlag[]).map((flag) => [flag, e[flagVariables[flag]] ?? flagDefault(flag)]),
  ) as Record<BooleanFlag, boolean>;
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`).replace(/\/+$/, ''),
    dataDir: path.resolve(e.DATA_DIR),
    predefinedTermGroupsFile: path.resolve(
      e.PREDEFINED_TERM_GROUPS_FILE ?? path.join(e.DATA_DIR, 'predefined-term-groups.json'),
    ),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    smtpUrl: e.SMTP_URL,
    storage: {
      folder: path.join(path.resolve(e.DATA_DIR), 'storage'),
      url: e.STORAGE_URL,
      /** The S3-compatible server the AWS SDK will call, which it reads itself (path-style addressing there). */
      s3Endpoint: env.AWS_ENDPOINT_URL_S3 || env.AWS_ENDPOINT_URL || undefined,
    },
    allowPrivateImageUrls: e.ALLOW_PRIVATE_IMAGE_URLS ?? false,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    helpLinks: { videoTutorialsUrl: e.VIDEO_TUTORIALS_URL, hebrewTutorialsUrl: e.HEBREW_TUTORIALS_URL },
    sessionTtlDays: e.SESSION_TTL_DAYS,
    signInThrottle: {
      maxFailuresPerEmail: e.SIGN_IN_MAX_FAILURES_PER_EMAIL,
      maxFailuresPerAddress: e.SIGN_IN_MAX_FAILURES_PER_ADDRESS,
      windowMinutes: e.SIGN_IN_WINDOW_MINUTES,
    },
    sources: {
      openalexUrl: e.OPENALEX_URL.replace(/\/+$/, ''),
      openalexMailto: e.OPENALEX_MAILTO,
      crossrefUrl: e.CROSSREF_URL.replace(/\/+$/, ''),
      arxivUrl: e.ARXIV_URL,
      webSearchUrl: e.WEB_SEARCH_URL,
      maxResults: e.HARVEST_MAX_RESULTS,
      crawlMaxPages: e.HARVEST_CRAWL_MAX_PAGES,
      timeoutMs: e.HTTP_TIMEOUT_MS,
      minIntervalMs: e.SOURCE_MIN_INTERVAL_MS,
      webPageMinIntervalMs: e.WEB_PAGE_MIN_INTERVAL_MS,
    },
    requestTurns: e.REQUEST_TURNS,
    jobConcurrency: e.JOB_CONCURRENCY,
    alertsIntervalHours: e.ALERTS_INTERVAL_HOURS,
    disambiguationDelaySeconds: e.DISAMBIGUATION_DELAY_SECONDS,
    workspaceIndexMaxBytes: e.WORKSPACE_INDEX_MAX_MB * 1024 * 1024,
    jobRetryBaseSeconds: e.JOB_RETRY_BASE_SECONDS,
    jobLeaseSeconds: e.JOB_LEASE_SECONDS,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : defaultWebDistDir,
    logLevel: e.LOG_LEVEL,
    flags: { ...flags, documentsPageSize: e.DOCUMENTS_PAGE_SIZE, userGuideUrl: e.USER_GUIDE_URL },
  };
}
