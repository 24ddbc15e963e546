export * from "../en/blog";
