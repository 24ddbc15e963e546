import { Link, isRouteErrorResponse, useRevalidator, useRouteError } from "react-router";

import { Button } from "~/components/ui/button";

import { statusMessage } from "../problem-messages";
import { consoleCopy } from "../copy/common";
import { consolePaths } from "../paths";
import { ConsoleFrame } from "./console-frame";
import { PageHeading } from "./page-heading";

/**
 * A page in place of what could not be shown: a refusal (403: "You do not
 * have access to this"), a lead that is gone, or a server or connection
 * problem (status 500 and up), which may be tried again.
 */
export function PageProblem({ status }: { status?: number }) {
  const revalidator = useRevalidator();
  const message = status ? statusMessage(status) : consoleCopy.problems.unexpected;
  return (
    <>
      <PageHeading>
        {status === 404 ? consoleCopy.notFoundTitle : consoleCopy.errorTitle}
      </PageHeading>
      <p role="alert" className="text-lg">
        {message}
      </p>
      <div className="flex flex-wrap gap-3">
        {status !== undefined && status >= 500 && (
          <Button type="button" onClick={() => void revalidator.revalidate()}>
            {consoleCopy.tryAgain}
          </Button>
        )}
        <Button asChild variant="outline">
          <Link to={consolePaths.signIn}>{consoleCopy.toStart}</Link>
        </Button>
      </div>
    </>
  );
}

/** A page's boundary inside the signed-in layout, so the console's header stays. */
export function PageError() {
  const error = useRouteError();
  return <PageProblem status={isRouteErrorResponse(error) ? error.status : undefined} />;
}

/** The boundary of the console as a whole (sign-in, invitation, the signed-in layout itself). */
export function ConsoleErrorBoundary() {
  return (
    <ConsoleFrame>
      <PageError />
    </ConsoleFrame>
  );
}
