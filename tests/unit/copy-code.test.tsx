import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import { codeSampleLabels } from "~/content/en/api";
import { CodeBlock } from "~/features/code-sample/code-block";
import { CodeSamples } from "~/features/code-sample/code-samples";
import { start } from "~/features/code-sample/copy-code.island";
import { highlight } from "~/features/code-sample/highlight";

function setClipboard(clipboard: Partial<Clipboard> | undefined) {
  Object.defineProperty(navigator, "clipboard", { value: clipboard, configurable: true });
}

/** The samples as the page has them, then the island started on them. */
function renderSamples({ withScript = true } = {}) {
  const { container } = render(
    <CodeSamples labels={codeSampleLabels}>
      <CodeBlock
        title="Request"
        detail="GET /x"
        sample={highlight("curl https://x.example", "shell")}
        labels={codeSampleLabels}
      />
      <CodeBlock
        title="Response"
        detail="200 OK"
        sample={highlight('{ "id": 1 }', "json")}
        labels={codeSampleLabels}
      />
    </CodeSamples>,
  );
  const samples = container.querySelector<HTMLElement>("[data-island]");
  if (!samples) throw new Error("no island rendered");
  if (withScript) start(samples, codeSampleLabels);
}

const statusOf = (subject: string) =>
  screen
    .getByRole("button", { name: `Copy ${subject}` })
    .parentElement?.querySelector("[role=status]");

describe("copy-code island", () => {
  it("leaves the buttons disabled until it starts: without script nothing could be copied", () => {
    renderSamples({ withScript: false });
    expect(screen.getByRole("button", { name: "Copy Request" })).toBeDisabled();
  });

  it("copies each block's own code and announces it", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    setClipboard({ writeText });
    renderSamples();

    await userEvent.click(screen.getByRole("button", { name: "Copy Response" }));

    expect(writeText).toHaveBeenCalledWith('{ "id": 1 }');
    expect(statusOf("Response")).toHaveTextContent("Copied");
    expect(statusOf("Request")).toHaveTextContent("");
  });

  it("explains what to do when the clipboard is unavailable", async () => {
    setClipboard(undefined);
    renderSamples();

    await userEvent.click(screen.getByRole("button", { name: "Copy Response" }));

    expect(statusOf("Response")).toHaveTextContent(/Select the code and copy it/);
  });

  it("reports a refused write as a failure, not a success", async () => {
    setClipboard({ writeText: vi.fn().mockRejectedValue(new Error("denied")) });
    renderSamples();

    await userEvent.click(screen.getByRole("button", { name: "Copy Request" }));

    expect(statusOf("Request")).not.toHaveTextContent("Copied");
    expect(statusOf("Request")).toHaveTextContent(/not available/);
  });
});
