/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** The logged-in user from the session cookie; null when logged out. */
    user: import('./lib/server/auth/sessions').SessionUser | null;
    /** A short id of this request, shown on error pages and written with every logged error. */
    requestId: string;
    /** The client's address: the connection's, or the one the trusted proxies report (TRUST_PROXY). */
    clientIp: string | null;
    /** What a page rendered for the page cache declares about itself (page-cache.ts declarePageCache). */
    pageCache?: import('./lib/server/page-cache').PageDeclaration;
    /** Set while a content page is rendered once for every logged-in reader of a user type (page-cache.ts). */
    sharedRender?: { favorite?: { menuId: string; title: string } };
    /** Set once the request is being counted and logged (a rewrite passes the middleware again). */
    observed?: boolean;
    /** The user type of a reader answered from the page cache, before the session is read. */
    readerDiv?: string;
  }
}
