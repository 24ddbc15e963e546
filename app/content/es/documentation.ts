export * from "../en/documentation";
