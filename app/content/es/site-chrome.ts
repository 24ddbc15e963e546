export * from "../en/site-chrome";
