export * from "../en/cookie-policy";
