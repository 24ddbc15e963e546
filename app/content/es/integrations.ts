export * from "../en/integrations";
