export * from "../en/help-center";
