import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import { codeSampleLabels } from "~/content/en/api";
import { CopyButton } from "~/features/code-sample/copy-button";

function setClipboard(clipboard: Partial<Clipboard> | undefined) {
  Object.defineProperty(navigator, "clipboard", { value: clipboard, configurable: true });
}

describe("CopyButton", () => {
  it("copies the code and announces it", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    setClipboard({ writeText });
    render(
      <CopyButton text="curl https://x.example" subject="Request" labels={codeSampleLabels} />,
    );

    await userEvent.click(screen.getByRole("button", { name: "Copy Request" }));

    expect(writeText).toHaveBeenCalledWith("curl https://x.example");
    expect(screen.getByRole("status")).toHaveTextContent("Copied");
  });

  it("explains what to do when the clipboard is unavailable", async () => {
    setClipboard(undefined);
    render(<CopyButton text="{}" subject="Response" labels={codeSampleLabels} />);

    await userEvent.click(screen.getByRole("button", { name: "Copy Response" }));

    expect(screen.getByRole("status")).toHaveTextContent(/Select the code and copy it/);
  });

  it("reports a refused write as a failure, not a success", async () => {
    setClipboard({ writeText: vi.fn().mockRejectedValue(new Error("denied")) });
    render(<CopyButton text="{}" subject="Response" labels={codeSampleLabels} />);

    await userEvent.click(screen.getByRole("button", { name: "Copy Response" }));

    expect(screen.getByRole("status")).not.toHaveTextContent("Copied");
    expect(screen.getByRole("status")).toHaveTextContent(/not available/);
  });
});
