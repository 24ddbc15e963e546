export * from "../en/school-lunch";
