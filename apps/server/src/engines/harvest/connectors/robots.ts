import robotsParserModule from 'robots-parser';
import type { HttpClient } from '../http/http-client.js';
import { SourceError } from '../http/source-error.js';

// robots-parser is CommonJS (`module.exports = fn`) while its typings declare `export default`: take whichever is the function.
type ParseRobots = (url: string, contents: string) => Rules;
const robotsParser = ((robotsParserModule as unknown as { default?: unknown }).default ??
  robotsParserModule) as ParseRobots;

/** The product token sites name in robots.txt to address Quarry ("User-agent: Quarry"). */
export const ROBOTS_AGENT = 'Quarry';
/** RFC 9309: a crawler should not use a cached robots.txt for more than 24 hours. */
const CACHE_MS = 24 * 60 * 60 * 1000;
const MAX_HOSTS = 2000;
/** RFC 9309 asks crawlers to read at least 500 KiB of a robots.txt. */
const MAX_ROBOTS_BYTES = 512 * 1024;
/** A Crawl-delay longer than this is capped rather than obeyed (a harvest step must end). */
const MAX_CRAWL_DELAY_MS = 10_000;

export interface RobotsPolicy {
  allowed: boolean;
  /** The site's Crawl-delay for us, in ms, when it sets one. */
  crawlDelayMs?: number;
  /** Why not, in words, when not allowed. */
  reason?: string;
}

type Rules = {
  isAllowed(url: string, ua?: string): boolean | undefined;
  getCrawlDelay(ua?: string): number | undefined;
};

/** What we know of one site: its rules, or that robots.txt could not be read (then nothing is fetched). */
type SiteRules = { rules: Rules } | { unreachable: string };

export interface RobotsCache {
  /** Whether Quarry may fetch the URL under the site's robots.txt (read once per site and day). */
  policy(url: URL): Promise<RobotsPolicy>;
  /** Throws a readable SourceError when the URL is disallowed; returns the crawl delay to respect otherwise. */
  check(url: URL): Promise<number | undefined>;
}

export interface RobotsCacheOptions {
  http: HttpClient;
  now?: () => number;
}

export function createRobotsCache({ http, now = Date.now }: RobotsCacheOptions): RobotsCache {
  const sites = new Map<string, { at: number; rules: Promise<SiteRules> }>();

  async function load(origin: string, host: string): Promise<SiteRules> {
    const robotsUrl = `${origin}/robots.txt`;
    try {
      const response = await http.get(robotsUrl, {
        source: host,
        rateKey: host,
        accept: 'text/plain',
        maxBytes: MAX_ROBOTS_BYTES,
        // RFC 9309 §2.3.1.3: a robots.txt that is "unavailable" (4xx) allows everything
        allowStatuses: [400, 401, 403, 404, 405, 406, 410, 451],
      });
      return { rules: robotsParser(robotsUrl, response.status >= 400 ? '' : response.text()) };
    } catch (error) {
      // RFC 9309 §2.3.1.4: when robots.txt is unreachable (5xx, network), assume everything is disallowed
      return { unreachable: error instanceof Error ? error.message : String(error) };
    }
  }

  function rulesFor(url: URL): Promise<SiteRules> {
    const cached = sites.get(url.origin);
    if (cached && now() - cached.at < CACHE_MS) return cached.rules;
    if (sites.size >= MAX_HOSTS) sites.delete(sites.keys().next().value!);
    const entry = { at: now(), rules: load(url.origin, url.host) };
    sites.set(url.origin, entry);
    return entry.rules;
  }

  async function policy(url: URL): Promise<RobotsPolicy> {
    const site = await rulesFor(url);
    if ('unreachable' in site) {
      return {
        allowed: false,
        reason: `robots.txt of ${url.host} could not be read (${site.unreachable}), so the site is not fetched`,
      };
    }
    if (site.rules.isAllowed(url.href, ROBOTS_AGENT) === false) {
      return { allowed: false, reason: `robots.txt of ${url.host} does not allow fetching ${url.pathname}` };
    }
    const delay = site.rules.getCrawlDelay(ROBOTS_AGENT);
    return delay && delay > 0
      ? { allowed: true, crawlDelayMs: Math.min(delay * 1000, MAX_CRAWL_DELAY_MS) }
      : { allowed: true };
  }

  return {
    policy,
    async check(url) {
      const result = await policy(url);
      if (!result.allowed)
        throw new SourceError(result.reason ?? 'disallowed', { source: url.host, kind: 'robots', url: url.href });
      return result.crawlDelayMs;
    },
  };
}
