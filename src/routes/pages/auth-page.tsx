import type { ReactNode } from "react";
import type { AssetManifest } from "../../assets/manifest";
import type { FirebaseWebConfig } from "../../auth/web-config";
import { AccountScripts } from "../../views/account-scripts";
import { BrandBar } from "../../views/brand-bar";
import { StrokeSvg } from "../../views/icons";
import { SignInForm, SignUpForm } from "./auth-forms";
import { MarketingPanel } from "./auth-marketing-panel";
import { EmulatedGoogleDialog } from "./google-sign-in";

export type AuthTab = "signin" | "signup";

interface AuthPageProps {
  tab: AuthTab;
  assets: AssetManifest;
  firebase: FirebaseWebConfig;
}

/** /auth for visitors: Sign In and Sign Up tabs beside a marketing panel (spec §2). */
export function AuthPage({ tab, assets, firebase }: AuthPageProps) {
  return (
    <div className="flex min-h-screen">
      <MarketingPanel />
      <main className="flex flex-1 flex-col items-center justify-center p-6">
        <BrandBar className="mb-6 flex w-full max-w-md items-center justify-between" />
        <div
          data-auth-page="auth"
          className="w-full max-w-md rounded-xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8 dark:border-gray-800 dark:bg-gray-900"
        >
          <div className="mb-6 flex flex-col items-center gap-3 text-center">
            <h1 className="text-2xl font-bold">Welcome to Export Discovery</h1>
            <span className="inline-flex items-center gap-1.5 rounded-full bg-green-100 px-3 py-1 text-xs font-medium text-green-800 dark:bg-green-900/40 dark:text-green-300">
              <StrokeSvg className="h-3.5 w-3.5">
                <path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z" />
                <path d="M9 12l2 2 4-4" />
              </StrokeSvg>
              Enhanced Security Mode
            </span>
          </div>
          <div
            role="tablist"
            aria-label="Sign in or sign up"
            className="mb-6 grid grid-cols-2 gap-1 rounded-lg bg-gray-100 p-1 dark:bg-gray-800"
          >
            <Tab id="signin" selected={tab === "signin"} label="Sign In" />
            <Tab id="signup" selected={tab === "signup"} label="Sign Up" />
          </div>
          <TabPanel id="signin" shown={tab === "signin"}>
            <SignInForm />
          </TabPanel>
          <TabPanel id="signup" shown={tab === "signup"}>
            <SignUpForm assets={assets} />
          </TabPanel>
        </div>
      </main>
      {firebase.emulatorUrl && <EmulatedGoogleDialog />}
      <link rel="stylesheet" href={assets.url("altcha.css")} />
      <AccountScripts assets={assets} firebase={firebase} />
    </div>
  );
}

function TabPanel({ id, shown, children }: { id: AuthTab; shown: boolean; children: ReactNode }) {
  return (
    <div role="tabpanel" id={`panel-${id}`} aria-labelledby={`tab-${id}`} hidden={!shown}>
      {children}
    </div>
  );
}

function Tab({ id, selected, label }: { id: AuthTab; selected: boolean; label: string }) {
  return (
    <button
      type="button"
      role="tab"
      id={`tab-${id}`}
      data-tab={id}
      aria-controls={`panel-${id}`}
      aria-selected={selected}
      tabIndex={selected ? 0 : -1}
      className="rounded-md px-3 py-2 text-sm font-medium text-gray-600 focus-visible:outline-2 focus-visible:outline-brand-500 aria-selected:bg-white aria-selected:text-gray-900 aria-selected:shadow-sm dark:text-gray-400 dark:aria-selected:bg-gray-950 dark:aria-selected:text-white"
    >
      {label}
    </button>
  );
}
