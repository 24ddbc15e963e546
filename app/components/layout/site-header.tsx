import { Container } from "~/components/ui/container";
import { mainNav } from "~/lib/navigation";
import { siteConfig } from "~/lib/site-config";

import { MainNav } from "./main-nav";
import { Wordmark } from "./wordmark";

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-surface/95 backdrop-blur">
      <Container className="relative flex h-16 items-center justify-between">
        <Wordmark />
        <MainNav
          links={mainNav}
          signIn={{ label: "Sign In", href: siteConfig.portalUrl }}
          getStarted={{ label: "Get Started", opensDemo: true }}
        />
      </Container>
    </header>
  );
}
