import { PageHero } from "~/components/sections/page-hero";
import { contactIntro } from "~/content/contact";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/contact");

export default function ContactPage() {
  return <PageHero {...contactIntro} />;
}
