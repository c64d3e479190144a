import { SMART_TOOLS, type SmartTool } from '@benji/shared';
import { ClipboardList, FileSearch, FileText, Mail, Scale, type LucideIcon } from 'lucide-react';
import { Section } from './section';

const icons: Record<SmartTool['icon'], LucideIcon> = {
  mail: Mail,
  'file-text': FileText,
  search: FileSearch,
  'clipboard-list': ClipboardList,
  scale: Scale,
};

export function SmartTools() {
  return (
    <Section
      id="features"
      eyebrow="Features"
      title="Five smart tools for your claim"
      intro="Everything an organized claim needs, in one place and written in plain language."
      className="bg-slate-50"
    >
      {/* Five cards: the last row is centred rather than left with a gap. */}
      <ul className="flex flex-wrap justify-center gap-6">
        {SMART_TOOLS.map((tool) => {
          const Icon = icons[tool.icon];
          return (
            <li
              key={tool.title}
              className="w-full rounded-2xl bg-white p-6 shadow-card ring-1 ring-slate-200/70 sm:w-[calc(50%-0.75rem)] lg:w-[calc((100%-3rem)/3)]"
            >
              <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{tool.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{tool.body}</p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
