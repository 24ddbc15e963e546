import { Link, Outlet, useLocation } from "react-router";

import { me } from "~/lib/console-api/sign-in";

import { loadFromApi } from "../api/route-data";
import { ConsoleFrame } from "../components/console-frame";
import { ConsoleHeader } from "../components/console-header";
import { consoleCopy } from "../copy/common";
import { consolePaths } from "../paths";

import type { Route } from "./+types/signed-in";

/** Every page past sign-in: who is signed in and the deliveries' health, or the way to sign in. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadFromApi(request, me);
}

export default function SignedIn({ loaderData: me }: Route.ComponentProps) {
  const { pathname } = useLocation();
  return (
    <ConsoleFrame header={<ConsoleHeader me={me} />}>
      {me.viaRecoveryCode && pathname !== consolePaths.account && (
        <p className="rounded-lg border border-families bg-families-soft p-4">
          {consoleCopy.recoveryPrompt.text}{" "}
          <Link to={consolePaths.account} className="font-semibold underline underline-offset-2">
            {consoleCopy.recoveryPrompt.link}
          </Link>
        </p>
      )}
      <Outlet />
    </ConsoleFrame>
  );
}
