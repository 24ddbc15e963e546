export * from "../en/esa";
