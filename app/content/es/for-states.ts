export * from "../en/for-states";
