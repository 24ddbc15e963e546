export * from "../en/about";
