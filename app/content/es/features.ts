export * from "../en/features";
