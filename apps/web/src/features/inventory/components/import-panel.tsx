import { INVENTORY_IMPORT_MAX_ROWS, ZInventoryImportRefusal, type TInventoryImportProblem } from '@benji/shared';
import { Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { richText } from '../../../i18n/rich-text';
import { failureText, serverText, useServerText } from '../../../i18n/server-text';
import { useTranslation } from '../../../i18n/use-translation';
import { isApiError } from '../../../lib/api/api-error';
import toast from '../../../lib/toast';
import { useImportSheetMutation } from '../api';

interface Refusal {
  message: string;
  rows: TInventoryImportProblem[];
}

/** Where a problem is: the spreadsheet's row, and the column as the sheet names it. */
function usePlaceOf() {
  const { t } = useTranslation('inventory');
  return (problem: TInventoryImportProblem) =>
    problem.field === 'row'
      ? t('import.place.row', { row: problem.row })
      : problem.field === 'header'
        ? t('import.place.header', { row: problem.row })
        : t('import.place.field', { row: problem.row, field: problem.field });
}

/**
 * Import of a CSV or XLSX sheet. The server takes all rows or none; a refusal lists every problem
 * by row and column so the user can fix the sheet and import it again.
 */
export function ImportPanel({ claimId }: { claimId: number }) {
  const { t } = useTranslation('inventory');
  const placeOf = usePlaceOf();
  const serverWords = useServerText();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [importSheet, { isLoading }] = useImportSheetMutation();

  async function submit() {
    if (!file) return setRefusal({ message: t('import.chooseFile'), rows: [] });
    try {
      const { message } = await importSheet({ claimId, file }).unwrap();
      toast.success(await serverText(message));
      setRefusal(null);
      setFile(null);
      if (input.current) input.current.value = '';
    } catch (error) {
      const parsed = ZInventoryImportRefusal.safeParse(isApiError(error) ? error.data : undefined);
      setRefusal(
        parsed.success
          ? { message: parsed.data.detail, rows: parsed.data.rows }
          : { message: await failureText(error, t('import.failed')), rows: [] },
      );
    }
  }

  return (
    <Card className="p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">{t('import.heading')}</h2>
      <p className="mt-1 text-sm text-slate-600">{t('import.hint', { max: INVENTORY_IMPORT_MAX_ROWS })}</p>
      <div className="mt-4 flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor={inputId} className="mb-2 block text-sm font-medium text-slate-800">
            {t('import.file')}
          </label>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setRefusal(null);
            }}
            className="block max-w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:rounded-xl file:border file:border-slate-300 file:bg-white file:px-4 file:text-sm file:font-semibold file:text-slate-800 hover:file:bg-slate-50"
          />
        </div>
        <Button loading={isLoading} onClick={() => void submit()}>
          {!isLoading && <Upload aria-hidden="true" className="size-4" />}
          {isLoading ? t('import.importing') : t('import.import')}
        </Button>
      </div>
      {refusal && (
        <div role="alert" className="mt-4 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-900">
          <p className="font-semibold">{serverWords(refusal.message)}</p>
          {refusal.rows.length > 0 && (
            <ul aria-label={t('import.problems')} className="mt-2 max-h-64 space-y-1 overflow-y-auto">
              {refusal.rows.map((problem, index) => (
                <li key={`${problem.row}-${problem.field}-${index}`}>
                  {richText(t('import.problem', { place: placeOf(problem), message: serverWords(problem.message) }), {
                    place: (words) => <span className="font-semibold">{words}</span>,
                  })}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Card>
  );
}
