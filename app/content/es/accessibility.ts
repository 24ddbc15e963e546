export * from "../en/accessibility";
