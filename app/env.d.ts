/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** POST target for demo requests; unset = this site's own /api/demo-requests. */
  readonly VITE_DEMO_REQUEST_URL?: string;
  /** POST target for contact messages; unset = this site's own /api/contact-messages. */
  readonly VITE_CONTACT_URL?: string;
  /** "simulate": forms fake success after 1 s instead of posting (demos without a server). */
  readonly VITE_FORMS?: string;
}

/** The URL of app/entry.islands.ts in the build (scripts/islands-plugin.ts). */
declare module "virtual:islands-entry" {
  const url: string;
  export default url;
}
