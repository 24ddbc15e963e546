export * from "../en/press";
