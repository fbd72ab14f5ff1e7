/** The downloads lead modal of SPEC §4/§5 (forms feature). Not mounted behaviour yet. */
export function LeadModal() {
  return null;
}
