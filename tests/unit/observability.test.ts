// The labels requests are counted under, and the log level read from LOG_LEVEL (decision 056).
import { describe, expect, it } from 'vitest';
import { httpRequests, recordRequest, routeLabel } from '@/lib/server/observability/metrics';
import { log, logLevelOf } from '@/lib/server/observability/log';

// Request lines are not this test's business.
log.level = 'silent';

describe('the route label of a request', () => {
  it("is Astro's route pattern as it is, with its parameters in brackets", () => {
    expect(routeLabel('/api/v1/content/posts/[postId]')).toBe('/api/v1/content/posts/[postId]');
    expect(routeLabel('/user/[...slug]')).toBe('/user/[...slug]');
    expect(routeLabel('/')).toBe('/');
  });

  it('is one fixed label when no route matched, never the address asked for', () => {
    expect(routeLabel(undefined)).toBe('(unmatched)');
    expect(routeLabel(null)).toBe('(unmatched)');
    expect(routeLabel('')).toBe('(unmatched)');
  });

  it('counts a recorded request under that label and its status', async () => {
    const labels = { route: '/api/v1/things/[id]', status: '404' };
    const before = (await httpRequests.get()).values.find((v) => v.labels.route === labels.route)?.value ?? 0;
    recordRequest({ requestId: 'abcd1234', method: 'GET', route: labels.route, status: 404, startedAt: performance.now() });
    recordRequest({ requestId: 'abcd1235', method: 'GET', route: undefined, status: 404, startedAt: performance.now() });
    const values = (await httpRequests.get()).values;
    expect(values.find((v) => v.labels.route === labels.route && String(v.labels.status) === '404')?.value).toBe(before + 1);
    expect(values.some((v) => v.labels.route === '(unmatched)')).toBe(true);
  });
});

describe('LOG_LEVEL', () => {
  it('names a level of the log, or leaves it at info', () => {
    expect(logLevelOf(undefined)).toBe('info');
    expect(logLevelOf('warn')).toBe('warn');
    expect(logLevelOf(' SILENT ')).toBe('silent');
    expect(logLevelOf('verbose')).toBe('info');
  });
});
