export * from "../en/pages";
