import { Container } from "~/components/ui/container";
import { SmartLink } from "~/components/ui/smart-link";
import type { NavLink, SiteChrome } from "~/content/types";
import { siteConfig } from "~/lib/site-config";

import { Wordmark } from "./wordmark";

interface SiteFooterProps {
  chrome: SiteChrome;
  /** The footer's link groups, from the routes table. */
  columns: readonly { title: string; links: readonly NavLink[] }[];
}

export function SiteFooter({ chrome, columns }: SiteFooterProps) {
  const { footer } = chrome;
  return (
    // Skipped while a dialog covers the page and it is out of sight (modal-dialog-behaviour.ts).
    <footer className="skipped-offscreen bg-night text-night-muted">
      <Container className="grid gap-10 py-14 lg:grid-cols-[1.2fr_3fr]">
        <div className="flex flex-col gap-3">
          <Wordmark homeLabel={chrome.homeLink} inverse />
          <p className="max-w-xs text-sm leading-relaxed">{footer.tagline}</p>
        </div>
        <nav
          aria-label={footer.navLabel}
          className="grid grid-cols-2 gap-8 sm:grid-cols-3 md:grid-cols-5"
        >
          {columns.map(({ title, links }) => (
            <div key={title}>
              <h2 className="text-sm font-semibold text-white">{title}</h2>
              <ul className="mt-3 flex flex-col">
                {links.map((link) => (
                  <li key={link.href}>
                    <SmartLink
                      href={link.href}
                      className="inline-flex min-h-10 items-center text-sm hover:text-white hover:underline"
                    >
                      {link.label}
                    </SmartLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </Container>
      <div className="border-t border-white/15">
        <Container className="flex flex-col gap-2 py-6 text-sm sm:flex-row sm:justify-between">
          <p>
            © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {siteConfig.name}.{" "}
            {footer.rightsReserved}
          </p>
          <p>{footer.certifications}</p>
        </Container>
      </div>
    </footer>
  );
}
