import { TIPS } from '@benji/shared';
import { PageHeading } from '../../components/ui/page-heading';
import { TipCard } from './components/tip-card';

/** Spec 2.15: the 12 numbered tips, each with why it matters and, where one fits, its template. */
export function TipsPage() {
  return (
    <div>
      <PageHeading title="Claim Tips & Tricks">
        Twelve habits that keep a claim moving. They are general guidance, not legal advice: your policy and your province or state set the
        exact rules.
      </PageHeading>
      <ol className="grid gap-4 lg:grid-cols-2">
        {TIPS.map((tip) => (
          <li key={tip.number}>
            <TipCard tip={tip} />
          </li>
        ))}
      </ol>
    </div>
  );
}
