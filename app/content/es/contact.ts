export * from "../en/contact";
