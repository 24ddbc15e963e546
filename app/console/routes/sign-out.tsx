import { redirect } from "react-router";

import { statusMessage } from "../api/problems";
import { actOnApi } from "../api/route-data";
import { consolePaths } from "../paths";

import type { Route } from "./+types/sign-out";

/** Ends this session; the header's sign-out button posts here. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const outcome = await actOnApi(request, "/sign-out", { method: "POST" });
  if (!outcome.ok) return { problem: statusMessage(outcome.status) };
  return redirect(`${consolePaths.signIn}?signed-out`);
}
