import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { contactFormContent, contactMessageMessages, submitProblem } from "~/content/en/contact";
import { ContactForm, type ContactFormProps } from "~/features/contact/contact-form";
import { start } from "~/features/contact/contact-form.island";
import { readContactForm } from "~/features/contact/contact-message-input";
import type * as FormTransport from "~/lib/form-transport";
import { type SubmitResult, submitForm } from "~/lib/form-transport";
import { LocaleContext } from "~/lib/use-locale";

vi.mock("~/lib/form-transport", async (importOriginal) => ({
  ...(await importOriginal<typeof FormTransport>()),
  formEndpoints: { contact: "/api/contact-messages" },
  submitForm: vi.fn(),
}));

const submit = vi.mocked(submitForm);

describe("readContactForm", () => {
  it("reads the form's controls by name, as typed", () => {
    const data = new FormData();
    data.set("firstName", " Zoë ");
    data.set("email", "ada@example.org");
    data.set("inquiryType", "partnership");
    data.set("message", "<b>Hi</b> 👋");
    expect(readContactForm(data)).toEqual({
      firstName: " Zoë ",
      email: "ada@example.org",
      inquiryType: "partnership",
      message: "<b>Hi</b> 👋",
    });
  });
});

/** The form as the page has it, with its island started as on a visit to `url`. */
function renderForm(url = "/contact") {
  window.history.replaceState(null, "", url);
  const { container } = render(
    <LocaleContext value="en-US">
      <ContactForm
        content={contactFormContent}
        messages={contactMessageMessages}
        problems={submitProblem}
      />
    </LocaleContext>,
  );
  const form = container.querySelector("form");
  const props = container.querySelector("script[data-island-props]")?.textContent;
  if (!form || !props) throw new Error("no island rendered");
  start(form, JSON.parse(props) as ContactFormProps);
  return {
    email: screen.getByLabelText("Email *"),
    message: screen.getByLabelText("Message *"),
    inquiry: screen.getByLabelText("Inquiry type"),
    button: screen.getByRole("button", { name: "Send Message" }),
  };
}

describe("contact-form island", () => {
  beforeEach(() => submit.mockReset());

  it("ties each error to its field and focuses the first invalid one", async () => {
    const user = userEvent.setup();
    const { email, message, button } = renderForm();
    await user.click(button);

    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription("Enter your email address.");
    expect(message).toHaveAttribute("aria-invalid", "true");
    expect(message).toHaveAccessibleDescription("Enter your message.");
    expect(screen.getAllByRole("alert")).toHaveLength(2);
    expect(email).toHaveFocus();
    expect(submit).not.toHaveBeenCalled();

    await user.type(email, "ada@example.org");
    expect(email).not.toHaveAttribute("aria-invalid");
    await user.click(button);
    expect(message).toHaveFocus();
  });

  it("preselects the inquiry type from ?inquiry=", () => {
    const { inquiry } = renderForm("/contact?inquiry=partnership");
    expect(inquiry).toHaveDisplayValue("Partnership");
  });

  it("sends once, with the page it was sent from, says so while sending, then confirms and clears the form", async () => {
    const user = userEvent.setup();
    let finish: (result: SubmitResult) => void = () => {};
    submit.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const { email, message, button } = renderForm("/contact?inquiry=sales");
    await user.type(email, " ada@example.org");
    await user.type(message, "Pricing for 40 schools?");
    await user.click(button);
    await user.click(button);

    expect(button).toHaveTextContent("Sending...");
    expect(button).toBeDisabled();
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit).toHaveBeenCalledWith(
      "/api/contact-messages",
      {
        firstName: "",
        lastName: "",
        email: "ada@example.org",
        inquiryType: "sales",
        message: "Pricing for 40 schools?",
        locale: "en-US",
        website: "",
        source: "/contact?inquiry=sales",
      },
      { idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    );

    finish({ ok: true });
    const status = await screen.findByRole("status");
    expect(status).toHaveTextContent(
      "Thank you. Your message has been sent, and we'll reply to ada@example.org.",
    );
    expect(status).toHaveFocus();
    expect(email).toHaveValue("");
    expect(message).toHaveValue("");
    expect(button).toHaveTextContent("Send Message");
    expect(button).toBeEnabled();
  });

  it("keeps every field and says what to do when sending fails", async () => {
    const user = userEvent.setup();
    submit.mockResolvedValue({ ok: false, failure: "network" });
    const { email, message, inquiry, button } = renderForm();
    await user.type(email, "ada@example.org");
    await user.selectOptions(inquiry, "Technical Support");
    await user.type(message, "<img src=x onerror=alert(1)>");
    await user.click(button);

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("We couldn't send this just now");
    expect(alert).toHaveFocus();
    expect(screen.getByRole("link", { name: "support@brightway.example" })).toHaveAttribute(
      "href",
      "mailto:support@brightway.example",
    );
    expect(email).toHaveValue("ada@example.org");
    expect(inquiry).toHaveDisplayValue("Technical Support");
    expect(message).toHaveValue("<img src=x onerror=alert(1)>");
    expect(button).toBeEnabled();
  });

  it("retries the same submission with the same Idempotency-Key", async () => {
    const user = userEvent.setup();
    submit.mockResolvedValueOnce({ ok: false, failure: "timeout" });
    submit.mockResolvedValueOnce({ ok: true });
    const { email, message } = renderForm();
    await user.type(email, "ada@example.org");
    await user.type(message, "Is my lead stored twice?");
    await user.click(screen.getByRole("button", { name: "Send Message" }));
    await user.click(await screen.findByRole("button", { name: "Try again" }));

    await screen.findByRole("status");
    const [first, second] = submit.mock.calls.map(([, , options]) => options?.idempotencyKey);
    expect(first).toBeTruthy();
    expect(second).toBe(first);
  });

  it("shows the server's field errors in place, focused on the first", async () => {
    const user = userEvent.setup();
    submit.mockResolvedValue({
      ok: false,
      failure: "invalid",
      errors: { email: "Enter an email address like name@example.com." },
    });
    const { email, message, button } = renderForm();
    await user.type(email, "ada@example.org");
    await user.type(message, "Hello");
    await user.click(button);

    await vi.waitFor(() => expect(email).toHaveAttribute("aria-invalid", "true"));
    expect(email).toHaveAccessibleDescription("Enter an email address like name@example.com.");
    expect(email).toHaveFocus();
    expect(message).toHaveValue("Hello");
  });

  it("says when to try again after too many messages", async () => {
    const user = userEvent.setup();
    submit.mockResolvedValue({ ok: false, failure: "rate-limited", retryAfterSeconds: 540 });
    const { email, message, button } = renderForm();
    await user.type(email, "ada@example.org");
    await user.type(message, "Hello");
    await user.click(button);

    expect(await screen.findByRole("alert")).toHaveTextContent("try again in 9 minutes");
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
  });

  it("shows what the visitor typed back to them as text, never as markup", async () => {
    const user = userEvent.setup();
    submit.mockResolvedValue({ ok: true });
    const { email, message, button } = renderForm();
    await user.type(screen.getByLabelText("First name"), "<img src=x onerror=alert(1)>");
    await user.type(email, "ada@example.org");
    await user.type(message, "Hello");
    await user.click(button);

    const status = await screen.findByRole("status");
    expect(status).toHaveTextContent(
      "Thank you, <img src=x onerror=alert(1)>. Your message has been sent, and we'll reply to ada@example.org.",
    );
    expect(status.querySelector("img")).toBeNull();
  });
});
