export * from "../en/privacy-policy";
