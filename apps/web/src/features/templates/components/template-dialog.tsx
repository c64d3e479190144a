import type { LetterTemplate } from '@benji/shared';
import { PencilLine, RotateCcw, Save } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Modal } from '../../../components/modal/modal';
import { Button } from '../../../components/ui/button';
import { OpenInEmailLink } from '../../../components/ui/open-in-email-link';
import { TextArea } from '../../../components/ui/text-area';
import { TextField } from '../../../components/ui/text-field';
import { useTranslation } from '../../../i18n/use-translation';
import { showAutoCloseSuccess } from '../../../lib/dialogs';
import { fillLetter, type LetterContent } from '../letter-text';
import type { LetterFill } from '../use-letter-fill';
import { CategoryBadge } from './category-badge';
import { FillPicker } from './fill-picker';
import { LetterCopyButton } from './letter-copy-button';
import { LetterView } from './letter-view';

interface TemplateDialogProps {
  template: LetterTemplate;
  /** The user's saved edit, or the template's own text. */
  content: LetterContent;
  edited: boolean;
  fill: LetterFill;
  onSave: (content: LetterContent) => void;
  onRestore: () => void;
  onClose: () => void;
}

/**
 * Spec 2.12's view dialog, in view mode and edit mode. Edits stay in this browser tab (the spec
 * keeps them local); what is edited is the filled letter, so the user completes what is left.
 */
export function TemplateDialog({ template, content, edited, fill, onSave, onRestore, onClose }: TemplateDialogProps) {
  const { t } = useTranslation('templates');
  const { known } = fill;
  const letter = useMemo(() => fillLetter(content, known), [content, known]);
  const [draft, setDraft] = useState<LetterContent | null>(null);
  const editing = draft !== null;

  function save() {
    if (!draft) return;
    onSave(draft);
    setDraft(null);
    void showAutoCloseSuccess(t('dialog.saved'), '');
  }

  // An unsaved draft is copied as it stands: the user sees what they get.
  const current = draft ? fillLetter(draft, known) : letter;

  return (
    <Modal
      open
      onClose={onClose}
      title={template.title}
      subtitle={<CategoryBadge category={template.category} />}
      size="xl"
      footer={
        <>
          {edited && !editing && (
            <Button variant="ghost" onClick={onRestore}>
              <RotateCcw aria-hidden="true" className="size-4" /> {t('dialog.restore')}
            </Button>
          )}
          {editing ? (
            <>
              <Button variant="secondary" onClick={() => setDraft(null)}>
                {t('dialog.cancel')}
              </Button>
              <Button variant="secondary" onClick={save}>
                <Save aria-hidden="true" className="size-4" /> {t('dialog.save')}
              </Button>
            </>
          ) : (
            <Button variant="secondary" onClick={() => setDraft({ subject: letter.subject.text, body: letter.body.text })}>
              <PencilLine aria-hidden="true" className="size-4" /> {t('dialog.edit')}
            </Button>
          )}
          <OpenInEmailLink letter={{ subject: current.subject.text, body: current.body.text, to: fill.adjusterEmail }} />
          <LetterCopyButton letter={current} label={t('dialog.copy')} variant="primary" />
        </>
      }
    >
      {editing ? (
        <div className="space-y-4">
          <TextField
            label={t('dialog.subject')}
            value={draft.subject}
            onChange={(event) => setDraft({ ...draft, subject: event.target.value })}
          />
          <TextArea
            label={t('dialog.body')}
            rows={16}
            value={draft.body}
            onChange={(event) => setDraft({ ...draft, body: event.target.value })}
            className="[&_textarea]:min-h-80 [&_textarea]:font-mono [&_textarea]:text-sm"
          />
        </div>
      ) : (
        <div className="space-y-4">
          <div className="rounded-xl bg-brand-50/60 p-3 ring-1 ring-brand-100">
            <FillPicker choice={fill.choice} onChoice={fill.setChoice} claims={fill.claims} latestDetails={fill.latestDetails} />
          </div>
          <LetterView letter={letter} />
        </div>
      )}
    </Modal>
  );
}
