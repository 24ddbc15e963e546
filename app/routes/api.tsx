import { ActionButton } from "~/components/sections/action-button";
import { CtaBanner } from "~/components/sections/cta-banner";
import { EndpointTable } from "~/components/sections/endpoint-table";
import { IconCardGrid } from "~/components/sections/icon-card-grid";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import {
  apiCta,
  apiFeatures,
  apiFeaturesSection,
  apiIntro,
  endpointsCaption,
  endpointsSection,
  moneyDecimalPlaces,
  sampleEndpoints,
  sampleStudent,
  sdkReferenceLink,
  sdkSection,
  sdks,
  studentLookupRequest,
  studentLookupResponse,
  studentLookupSection,
} from "~/content/api";
import { CodeBlock } from "~/features/code-sample/code-block";
import { formatJson } from "~/features/code-sample/format-json";
import { highlight } from "~/features/code-sample/highlight";
import { pageMeta } from "~/lib/page-meta";

import type { Route } from "./+types/api";

export const meta = () => pageMeta("/api");

/** Runs at build time only (pre-rendered, ssr: false): the highlighter never ships to browsers. */
export function loader() {
  return {
    request: highlight(studentLookupRequest.code, "shell"),
    response: highlight(formatJson(sampleStudent, { decimalPlaces: moneyDecimalPlaces }), "json"),
  };
}

export default function ApiPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero {...apiIntro} />
      <Section intro={apiFeaturesSection}>
        <IconCardGrid items={apiFeatures} />
      </Section>
      <Section intro={endpointsSection} tone="muted">
        <EndpointTable caption={endpointsCaption} endpoints={sampleEndpoints} />
      </Section>
      <Section intro={studentLookupSection}>
        <div className="mx-auto flex max-w-4xl flex-col gap-6">
          <CodeBlock {...studentLookupRequest} sample={loaderData.request} />
          <CodeBlock {...studentLookupResponse} sample={loaderData.response} />
        </div>
      </Section>
      <Section intro={sdkSection} tone="muted">
        <IconCardGrid items={sdks} columns={2} />
        <div className="mt-10 flex justify-center">
          <ActionButton action={sdkReferenceLink} variant="outline" />
        </div>
      </Section>
      <CtaBanner {...apiCta} />
    </>
  );
}
