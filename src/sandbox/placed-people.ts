import type { SandboxPerson } from "./corpus.ts";
import type { StaffMember } from "./people.ts";
import type { SiteLayout } from "./site-layout.ts";

/*
 * The ground truth's people, from the same placement decisions the site was rendered from: who is
 * named on which page, and whose email and phone are shown.
 */

export interface Placement {
  staff: StaffMember[];
  layout: SiteLayout;
  /** The paths the site really has (a dropped page names nobody). */
  pagePaths: { has(path: string): boolean };
  namedOnAbout: StaffMember[];
  namedOnImprint: StaffMember[];
  contactPerson: StaffMember | undefined;
  showPersonEmails: boolean;
  showPersonPhones: boolean;
}

export function placedPeople(placement: Placement): SandboxPerson[] {
  const { staff, layout, contactPerson } = placement;
  const personPages = new Map<StaffMember, Set<string>>();
  const note = (person: StaffMember, path: string) => {
    if (!placement.pagePaths.has(path)) return;
    const set = personPages.get(person) ?? new Set<string>();
    set.add(path);
    personPages.set(person, set);
  };
  for (const p of placement.namedOnAbout) note(p, layout.paths.about);
  for (const p of placement.namedOnImprint) note(p, layout.paths.imprint);
  if (layout.hasTeam) for (const p of staff) note(p, layout.paths.team);
  if (contactPerson) note(contactPerson, layout.paths.contact);
  return staff
    .filter((s) => personPages.has(s))
    .map((s): SandboxPerson => {
      const onTeam = layout.hasTeam;
      const shownEmail = (onTeam && placement.showPersonEmails) || s === contactPerson;
      const shownPhone = onTeam && placement.showPersonPhones;
      return {
        name: s.fullName,
        title: s.title,
        primaryTitle: s.primaryTitle,
        ...(shownEmail ? { email: s.email } : {}),
        ...(shownPhone ? { phone: s.phone } : {}),
        pages: [...(personPages.get(s) ?? [])].sort(),
      };
    });
}
