import { ActionButton } from "~/components/sections/action-button";
import { CtaBanner } from "~/components/sections/cta-banner";
import { EndpointTable } from "~/components/sections/endpoint-table";
import { IconCardGrid } from "~/components/sections/icon-card-grid";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { moneyDecimalPlaces, sampleStudent, studentLookupCode } from "~/content/api-sample";
import * as en from "~/content/en/api";
import * as es from "~/content/es/api";
import { CodeBlock } from "~/features/code-sample/code-block";
import { CodeSamples } from "~/features/code-sample/code-samples";
import { formatJson } from "~/features/code-sample/format-json";
import { highlight } from "~/features/code-sample/highlight";
import { pageData } from "~/site/page-loader.server";
import { metaFromLoader } from "~/lib/route-meta";

import type { Route } from "./+types/api";

/** Runs at build time only (pre-rendered, ssr: false): the highlighter never ships to browsers. */
export function loader(args: Route.LoaderArgs) {
  const page = pageData(args, "/api", { "en-US": en, "es-US": es });
  return {
    ...page,
    request: highlight(studentLookupCode, "shell"),
    response: highlight(formatJson(sampleStudent, { decimalPlaces: moneyDecimalPlaces }), "json"),
  };
}

export const meta = metaFromLoader;

export default function ApiPage({ loaderData }: Route.ComponentProps) {
  const {
    apiCta,
    apiFeatures,
    apiFeaturesSection,
    apiIntro,
    codeSampleLabels,
    endpointColumns,
    endpointsCaption,
    endpointsSection,
    sampleEndpoints,
    sdkReferenceLink,
    sdkSection,
    sdks,
    studentLookupRequest,
    studentLookupResponse,
    studentLookupSection,
  } = loaderData.copy;
  return (
    <>
      <PageHero {...apiIntro} />
      <Section intro={apiFeaturesSection}>
        <IconCardGrid items={apiFeatures} />
      </Section>
      <Section intro={endpointsSection} tone="muted">
        <EndpointTable
          caption={endpointsCaption}
          columns={endpointColumns}
          endpoints={sampleEndpoints}
        />
      </Section>
      <Section intro={studentLookupSection}>
        <CodeSamples labels={codeSampleLabels}>
          <CodeBlock
            title={studentLookupRequest.title}
            detail={studentLookupRequest.detail}
            sample={loaderData.request}
            labels={codeSampleLabels}
          />
          <CodeBlock
            {...studentLookupResponse}
            sample={loaderData.response}
            labels={codeSampleLabels}
          />
        </CodeSamples>
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
