/** How long what staff write on the status page may be: the console checks, the API refuses more. */
export const statusLimits = {
  title: 120,
  message: 2000,
  componentName: 80,
} as const;
