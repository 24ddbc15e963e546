/** Signing in, accepting an invitation, and recovery codes. */
export const signInCopy = {
  title: "Sign in",
  heading: "Sign in to the console",
  signedOut: "You have signed out.",
  passkey: {
    heading: "With a passkey",
    text: "Use the passkey you made when you accepted your invitation, on this device or on your phone.",
    button: "Sign in with a passkey",
    busy: "Waiting for your passkey…",
  },
  recovery: {
    heading: "Use a recovery code",
    text: "No passkey with you? Sign in with your address and one of your recovery codes. Each code works once; the console then asks you to add a new passkey.",
    email: "Email address",
    code: "Recovery code",
    button: "Sign in with a recovery code",
    busy: "Signing in…",
    refused: "That address and recovery code do not match, or the code was already used.",
    incomplete: "Enter your email address and a recovery code.",
  },
  passkeyRefused: "That passkey was not accepted here. Try another, or use a recovery code.",
};

export const passkeyCopy = {
  cancelled: "The passkey request was cancelled or timed out. Try again when you are ready.",
  alreadyRegistered: "This device already holds a passkey for this account.",
  unsupported:
    "This browser cannot use passkeys here. Open the console in an up-to-date browser, at its https address.",
};

export const invitationCopy = {
  title: "Accept your invitation",
  heading: "Join the console",
  invited: "This invitation is for {email}, as {role}.",
  expires: "It works once, until {time}.",
  passkeyText:
    "The console uses passkeys instead of passwords: your device or password manager keeps a key that only works on this site, unlocked with your fingerprint, face or screen lock.",
  createPasskey: "Create your passkey",
  creating: "Creating your passkey…",
  unusableHeading: "This invitation cannot be used",
  unusable:
    "It has already been used or it has expired (invitations last 24 hours). Ask an owner to invite you again.",
  alreadyMember: "An account with this address already exists. Sign in instead.",
  toSignIn: "Go to sign in",
  passkeyNotVerified: "The new passkey could not be verified. Try again.",
};

export const recoveryCodesCopy = {
  heading: "Your recovery codes",
  text: "If you lose your passkey, each of these codes signs you in once. They are shown only now: keep them somewhere safe, away from this device, such as a password manager or a printed copy.",
  listLabel: "Recovery codes",
  copy: "Copy the codes",
  copied: "The codes are copied.",
  copyFailed: "The browser did not allow copying. Select the codes and copy them yourself.",
  print: "Print",
  download: "Download as a text file",
  fileName: "brightway-console-recovery-codes.txt",
  fileHeader: "Recovery codes for the {brand} console ({email}). Each works once.",
  saved: "I have saved these codes",
  continue: "Continue to the inbox",
  continueEditor: "Continue to publishing",
};
