// Content (guides, notices, popups, banners): CONTENT_EDITOR and admins.
import type { RouteRule } from './rules';

const read = (route: string, path: string, probe?: false): RouteRule => ({ route, method: 'GET', path, area: 'content', action: 'read', ...(probe === false ? { probe } : {}) });
const manage = (route: string, path: string, probe: unknown = {}): RouteRule => ({ route, method: 'POST', path, area: 'content', action: 'manage', probe });

export const rules: RouteRule[] = [
  read('v1/content/posts/index', '/api/v1/content/posts'),
  manage('v1/content/posts/index', '/api/v1/content/posts'),
  // No demo record is certain for every kind: on one record only the refusals are checked.
  read('v1/content/posts/[postId]/index', '/api/v1/content/posts/1', false),
  manage('v1/content/posts/[postId]/index', '/api/v1/content/posts/1'),
  read('v1/content/posts/[postId]/diff', '/api/v1/content/posts/1/diff?from=1&to=1', false),
  manage('v1/content/posts/[postId]/unpublish', '/api/v1/content/posts/1/unpublish', false),
  read('v1/content/posts/[postId]/revisions/index', '/api/v1/content/posts/1/revisions', false),
  read('v1/content/posts/[postId]/revisions/[revNo]/index', '/api/v1/content/posts/1/revisions/1', false),
  manage('v1/content/posts/[postId]/revisions/[revNo]/restore', '/api/v1/content/posts/1/revisions/1/restore', false),
  read('v1/content/popups/index', '/api/v1/content/popups'),
  manage('v1/content/popups/index', '/api/v1/content/popups'),
  read('v1/content/popups/[popupId]/index', '/api/v1/content/popups/1', false),
  manage('v1/content/popups/[popupId]/index', '/api/v1/content/popups/1'),
  read('v1/content/popups/[popupId]/diff', '/api/v1/content/popups/1/diff?from=1&to=1', false),
  manage('v1/content/popups/[popupId]/off', '/api/v1/content/popups/1/off', false),
  read('v1/content/popups/[popupId]/revisions/index', '/api/v1/content/popups/1/revisions', false),
  manage('v1/content/popups/[popupId]/revisions/[revNo]/restore', '/api/v1/content/popups/1/revisions/1/restore', false),
  read('v1/content/banners/index', '/api/v1/content/banners'),
  manage('v1/content/banners/index', '/api/v1/content/banners'),
  read('v1/content/banners/[bannerId]/index', '/api/v1/content/banners/1', false),
  manage('v1/content/banners/[bannerId]/index', '/api/v1/content/banners/1'),
  read('v1/content/banners/[bannerId]/diff', '/api/v1/content/banners/1/diff?from=1&to=1', false),
  manage('v1/content/banners/[bannerId]/off', '/api/v1/content/banners/1/off', false),
  read('v1/content/banners/[bannerId]/revisions/index', '/api/v1/content/banners/1/revisions', false),
  manage('v1/content/banners/[bannerId]/revisions/[revNo]/restore', '/api/v1/content/banners/1/revisions/1/restore', false),
];
