export * from "../en/support-channels";
