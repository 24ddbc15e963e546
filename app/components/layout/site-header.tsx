import { Container } from "~/components/ui/container";
import type { SiteChrome } from "~/content/types";
import { siteConfig } from "~/lib/site-config";

import { MainNav } from "./main-nav";
import { Wordmark } from "./wordmark";

export function SiteHeader({ chrome }: { chrome: SiteChrome }) {
  const { header } = chrome;
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-surface/95 backdrop-blur">
      <Container className="relative flex h-16 items-center justify-between">
        <Wordmark homeLabel={chrome.homeLink} />
        <MainNav
          label={header.navLabel}
          menuLabel={header.menu}
          links={header.links}
          signIn={{ label: header.signIn, href: siteConfig.portalUrl }}
          getStarted={{ label: header.getStarted, opensDemo: true }}
        />
      </Container>
    </header>
  );
}
