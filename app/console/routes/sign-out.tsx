import { redirect } from "react-router";
import { signOut } from "~/lib/console-api/sign-in";

import { statusMessage } from "../problem-messages";
import { actOnApi } from "../api/route-data";
import { consolePaths } from "../paths";

import type { Route } from "./+types/sign-out";

/** Ends this session; the header's sign-out button posts here. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const outcome = await actOnApi(request, signOut);
  if (!outcome.ok) return { problem: statusMessage(outcome.status) };
  return redirect(`${consolePaths.signIn}?signed-out`);
}
