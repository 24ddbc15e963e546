export * from "../en/api";
