import type { ReactNode } from "react";
import { BrandBar } from "../../views/brand-bar";

export const PRIVACY_POLICY_DATE = "2025.07.01";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className="text-xl font-semibold">{title}</h2>
      <div className="space-y-3 text-gray-700 dark:text-gray-300">{children}</div>
    </section>
  );
}

const listClass = "list-disc space-y-1 pl-6";

/** /privacy-policy (spec §2); the contact address comes from CONTACT_EMAIL. */
export function PrivacyPolicyPage({ contactEmail }: { contactEmail: string }) {
  const linkClass = "font-medium text-brand-600 hover:underline dark:text-brand-500";
  const accountPage = (
    <a href="/account" className={linkClass}>
      account page
    </a>
  );
  const mail = (
    <a href={`mailto:${contactEmail}`} className={linkClass}>
      {contactEmail}
    </a>
  );
  return (
    <div className="min-h-screen">
      <BrandBar as="header" className="mx-auto flex max-w-3xl items-center justify-between p-6" />
      <main className="mx-auto max-w-3xl space-y-8 px-6 pb-16">
        <div>
          <h1 className="text-3xl font-bold">Privacy Policy</h1>
          <p className="mt-2 text-sm text-gray-500 dark:text-gray-400">
            {`Last updated ${PRIVACY_POLICY_DATE}`}
          </p>
        </div>
        <p className="text-gray-700 dark:text-gray-300">
          This policy explains what personal data Export Discovery collects when you use the
          service, why, and the choices you have.
        </p>
        <Section title="Information we collect">
          <ul className={listClass}>
            <li>
              <strong>Account data:</strong> your name, email address, profile picture and sign-in
              provider.
            </li>
            <li>
              <strong>Usage data:</strong> the research projects you create, their criteria, chat
              messages, results and exports, and your plan and credit usage.
            </li>
            <li>
              <strong>Contact data:</strong> business contact details of companies and decision
              makers found on publicly available websites during your research.
            </li>
            <li>
              <strong>Technical data:</strong> IP address, browser type, device information and logs
              needed to run and secure the service.
            </li>
            <li>
              <strong>Third-party data:</strong> information from sign-in and payment providers,
              such as Google account details and payment status.
            </li>
          </ul>
        </Section>
        <Section title="How we use and share your information">
          <p>
            We use your data to provide the service, run your research, manage your account and
            billing, keep the service secure, and contact you about your account. We do not sell
            your personal data.
          </p>
          <p>
            We share data only with providers that help us run the service (hosting, authentication,
            payments, AI processing), under agreements that protect it, or when the law requires it.
          </p>
        </Section>
        <Section title="Data security">
          <p>
            We protect your data with encryption in transit, access controls and regular reviews. No
            system is perfectly secure, but we work to keep your information safe.
          </p>
        </Section>
        <Section title="Data retention">
          <p>
            We keep your data while your account is active and as long as needed to provide the
            service and meet legal obligations. You can delete your account at any time on your{" "}
            {accountPage}; we then delete your data unless we must keep it by law.
          </p>
        </Section>
        <Section title="Your rights">
          <p>You have the right to:</p>
          <ul className={listClass}>
            <li>Access the personal data we hold about you</li>
            <li>Correct inaccurate or incomplete data</li>
            <li>Delete your personal data (your {accountPage} does it at once)</li>
            <li>Object to processing of your data</li>
            <li>Withdraw consent at any time</li>
          </ul>
          <p>To exercise these rights, contact us at {mail}.</p>
        </Section>
        <Section title="Children's privacy">
          <p>
            The service is not intended for children under 16. We do not knowingly collect personal
            data from children under 16.
          </p>
        </Section>
        <Section title="Changes to this policy">
          <p>
            We may update this policy from time to time. We will post the new version on this page
            and update the date above; significant changes will be announced by email or in the app.
          </p>
        </Section>
        <Section title="Contact us">
          <p>Questions about this policy or your data? Email us at {mail}.</p>
        </Section>
        <p>
          <a href="/" className="font-medium text-brand-600 hover:underline dark:text-brand-500">
            Back to home
          </a>
        </p>
      </main>
    </div>
  );
}
