export const notFoundContent = {
  code: "404",
  title: "Oops! Page not found",
  message:
    "The page you were looking for has moved or never existed. Everything on this site is one click from the home page.",
  documentTitle: "Page not found",
  returnHome: "Return to Home",
};
