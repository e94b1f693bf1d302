// Runtime configuration, read once from the environment (documented in README and .env.example).
import path from 'node:path';

export const config = {
  /** PostgreSQL connection string; unset means the embedded PGlite database. */
  databaseUrl: process.env.DATABASE_URL || undefined,
  /** Where the embedded database and uploaded files live. */
  dataDir: path.resolve(process.env.DATA_DIR || 'data'),
  /**
   * Where uploaded files are kept: `database` (the file_chunks table; every instance on one
   * PostgreSQL shares them) or `directory` (FILE_DIR). The database with PostgreSQL, the directory
   * with the embedded database, unless FILE_STORE says otherwise (decision 055).
   */
  fileStore: (process.env.FILE_STORE === 'database' || process.env.FILE_STORE === 'directory' ? process.env.FILE_STORE : process.env.DATABASE_URL ? 'database' : 'directory') as 'database' | 'directory',
  /** The directory store's place: a directory every instance mounts, when several share it. */
  fileDir: path.resolve(process.env.FILE_DIR || path.join(process.env.DATA_DIR || 'data', 'files')),
  /** Load the demo data into an empty embedded database (never into a configured PostgreSQL). */
  seedDemo: process.env.SEED_DEMO !== 'false',
  /** OpenID Connect issuer for single sign-on; unset means master login only. */
  ssoIssuer: process.env.SSO_ISSUER || undefined,
  ssoDevIssuer: process.env.SSO_DEV_ISSUER || undefined,
  /** The portal's client registration at the issuer. */
  ssoClientId: process.env.SSO_CLIENT_ID || undefined,
  ssoClientSecret: process.env.SSO_CLIENT_SECRET || undefined,
  /** The ID token claim that holds the portal's user id (학번 or staff id). */
  ssoUserClaim: process.env.SSO_USER_CLAIM || 'preferred_username',
  /** Session lifetime: idle timeout and absolute limit. */
  sessionIdleMinutes: Number(process.env.SESSION_IDLE_MINUTES || 30),
  sessionAbsoluteHours: Number(process.env.SESSION_ABSOLUTE_HOURS || 12),
  /** Largest upload accepted, in bytes. */
  maxUploadBytes: Number(process.env.MAX_UPLOAD_BYTES || 10 * 1024 * 1024),
  /** What one account may keep in uploaded files altogether, in bytes. */
  userQuotaBytes: Number(process.env.USER_QUOTA_BYTES || 200 * 1024 * 1024),
  /** Send the Secure flag on cookies (set when served over HTTPS). */
  secureCookies: process.env.SECURE_COOKIES === 'true',
  /** Reverse proxies in front of the portal: the client is that many addresses from the right of X-Forwarded-For (0: the connection's own address). */
  trustProxy: Math.max(0, Math.min(10, Number.parseInt(process.env.TRUST_PROXY || '0', 10) || 0)),
  /** An urgent counselling application nobody has opened after this many minutes goes to the centre's head. */
  cnslEscalateMinutes: Number(process.env.CNSL_ESCALATE_MINUTES || 60),
  /** The portal's calendar day pinned (YYYY-MM-DD) for demos and tests; unset means Seoul's real date. Read through clock.ts. */
  portalToday: process.env.PORTAL_TODAY || undefined,
  /** The portal's public address (e.g. https://portal.example.ac.kr) for links printed on paper, such as a certificate's QR code; unset means the address of the request. */
  publicOrigin: process.env.PUBLIC_ORIGIN?.replace(/\/+$/, '') || undefined,
  /** The bearer token a metrics scraper sends to GET /api/metrics; unset means that address does not exist (decision 056). */
  metricsToken: process.env.METRICS_TOKEN || undefined,
  /** The mail server notifications go through (smtp://host:25, smtps://user:pass@host:465); unset means no email is sent (decision 059). */
  smtpUrl: process.env.SMTP_URL || undefined,
  /** The sender of notification mail. */
  mailFrom: process.env.MAIL_FROM || '한울여자대학교 학생지원포털 <no-reply@portal.invalid>',
  /** The key that signs unsubscribe and confirmation links; unset means one generated once and kept in DATA_DIR (set it when several instances serve). */
  notifySecret: process.env.NOTIFY_SECRET || undefined,
  /** How often each instance looks for due mail, in milliseconds. */
  notifyWorkerMs: Math.max(100, Number(process.env.NOTIFY_WORKER_MS || 30_000) || 30_000),
  /** The wait before the first retry of a failed mail; each further retry waits twice as long. */
  notifyRetryBaseMs: Math.max(0, Number(process.env.NOTIFY_RETRY_BASE_MS || 60_000) || 60_000),
  /** Hold mail that is not urgent during the night (22:00–08:00 Seoul) until 08:00; NOTIFY_QUIET_HOURS=off sends at once at any hour. */
  notifyQuietHours: process.env.NOTIFY_QUIET_HOURS !== 'off',
  /** The VAPID key pair push notifications are signed with (base64url, as web-push makes them); unset means a pair generated once and kept in DATA_DIR (set both when several instances serve; decision 060). */
  vapidPublicKey: process.env.VAPID_PUBLIC_KEY || undefined,
  vapidPrivateKey: process.env.VAPID_PRIVATE_KEY || undefined,
  /** Who the push services may contact about the portal's pushes (mailto: or https:). */
  vapidSubject: process.env.VAPID_SUBJECT || 'mailto:no-reply@portal.invalid',
  /**
   * The push services a browser's subscription may point at (host names; a subdomain of one counts):
   * the server posts to these addresses only, so a subscription cannot send it into the university's
   * own network. Over HTTPS only, except hosts given as host:port (a test's own push service).
   */
  pushServiceHosts: (process.env.PUSH_SERVICE_HOSTS || 'fcm.googleapis.com,updates.push.services.mozilla.com,push.services.mozilla.com,notify.windows.com,push.apple.com')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean),
  /** Attempts before a mail counts as failed. */
  notifyMaxAttempts: Math.max(1, Math.min(20, Number(process.env.NOTIFY_MAX_ATTEMPTS || 6) || 6)),
};
