/**
 * Routes (SPEC §2). The landing page is in the main bundle; every other screen is its own lazy
 * chunk so the first load stays small (analytics charts and payment SDKs load only on their
 * routes). Signed-in screens handle the signed-out case themselves (toast, then /api/login).
 * A page that fetches (or holds anything that does) loads with the data cache's provider
 * (lazyWithQueries); the content pages that fetch nothing load without the data library, and the
 * landing page provides it only around its parts that fetch. A page moved from `lazy` to a query
 * fails loudly ("No QueryClient set"): switch it to lazyWithQueries then.
 */
import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { ROUTES } from '@shared/routes';
import { Spinner } from '@/components/ui/spinner';
import { lazyWithQueries } from '@/lib/lazy-with-queries';
import LandingPage from '@/pages/landing/landing-page';

const TemplatesPage = lazy(() => import('@/pages/templates/templates-page'));
const DirectoryPage = lazy(() => import('@/pages/directory/directory-page'));
const BlogPage = lazy(() => import('@/pages/blog/blog-page'));
const BlogArticlePage = lazy(() => import('@/pages/blog-article/blog-article-page'));
const TermsPrivacyPage = lazyWithQueries(() => import('@/pages/terms-privacy/terms-privacy-page'));
const SubscribePage = lazyWithQueries(() => import('@/pages/subscribe/subscribe-page'));
const TestPage = lazyWithQueries(() => import('@/pages/test/test-page'));
const DashboardPage = lazyWithQueries(() => import('@/pages/dashboard/dashboard-page'));
const AnalyticsPage = lazyWithQueries(() => import('@/pages/analytics/analytics-page'));
const SignInPage = lazyWithQueries(() => import('@/pages/sign-in/sign-in-page'));
const ResetPasswordPage = lazyWithQueries(
  () => import('@/pages/reset-password/reset-password-page'),
);
const VerifyEmailPage = lazyWithQueries(() => import('@/pages/verify-email/verify-email-page'));
const LocalCheckoutPage = lazyWithQueries(
  () => import('@/pages/local-checkout/local-checkout-page'),
);
const OrderPage = lazyWithQueries(() => import('@/pages/order/order-page'));
const NotFoundPage = lazy(() => import('@/pages/not-found/not-found-page'));

function PageFallback() {
  return (
    <div className="flex min-h-screen items-center justify-center">
      <Spinner label="Loading..." />
    </div>
  );
}

export function AppRouter() {
  return (
    <Suspense fallback={<PageFallback />}>
      <Switch>
        <Route path={ROUTES.home} component={LandingPage} />
        <Route path={ROUTES.templates} component={TemplatesPage} />
        <Route path={ROUTES.directory} component={DirectoryPage} />
        <Route path={ROUTES.blog} component={BlogPage} />
        <Route path="/blog/:slug">{(params) => <BlogArticlePage slug={params.slug} />}</Route>
        <Route path={ROUTES.termsPrivacy} component={TermsPrivacyPage} />
        <Route path={ROUTES.subscribe} component={SubscribePage} />
        <Route path={ROUTES.test} component={TestPage} />
        <Route path={ROUTES.dashboard} component={DashboardPage} />
        <Route path={ROUTES.analytics} component={AnalyticsPage} />
        <Route path={ROUTES.signIn} component={SignInPage} />
        <Route path={ROUTES.resetPassword} component={ResetPasswordPage} />
        <Route path={ROUTES.verifyEmail} component={VerifyEmailPage} />
        <Route path={`${ROUTES.localCheckout}/:sessionId`}>
          {(params) => <LocalCheckoutPage sessionId={params.sessionId} />}
        </Route>
        <Route path={`${ROUTES.orders}/:token`}>
          {(params) => <OrderPage token={params.token} />}
        </Route>
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
