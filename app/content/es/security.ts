export * from "../en/security";
