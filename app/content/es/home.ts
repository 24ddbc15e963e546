export * from "../en/home";
