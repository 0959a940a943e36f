import type { Language } from "./corpus.ts";
import { type EmailStyle, renderEmail } from "./mess.ts";
import { formatPhone, type StaffMember } from "./people.ts";
import type { Rng } from "./prng.ts";
import type { Block, PersonEntry, TemplateId } from "./templates.ts";

/** Renders people and emails in one site's style, remembering whether Cloudflare was used. */
export class SiteRenderer {
  usedCloudflare = false;
  constructor(
    private readonly rng: Rng,
    readonly language: Language,
    private readonly emailStyle: EmailStyle,
    readonly template: TemplateId,
  ) {}

  email(address: string): string {
    if (this.emailStyle === "cloudflare") this.usedCloudflare = true;
    return renderEmail(address, this.emailStyle, this.rng);
  }

  people(
    staff: StaffMember[],
    withEmail: boolean,
    withPhone: boolean,
    text: { phone: string; email: string },
  ): Block {
    const people = staff.map(
      (s): PersonEntry => ({
        name: s.fullName,
        title: s.title,
        ...(withEmail ? { emailHtml: this.email(s.email) } : {}),
        ...(withPhone ? { phoneText: formatPhone(s.phone, "national") } : {}),
      }),
    );
    return { kind: "people", people, phoneLabel: text.phone, emailLabel: text.email };
  }
}
