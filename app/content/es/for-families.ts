export * from "../en/for-families";
