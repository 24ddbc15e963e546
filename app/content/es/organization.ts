export * from "../en/organization";
