/**
 * Form endpoints baked into the second test build ("configured-endpoints"
 * project). Same-origin paths the static server does not accept, so an
 * un-mocked POST fails for real; tests mock them with page.route to succeed.
 */
export const testEndpoints = {
  demoRequest: "/forms/demo-request",
  contact: "/forms/contact",
};
