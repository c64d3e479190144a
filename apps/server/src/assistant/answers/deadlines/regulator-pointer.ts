import { regulatorFor, type Country, type Regulator } from '@benji/shared';

function details(regulator: Regulator): string {
  const parts = [
    regulator.lookFor ? `${regulator.website} (look for ${regulator.lookFor})` : regulator.website,
    regulator.complaintPage ? `complaints: ${regulator.complaintPage}` : null,
    regulator.phone ? `phone ${regulator.phone}` : null,
  ];
  return parts.filter((part): part is string => part !== null).join(' · ');
}

/** "**Texas Department of Insurance** — https://… · complaints: … · phone …"; null for a region Benji does not know. */
export function regulatorPointer(country: Country, region: string): string | null {
  const regulator = regulatorFor(country, region);
  return regulator ? `**${regulator.name}** — ${details(regulator)}` : null;
}
