import { consoleCopy } from "../copy/common";

/** The shell's body until the console's routes have loaded. */
export function ConsoleLoading() {
  return (
    <main className="flex flex-1 items-center justify-center p-8">
      <p role="status">{consoleCopy.loading}</p>
      <noscript>
        <p>{consoleCopy.needsJavaScript}</p>
      </noscript>
    </main>
  );
}
