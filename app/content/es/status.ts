export * from "../en/status";
