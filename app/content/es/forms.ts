export * from "../en/forms";
