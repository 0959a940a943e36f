import type { EmailCheck, EmailCheckResult, MxResolver } from "../ports.ts";
import { isDisposableDomain, isWebmailDomain, ROLE_MAILBOXES } from "./domains.ts";
import { parseEmail } from "./syntax.ts";

/** Settings of the email check. */
export interface EmailCheckOptions {
  mx: MxResolver;
  /** Bound on one MX lookup, whatever the resolver does; past it the status is "unknown". */
  timeoutMs?: number;
}

const NO_FLAGS = { webmail: false, role: false, disposable: false } as const;

/** `EmailCheck`: syntax, MX through the resolver port, and webmail/role/disposable flags. */
export function createEmailCheck(options: EmailCheckOptions): EmailCheck {
  const timeoutMs = options.timeoutMs ?? 5_000;
  return {
    async check(email: string): Promise<EmailCheckResult> {
      const parsed = parseEmail(email);
      if (!parsed) return { status: "invalid-syntax", ...NO_FLAGS };
      const flags = {
        webmail: isWebmailDomain(parsed.domain),
        role: isRoleMailbox(parsed.local),
        disposable: isDisposableDomain(parsed.domain),
      };
      const hosts = await withTimeout(options.mx.resolveMx(parsed.domain), timeoutMs).catch(
        () => undefined,
      );
      // A lookup that failed says nothing about the address: "unknown", not "no-mx".
      if (hosts === undefined) return { status: "unknown", ...flags };
      // RFC 7505 null MX ("." or empty exchange) declares that the domain accepts no mail.
      const usable = hosts.filter((h) => h !== "" && h !== ".");
      return { status: usable.length > 0 ? "valid" : "no-mx", ...flags };
    },
  };
}

/**
 * Whether the local part names a function (info@, sales-de@, kontakt.berlin@) rather than a
 * person: the whole part, or its first token before . - _ or a +tag, is a role mailbox.
 */
export function isRoleMailbox(local: string): boolean {
  const name = local.toLowerCase().split("+")[0] ?? "";
  if (ROLE_MAILBOXES.has(name)) return true;
  const first = name.split(/[._-]/)[0] ?? "";
  return first !== name && ROLE_MAILBOXES.has(first);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`MX lookup timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
