import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { contactFormContent } from "~/content/contact";
import { ContactForm } from "~/features/contact/contact-form";
import {
  type ContactMessage,
  readContactForm,
  toContactPayload,
  validateContactMessage,
} from "~/features/contact/contact-message";
import { type SubmitResult, submitForm } from "~/lib/form-transport";

vi.mock("~/lib/form-transport", () => ({
  formEndpoints: { contact: "/forms/contact" },
  submitForm: vi.fn(),
}));

const submit = vi.mocked(submitForm);

const complete: ContactMessage = {
  firstName: "",
  lastName: "",
  email: "ada@example.org",
  inquiry: "general",
  message: "Hello",
};

describe("validateContactMessage", () => {
  it("accepts a message with only an email address and text", () => {
    expect(validateContactMessage(complete)).toEqual({});
  });

  it("asks for a missing email, then for a well-formed one", () => {
    expect(validateContactMessage({ ...complete, email: "  " }).email).toBe(
      "Enter your email address.",
    );
    expect(validateContactMessage({ ...complete, email: "ada@example" }).email).toBe(
      "Enter an email address like name@example.com.",
    );
  });

  it("asks for a message that is more than blank space", () => {
    expect(validateContactMessage({ ...complete, message: " \n " }).message).toBe(
      "Enter your message.",
    );
  });
});

describe("readContactForm and toContactPayload", () => {
  it("reads the form's controls by name", () => {
    const data = new FormData();
    data.set("firstName", "Ada");
    data.set("email", "ada@example.org");
    data.set("inquiry", "partnership");
    data.set("message", "Hi");
    expect(readContactForm(data)).toEqual({
      firstName: "Ada",
      lastName: "",
      email: "ada@example.org",
      inquiry: "partnership",
      message: "Hi",
    });
  });

  it("reads an unknown inquiry type as a general question", () => {
    const data = new FormData();
    data.set("inquiry", "<script>");
    expect(readContactForm(data).inquiry).toBe("general");
  });

  it("trims the text and keeps markup and emoji exactly as typed", () => {
    expect(
      toContactPayload({
        firstName: "  Zoë ",
        lastName: "<b>Ng</b>",
        email: " ada@example.org ",
        inquiry: "support",
        message: " Héllo 👋 <script>alert(1)</script> ",
      }),
    ).toEqual({
      firstName: "Zoë",
      lastName: "<b>Ng</b>",
      email: "ada@example.org",
      inquiry: "support",
      message: "Héllo 👋 <script>alert(1)</script>",
    });
  });
});

function renderForm(url = "/contact") {
  const Stub = createRoutesStub([
    { path: "/contact", Component: () => <ContactForm content={contactFormContent} /> },
  ]);
  render(<Stub initialEntries={[url]} />);
  return {
    email: screen.getByLabelText("Email *"),
    message: screen.getByLabelText("Message *"),
    inquiry: screen.getByLabelText("Inquiry type"),
    button: screen.getByRole("button", { name: "Send Message" }),
  };
}

describe("ContactForm", () => {
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

  it("sends once, says so while sending, then confirms and clears the form", async () => {
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
    expect(submit).toHaveBeenCalledWith("/forms/contact", {
      firstName: "",
      lastName: "",
      email: "ada@example.org",
      inquiry: "sales",
      message: "Pricing for 40 schools?",
    });

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
    expect(alert).toHaveTextContent("couldn't send your message");
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
