export * from "../en/contact-confirmation";
