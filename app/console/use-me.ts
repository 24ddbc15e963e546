import { useRouteLoaderData } from "react-router";

import type { Me } from "~/lib/console-api/sign-in";
import { SIGNED_IN_ROUTE_ID } from "./paths";

/** Who is signed in (and the deliveries' health): the signed-in layout's data. */
export function useMe(): Me {
  const me = useRouteLoaderData<Me>(SIGNED_IN_ROUTE_ID);
  if (!me) throw new Error("useMe outside the signed-in console");
  return me;
}

export function useIsOwner(): boolean {
  return useMe().user.role === "owner";
}
