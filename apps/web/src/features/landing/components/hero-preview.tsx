import { Mail, Sparkles } from 'lucide-react';

/** A worked example of what Benji does with an adjuster's e-mail; labelled as an example. */
export function HeroPreview() {
  return (
    <figure className="relative mx-auto w-full max-w-md lg:max-w-none">
      <div aria-hidden="true" className="absolute -inset-4 -z-10 rounded-[2rem] bg-gradient-to-br from-brand-100 to-brand-50 blur-sm" />
      <div className="space-y-4 rounded-2xl bg-white p-5 shadow-card ring-1 ring-slate-200/70 sm:p-6">
        <div className="rounded-xl border border-slate-200 bg-slate-50 p-4">
          <p className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wide text-slate-600">
            <Mail aria-hidden="true" className="size-4" /> From your adjuster
          </p>
          <p className="mt-2 text-sm text-slate-800">
            We need an itemized list of the damaged contents, with proof of ownership, before we can continue with your claim.
          </p>
        </div>
        <div className="rounded-xl border border-brand-200 bg-brand-50 p-4">
          <p className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wide text-brand-800">
            <Sparkles aria-hidden="true" className="size-4" /> Benji's draft reply
          </p>
          <p className="mt-2 text-sm leading-relaxed text-slate-800">
            Dear Ms. Carter, thank you for your e-mail. Attached is the itemized list of 23 damaged items, with photos, receipts and bank
            statements. Please confirm that you have received it, and let me know the next step and when I can expect a decision.
          </p>
        </div>
        <p className="text-xs text-slate-600">You review every draft and send it yourself.</p>
      </div>
      <figcaption className="mt-3 text-center text-xs text-slate-600">An example of a reply drafted from an adjuster's request.</figcaption>
    </figure>
  );
}
