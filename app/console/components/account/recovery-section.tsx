import { useFetcher } from "react-router";

import { fillCounted } from "~/lib/template";

import { accountCopy } from "../../copy/account";
import { consoleCopy } from "../../copy/common";
import { ConfirmDialog } from "../confirm-dialog";
import { PageSection } from "../page-heading";
import { RecoveryCodes } from "../recovery-codes";
import { ACCOUNT_CHANGES } from "./passkeys-section";

const copy = accountCopy.recovery;

/** How many codes are left; new ones replace them all, and are shown once. */
export function RecoverySection({ left, email }: { left: number; email: string }) {
  const change = useFetcher<{ recoveryCodes?: string[] }>({ key: ACCOUNT_CHANGES });
  const codes = change.data?.recoveryCodes;
  return (
    <PageSection id="recovery-codes" title={copy.heading}>
      {codes ? (
        <RecoveryCodes
          codes={codes}
          email={email}
          continueLabel={consoleCopy.close}
          onContinue={() => change.reset()}
        />
      ) : (
        <>
          <p>{fillCounted(copy.left, left)}</p>
          <div>
            <ConfirmDialog
              trigger={copy.replace}
              title={copy.replaceTitle}
              text={copy.replaceText}
              confirm={copy.confirmReplace}
              fields={{ intent: "new-codes" }}
              fetcherKey={ACCOUNT_CHANGES}
            />
          </div>
        </>
      )}
    </PageSection>
  );
}
