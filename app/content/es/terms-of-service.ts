export * from "../en/terms-of-service";
