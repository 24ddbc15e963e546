import { PageProblem } from "../components/page-error";
import { pageMeta } from "../console-meta";
import { consoleCopy } from "../copy/common";

export const meta = () => pageMeta(consoleCopy.notFoundTitle);

/** Any other address under /admin, once signed in. */
export default function ConsoleNotFound() {
  return <PageProblem status={404} />;
}
