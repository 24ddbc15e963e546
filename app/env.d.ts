/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** POST target for demo requests; unset = simulated success after 1 s. */
  readonly VITE_DEMO_REQUEST_URL?: string;
  /** POST target for contact messages; unset = simulated success after 1 s. */
  readonly VITE_CONTACT_URL?: string;
}
