import { TEMPLATES_PER_PAGE, type LetterTemplate } from '@benji/shared';
import { SearchX } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Pagination } from '../../components/pagination/pagination';
import { Card } from '../../components/ui/card';
import { PageHeading } from '../../components/ui/page-heading';
import { useTranslation } from '../../i18n/use-translation';
import { useLetters } from '../../lib/letters/use-letters';
import { FillPicker } from './components/fill-picker';
import { TemplateCard } from './components/template-card';
import { TemplateDialog } from './components/template-dialog';
import { TemplateFilters } from './components/template-filters';
import { fillLetter } from './letter-text';
import { useLetterEdits } from './use-letter-edits';
import { useLetterFill } from './use-letter-fill';
import { useTemplateBrowser } from './use-template-browser';

/** Spec 2.12. The open template lives in the URL (?template=id), so a tip can link straight to it. */
export function TemplateStorePage() {
  const { t } = useTranslation('templates');
  const { letters, language } = useLetters();
  const browser = useTemplateBrowser(letters);
  const fill = useLetterFill(language);
  const edits = useLetterEdits();
  const [params, setParams] = useSearchParams();
  const open = letters.find((template) => template.id === params.get('template'));

  const setOpen = (template: LetterTemplate | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (template) next.set('template', template.id);
        else next.delete('template');
        return next;
      },
      { replace: true },
    );

  const first = (browser.page - 1) * TEMPLATES_PER_PAGE + 1;
  return (
    <div>
      <PageHeading title={t('title')}>{t('lead')}</PageHeading>

      <Card className="space-y-4 p-4 sm:p-6">
        <TemplateFilters
          search={browser.search}
          onSearch={browser.setSearch}
          category={browser.category}
          onCategory={browser.setCategory}
        />
        <div className="border-t border-slate-200 pt-4">
          <FillPicker choice={fill.choice} onChoice={fill.setChoice} claims={fill.claims} latestDetails={fill.latestDetails} />
        </div>
      </Card>

      <p aria-live="polite" className="mt-6 text-sm text-slate-600">
        {browser.totalItems > 0 && t('showing', { first, last: first + browser.items.length - 1, count: browser.totalItems })}
      </p>

      {browser.items.length > 0 ? (
        <ul className="mt-3 grid gap-4 md:grid-cols-2">
          {browser.items.map((template) => (
            <li key={template.id}>
              <TemplateCard
                template={template}
                edited={edits.isEdited(template)}
                letter={fillLetter(edits.contentOf(template), fill.known)}
                onView={() => setOpen(template)}
              />
            </li>
          ))}
        </ul>
      ) : (
        <Card className="mt-3 flex flex-col items-center gap-3 py-12 text-center">
          <SearchX aria-hidden="true" className="size-8 text-slate-400" />
          <p className="font-medium text-slate-800">{t('noResults')}</p>
        </Card>
      )}

      <div className="mt-6">
        <Pagination page={browser.page} totalPages={browser.totalPages} onChange={browser.setPage} label={t('pages')} />
      </div>

      {open && (
        <TemplateDialog
          key={open.id}
          template={open}
          content={edits.contentOf(open)}
          edited={edits.isEdited(open)}
          fill={fill}
          onSave={(content) => edits.save(open, content)}
          onRestore={() => edits.restore(open)}
          onClose={() => setOpen(undefined)}
        />
      )}
    </div>
  );
}
