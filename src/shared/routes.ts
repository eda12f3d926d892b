/**
 * Client routes (SPEC §2). The server uses this list to answer 200 for known pages and 404 (with
 * the SPA's 'Page Not Found' screen) for everything else.
 */
export const ROUTES = {
  home: '/',
  templates: '/templates',
  directory: '/directory',
  blog: '/blog',
  blogGuide: '/blog/complete-guide-calibration-certificates',
  blogMistakes: '/blog/calibration-certificate-mistakes',
  termsPrivacy: '/terms-privacy',
  subscribe: '/subscribe',
  test: '/test',
  dashboard: '/dashboard',
  analytics: '/analytics',
  signIn: '/sign-in',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  localCheckout: '/checkout/local',
  /** A paid order's files, /orders/{access token} (server: routes/orders.ts). */
  orders: '/orders',
} as const;

/** Where each upgrade button leads: the subscribe page, opened on the plan the button names. */
export const PLAN_HREFS = {
  pro: ROUTES.subscribe,
  yearly: `${ROUTES.subscribe}?plan=annual`,
} as const;

/** Pages anyone may open (pre-rendered for search engines where static). */
export const PUBLIC_ROUTES = [
  ROUTES.home,
  ROUTES.templates,
  ROUTES.directory,
  ROUTES.blog,
  ROUTES.blogGuide,
  ROUTES.blogMistakes,
  ROUTES.termsPrivacy,
  ROUTES.subscribe,
  ROUTES.test,
  ROUTES.signIn,
  ROUTES.resetPassword,
  ROUTES.verifyEmail,
] as const;

export const SIGNED_IN_ROUTES = [ROUTES.dashboard, ROUTES.analytics] as const;

/** Paths with a dynamic tail (the local test-mode checkout page takes an order id). */
export const ROUTE_PREFIXES = [`${ROUTES.localCheckout}/`, `${ROUTES.orders}/`] as const;

export function isKnownClientRoute(pathname: string): boolean {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (
    (PUBLIC_ROUTES as readonly string[]).includes(clean) ||
    (SIGNED_IN_ROUTES as readonly string[]).includes(clean) ||
    ROUTE_PREFIXES.some((prefix) => clean.startsWith(prefix) && clean.length > prefix.length)
  );
}

/** Server navigations (SPEC §7). */
export const NAV = {
  login: '/api/login',
  logout: '/api/logout',
} as const;
