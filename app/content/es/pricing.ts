export * from "../en/pricing";
