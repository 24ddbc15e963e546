import type { MetaDescriptor } from "react-router";

/** A route's `meta`: the tags its loader worked out at build time. */
export function metaFromLoader({
  loaderData,
}: {
  loaderData: { meta: MetaDescriptor[] } | undefined;
}): MetaDescriptor[] {
  return loaderData?.meta ?? [];
}
