import { splitLead } from '~/lib/section-text';

/**
 * A text whose short "Lead: rest" prefix is shown in bold when `split` is set (lists of named steps or
 * cases); the text itself is unchanged.
 */
export function LeadText({ text, split = false }: { text: string; split?: boolean }) {
  const { lead, rest } = split ? splitLead(text) : { lead: '', rest: text };
  if (!lead) return <>{text}</>;
  return (
    <>
      <strong className="svc-lead">{`${lead}:`}</strong>
      {` ${rest}`}
    </>
  );
}
