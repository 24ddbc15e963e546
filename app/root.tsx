import { type ReactNode, use } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";

import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { ErrorPanel } from "~/components/sections/error-panel";
import { SkipLink } from "~/components/ui/skip-link";
import { DemoActionContext } from "~/components/sections/demo-action";
import { DemoRequest, drawDemoTrigger } from "~/features/demo-request/demo-request";
import { localeOfPath, localeOfRequest } from "~/lib/i18n";
import { consoleShellMeta } from "~/console/console-meta";
import { isSpaFallbackRequest, pageHydrates } from "~/lib/islands/hydration";
import { IslandScripts, PrerenderContext } from "~/lib/islands/page-scripts";
import { type SiteData, siteData } from "~/site/site-data.server";
import { LocaleContext } from "~/lib/use-locale";
import { useSiteData } from "~/site/use-site";

import type { Route } from "./+types/root";
import "./app.css";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/**
 * Runs at build time for every page: the chrome around it, in its language.
 * The SPA fallback, the owners' console's shell, gets none: the console
 * draws its own.
 */
export function loader({ request }: Route.LoaderArgs) {
  return isSpaFallbackRequest(request) ? null : siteData(localeOfRequest(request));
}

/** Pages name themselves; the console's shell, before its routes load, is the console. */
export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? [] : consoleShellMeta);

export { ConsoleLoading as HydrateFallback } from "~/console/components/console-loading";

/** The chrome changes only when a visitor moves to the other language. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return localeOfPath(currentUrl.pathname) !== localeOfPath(nextUrl.pathname);
}

export function Layout({ children }: { children: ReactNode }) {
  const site = useRouteLoaderData<SiteData>("root");
  const { pathname } = useLocation();
  const locale = site?.locale ?? localeOfPath(pathname);
  const handles = useMatches().map((match) => match.handle);
  // Absent in the browser, where only pages that hydrate whole ever render.
  const prerender = use(PrerenderContext);
  const hydrate = !prerender || pageHydrates(handles, prerender.spaFallback);
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d4ed8" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col bg-surface font-sans text-ink antialiased">
        <LocaleContext value={locale}>
          {site ? <SiteFrame site={site}>{children}</SiteFrame> : children}
        </LocaleContext>
        {hydrate ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : (
          <IslandScripts entry={prerender.islandsEntry} />
        )}
      </body>
    </html>
  );
}

function SiteFrame({ site, children }: { site: SiteData; children: ReactNode }) {
  const { chrome } = site;
  return (
    <>
      <SkipLink target="main-content">{chrome.skipLink}</SkipLink>
      <DemoActionContext value={drawDemoTrigger}>
        <SiteHeader chrome={chrome} />
        <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
      </DemoActionContext>
      <SiteFooter chrome={chrome} columns={site.footerColumns} />
      <DemoRequest content={site.demoRequest} closeLabel={chrome.close} locale={site.locale} />
    </>
  );
}

export default function App() {
  return <Outlet />;
}

/** Unexpected failures only; unknown paths are handled by routes/not-found.tsx. */
export function ErrorBoundary() {
  const { error, returnHome } = useSiteData().chrome;
  return (
    <ErrorPanel
      code={error.code}
      title={error.title}
      message={error.message}
      homeLabel={returnHome}
    />
  );
}
