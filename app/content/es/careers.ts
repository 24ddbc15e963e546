export * from "../en/careers";
