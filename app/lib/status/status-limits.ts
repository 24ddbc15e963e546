/**
 * How long what staff write on the status page may be: the console checks, and the API and the
 * command line refuse more.
 */
export const statusLimits = {
  title: 120,
  message: 2000,
  componentName: 80,
  /** Components one incident or maintenance window names. */
  components: 50,
} as const;
