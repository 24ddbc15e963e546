export * from "../en/for-providers";
